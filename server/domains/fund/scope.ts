import { eq } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import type { Db } from '../../db/client';
import { fundAccounts } from '../../db/schema';
import { AppError } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';

/** The company a fund command acts for, after the spec's refusals (section 6). */
export interface FundScope {
  memberId: number;
  companyId: number;
}

/**
 * Personal members "cannot use the capital account"; members of an uncertified company must apply
 * for real-name certification first. Both 1003, with the spec's texts. The company always comes
 * from the session, so no parameter can reach another company's account.
 */
export function fundScope(ctx: Ctx<unknown>): FundScope {
  const p = ctx.principal;
  if (!p || p.kind !== 'member' || !p.memberId) throw new AppError(ErrorCode.forbidden, 'gateway.1003');
  if (!p.companyId) throw new AppError(ErrorCode.forbidden, 'fund.personalNotAllowed');
  if (!p.certified) throw new AppError(ErrorCode.forbidden, 'realName.required');
  return { memberId: p.memberId, companyId: p.companyId };
}

export type FundAccountRow = typeof fundAccounts.$inferSelect;

export async function findAccount(ctx: Ctx<unknown>, companyId: number): Promise<FundAccountRow | null> {
  const [row] = await ctx.deps.db.select().from(fundAccounts).where(eq(fundAccounts.companyId, companyId)).limit(1);
  return row ?? null;
}

/** The opened account of the company, or 1006 with the text that fits its state. */
export async function openedAccount(ctx: Ctx<unknown>): Promise<FundAccountRow & { scope: FundScope }> {
  const scope = fundScope(ctx);
  const acc = await findAccount(ctx, scope.companyId);
  if (!acc) throw new AppError(ErrorCode.refused, 'fund.notOpened');
  if (acc.status === 'abnormal') throw new AppError(ErrorCode.refused, 'fund.accountAbnormal');
  if (acc.status !== 'opened') throw new AppError(ErrorCode.refused, 'fund.notOpened');
  return { ...acc, scope };
}

/**
 * Inside a money transaction: the account is still opened, read `for share` so an operator's
 * abnormal switch (abnormal.ts, an update of this row) waits for the transaction or makes it refuse.
 */
export async function stillOpened(tx: Db, fundAccountId: number) {
  const [row] = await tx.select({ status: fundAccounts.status, approvalThreshold: fundAccounts.approvalThreshold }).from(fundAccounts).where(eq(fundAccounts.id, fundAccountId)).for('share');
  if (row?.status === 'abnormal') throw new AppError(ErrorCode.refused, 'fund.accountAbnormal');
  if (row?.status !== 'opened') throw new AppError(ErrorCode.refused, 'fund.notOpened');
  return { approvalThreshold: row.approvalThreshold };
}

/** "138****0001": the spec's phone mask (first 3 digits, then the digits from position 8). */
export const maskMobile = (m: string) => (m.length >= 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);
