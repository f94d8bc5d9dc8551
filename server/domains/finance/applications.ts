import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplyDetail, FinanceApplication, FinanceEligibility } from '#shared/contract/finance';
import type { FinanceKind, FinanceStatus } from '#shared/rules/finance-fields';
import { companies, financeApplications } from '../../db/schema';
import type { Deps } from '../../deps';
import { forbidden, notFound, refuse, tooMany } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';
import { DAY } from '../account/limits';
import { consumeSmsCode, type SmsPurpose } from '../account/sms-codes';
import { lockKey, recordEvent, windowStats } from '../account/throttle';

type Row = typeof financeApplications.$inferSelect;

/** Visitors' codes are asked with webMember/getSmsCode and this purpose (any mobile: a captcha, rate limits and budgets). */
export const FINANCE_PURPOSE: SmsPurpose = 'finance';
/** A visitor's mobile may submit this many applications a day (on top of the SMS code limits). */
export const TOURIST_PER_MOBILE_PER_DAY = 3;

const KIND_LETTER: Record<FinanceKind, string> = { finance: 'F', lease: 'L', purchase: 'P', productivity: 'Q' };
const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** F + kind letter + Beijing date + 6 random hex digits: unguessable enough for the visitor look-up with the mobile. */
export function newApplyNo(kind: FinanceKind, now: Date) {
  return `F${KIND_LETTER[kind]}${ymd.format(now).replaceAll('-', '')}${randomBytes(3).toString('hex').toUpperCase()}`;
}

export function view(r: Row, withForm: boolean): FinanceApplication {
  return {
    applyNo: r.applyNo,
    kind: r.kind as FinanceKind,
    status: r.status as FinanceStatus,
    rejectReason: r.status === 'notPassed' ? r.rejectReason : null,
    resubmits: r.resubmits,
    submittedAt: r.submittedAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    ...(withForm ? { form: r.form as Record<string, unknown> } : {}),
  };
}

export function eligibilityOf(ctx: Ctx<unknown>): FinanceEligibility {
  const p = ctx.principal!;
  if (!p.companyId) return 'personal';
  return p.certified ? 'ok' : 'uncertified';
}

/** Members submit only for a real-name certified company (spec section 6), told with the spec's finance text. */
function certifiedScope(ctx: Ctx<unknown>) {
  if (eligibilityOf(ctx) !== 'ok') throw forbidden('finance.enterpriseRealNameRequired');
  const p = ctx.principal!;
  return { memberId: p.memberId!, companyId: p.companyId! };
}

async function latestOf(deps: Deps, companyId: number, kind: FinanceKind) {
  const [r] = await deps.db
    .select()
    .from(financeApplications)
    .where(and(eq(financeApplications.companyId, companyId), eq(financeApplications.kind, kind)))
    .orderBy(desc(financeApplications.id))
    .limit(1);
  return r ?? null;
}

export async function applyDetail(ctx: Ctx<{ kind: FinanceKind }>): Promise<ApplyDetail> {
  const eligibility = eligibilityOf(ctx);
  const companyId = ctx.principal!.companyId;
  const latest = companyId ? await latestOf(ctx.deps, companyId, ctx.params.kind) : null;
  return { eligibility, application: latest ? view(latest, true) : null };
}

type Form = { contactName: string; contactMobile: string } & Record<string, unknown>;

/**
 * A member's submission: a new application, or the resubmission of the latest one after "not
 * passed" (the same row, along the state machine). Refused while one awaits its result.
 */
export async function memberSubmit(ctx: Ctx<Form>, kind: FinanceKind): Promise<FinanceApplication> {
  const { memberId, companyId } = certifiedScope(ctx);
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const form = ctx.params;
  const latest = await latestOf(ctx.deps, companyId, kind);
  if (latest?.status === 'submitted') throw refuse('finance.apply.pending');
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const common = { memberId, companyName: company.name, contactName: form.contactName, mobile: form.contactMobile, form, submittedAt: now, reviewedAt: null };

  if (latest?.status === 'notPassed') {
    const [row] = await db
      .update(financeApplications)
      .set({ ...common, status: 'submitted', rejectReason: null, resubmits: sql`${financeApplications.resubmits} + 1` })
      .where(and(eq(financeApplications.id, latest.id), eq(financeApplications.status, 'notPassed')))
      .returning();
    // Lost a race with another resubmission of the same company.
    if (!row) throw refuse('finance.apply.pending');
    return view(row, true);
  }
  const [row] = await db
    .insert(financeApplications)
    .values({ ...common, companyId, kind, status: 'submitted', applyNo: newApplyNo(kind, now) })
    .onConflictDoNothing()
    .returning();
  // The partial unique index (one open application per company and kind) settles concurrent submits.
  if (!row) throw refuse('finance.apply.pending');
  return view(row, true);
}

/** A visitor's submission: limited per mobile, the mobile proven by its SMS code. */
export async function touristSubmit(ctx: Ctx<Form & { kind: FinanceKind; companyName: string; smsCode: string }>): Promise<FinanceApplication> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const { kind, companyName, smsCode, ...form } = ctx.params;
  const mobile = form.contactMobile;
  const bucket = `finance-tourist:${mobile}`;
  // Checked before the code is spent, so a refused visitor keeps a valid code for tomorrow's limit.
  if ((await windowStats(db, bucket, now, DAY)).count >= TOURIST_PER_MOBILE_PER_DAY) throw tooMany('finance.apply.tooMany');
  await consumeSmsCode(db, now, { nationCode: '86', mobile, purpose: FINANCE_PURPOSE, code: smsCode });
  const row = await db.transaction(async (tx) => {
    await lockKey(tx, bucket);
    if ((await windowStats(tx, bucket, now, DAY)).count >= TOURIST_PER_MOBILE_PER_DAY) throw tooMany('finance.apply.tooMany');
    await recordEvent(tx, bucket, now, DAY);
    const [r] = await tx
      .insert(financeApplications)
      .values({ kind, status: 'submitted', applyNo: newApplyNo(kind, now), companyName, contactName: form.contactName, mobile, form, submittedAt: now })
      .returning();
    return r;
  });
  return view(row, false);
}

/** A visitor's look-up: the number and the mobile must both match (else not found, saying nothing more). */
export async function detailWeb(ctx: Ctx<{ applyNo: string; mobile: string }>): Promise<FinanceApplication> {
  const [r] = await ctx.deps.db
    .select()
    .from(financeApplications)
    .where(and(eq(financeApplications.applyNo, ctx.params.applyNo), eq(financeApplications.mobile, ctx.params.mobile)))
    .limit(1);
  if (!r) throw notFound('finance.apply.notFound');
  return view(r, false);
}
