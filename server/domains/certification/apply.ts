import { and, eq, inArray, ne } from 'drizzle-orm';
import type { BankInput, BusinessInput } from '#shared/contract/certification';
import type { Db } from '../../db/client';
import { certApplications, companies, companyCerts } from '../../db/schema';
import type { Deps } from '../../deps';
import { creditCodeCheckOk } from '#shared/rules/credit-code';
import { assertAllocatedPhoneOrTelephone } from '../../adapters/allocated-telephone';
import { invalid, refuse } from '../../gateway/app-error';
import { checkAddress } from '../enterprise/location';
import { divisionNames } from '../enterprise/location';
import { attachable } from '../file/store';
import { notifyCompany } from '../message/notify';
import { sendDeposit } from './bank';
import { isOpenChange, latest, realNameState } from './state';

/**
 * Member-side transitions of real-name certification. Every check of the current state happens
 * inside the transaction that writes, under a row lock on the company, and the partial unique
 * index (one application under review per company) settles any race left.
 */

export interface Who {
  companyId: number;
  memberId: number;
}

const lockCompany = (tx: Db, companyId: number) => tx.select().from(companies).where(eq(companies.id, companyId)).for('update');

/** The files must exist and be the company's (or the member's own uploads). */
async function checkFiles(db: Db, who: Who, ids: Record<string, string | undefined>) {
  const wanted = Object.entries(ids).filter((e): e is [string, string] => !!e[1]);
  const found = new Set(
    (
      await attachable(
        db,
        who,
        wanted.map(([, id]) => id),
      )
    ).map((f) => f.publicId),
  );
  for (const [role, id] of wanted) if (!found.has(id)) throw invalid(role === 'changeVoucher' ? role : `files.${role}`, 'centre.realName.fileMissing');
  return Object.fromEntries(wanted);
}

/**
 * A credit code whose check character fails is refused, unless the submitter confirms it is the
 * one on the licence (a few pilot-era codes are); an operator then approves it only with a reason.
 */
function checkCreditCode(b: BusinessInput, confirmed: boolean | undefined) {
  if (!creditCodeCheckOk(b.creditCode) && !confirmed) throw invalid('business.creditCode', 'rule.creditCode.checkCharacter');
}

async function checkBusiness(db: Db, companyId: number, b: BusinessInput, creditCodeConfirmed?: boolean) {
  checkCreditCode(b, creditCodeConfirmed);
  await checkAddress(db, b);
  const taken = await creditCodeTaken(db, b.creditCode, companyId);
  if (taken) throw refuse('centre.realName.creditCodeTaken');
}

async function checkBank(db: Db, b: BankInput) {
  const names = await divisionNames(db, [b.provinceCode, b.cityCode]);
  if (!names.has(b.provinceCode)) throw invalid('bank.provinceCode', 'rule.centre.location');
  if (!names.has(b.cityCode) || b.cityCode.slice(0, 2) !== b.provinceCode.slice(0, 2)) throw invalid('bank.cityCode', 'rule.centre.location');
  // The shape passed the shared rule; a fixed line must also be in an allocated range (decision 0018).
  assertAllocatedPhoneOrTelephone(b.contactPhone, 'bank.contactPhone', 'rule.general.mobileOrTelephone');
}

/** Whether another company is certified (or under review) with this credit code. */
export async function creditCodeTaken(db: Db, creditCode: string, companyId: number) {
  const code = creditCode.toUpperCase();
  const certs = await db.select({ companyId: companyCerts.companyId, business: companyCerts.business }).from(companyCerts).where(ne(companyCerts.companyId, companyId));
  if (certs.some((c) => String((c.business as { creditCode?: string }).creditCode ?? '').toUpperCase() === code)) return true;
  const open = await db
    .select({ business: certApplications.business })
    .from(certApplications)
    .where(and(ne(certApplications.companyId, companyId), eq(certApplications.status, 'underReview'), inArray(certApplications.kind, ['initial', 'changeInfo'])));
  return open.some((a) => String((a.business as { creditCode?: string } | null)?.creditCode ?? '').toUpperCase() === code);
}

const stripFiles = ({ files: _files, ...rest }: BusinessInput) => ({ ...rest, creditCode: rest.creditCode.toUpperCase() });
const account = (b: BankInput) => b.account.replace(/\s+/g, '');
const tail = (acc: string) => `****${acc.slice(-4)}`;

export async function submitAudit(deps: Deps, who: Who, p: { business: BusinessInput; bank: BankInput; creditCodeConfirmed?: boolean }) {
  const now = deps.clock.now();
  await checkBusiness(deps.db, who.companyId, p.business, p.creditCodeConfirmed);
  await checkBank(deps.db, p.bank);
  const fileIds = await checkFiles(deps.db, who, p.business.files);
  const acc = account(p.bank);
  const id = await deps.db.transaction(async (tx) => {
    const [company] = await lockCompany(tx, who.companyId);
    if (company.certified) throw refuse('centre.realName.alreadyCertified');
    const cur = await latest(tx, who.companyId, ['initial']);
    if (cur?.status === 'underReview') throw refuse('centre.realName.openApplication');
    const [row] = await tx
      .insert(certApplications)
      .values({
        companyId: who.companyId,
        kind: 'initial',
        status: 'underReview',
        business: stripFiles(p.business),
        bank: { ...p.bank, account: acc, remark: p.bank.remark ?? '' },
        fileIds,
        submittedBy: who.memberId,
        submittedAt: now,
      })
      .returning({ id: certApplications.id });
    await notifyCompany(tx, who.companyId, {
      key: 'centre.realName.submitted',
      vars: { kind: { t: 'centre.realName.kind.initial' }, account: tail(acc) },
      publisher: 'review',
      at: now,
    });
    return row.id;
  });
  // The bank pays once the application is stored (the stand-in writes its outbox outside our transaction).
  await sendDeposit(deps, id, acc, 'verificationPaymentSent');
  return realNameState(deps.db, who.companyId, now);
}

export async function abandonApply(deps: Deps, who: Who) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, who.companyId);
    const cur = await latest(tx, who.companyId, ['initial']);
    if (!cur || (cur.status !== 'underReview' && cur.status !== 'rejected')) throw refuse('centre.realName.nothingToAbandon');
    await tx.update(certApplications).set({ status: 'abandoned', reviewedAt: now }).where(eq(certApplications.id, cur.id));
  });
  return realNameState(deps.db, who.companyId, now);
}

async function assertNoOpenChange(tx: Db, companyId: number) {
  const [company] = await lockCompany(tx, companyId);
  if (!company.certified) throw refuse('centre.realName.notCertified');
  const change = await latest(tx, companyId, ['changeInfo', 'changeBank']);
  if (isOpenChange(change)) throw refuse('centre.realName.openApplication');
}

export async function applyChangeInfo(deps: Deps, who: Who, p: { business: BusinessInput; changeVoucher: string; creditCodeConfirmed?: boolean }) {
  const now = deps.clock.now();
  await checkBusiness(deps.db, who.companyId, p.business, p.creditCodeConfirmed);
  const fileIds = await checkFiles(deps.db, who, { ...p.business.files, changeVoucher: p.changeVoucher });
  await deps.db.transaction(async (tx) => {
    await assertNoOpenChange(tx, who.companyId);
    await tx.insert(certApplications).values({
      companyId: who.companyId,
      kind: 'changeInfo',
      status: 'underReview',
      business: stripFiles(p.business),
      fileIds,
      submittedBy: who.memberId,
      submittedAt: now,
    });
    await notifyCompany(tx, who.companyId, {
      key: 'centre.realName.submittedNoBank',
      vars: { kind: { t: 'centre.realName.kind.changeInfo' } },
      publisher: 'review',
      at: now,
    });
  });
  return realNameState(deps.db, who.companyId, now);
}

export async function applyChangeBank(deps: Deps, who: Who, p: { bank: BankInput }) {
  const now = deps.clock.now();
  await checkBank(deps.db, p.bank);
  await deps.db.transaction(async (tx) => {
    await assertNoOpenChange(tx, who.companyId);
    await tx.insert(certApplications).values({
      companyId: who.companyId,
      kind: 'changeBank',
      status: 'underReview',
      bank: { ...p.bank, account: account(p.bank), remark: p.bank.remark ?? '' },
      submittedBy: who.memberId,
      submittedAt: now,
    });
    await notifyCompany(tx, who.companyId, {
      key: 'centre.realName.submittedNoBank',
      vars: { kind: { t: 'centre.realName.kind.changeBank' } },
      publisher: 'review',
      at: now,
    });
  });
  return realNameState(deps.db, who.companyId, now);
}
