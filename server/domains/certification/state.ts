import { and, desc, eq } from 'drizzle-orm';
import type { RealNameState } from '#shared/contract/certification';
import type { Db } from '../../db/client';
import { certApplications, companies, companyCerts } from '../../db/schema';
import { applicationView, bankView, businessView, type AppRow, type StoredBank, type StoredBusiness } from './views';

/**
 * A company's real-name state, derived from its applications (spec "realName" machine):
 * notSubmitted (none, or the last one abandoned), underReview, rejected, approved, and
 * changeUnderReview while a change waits for review or for its platform transfer.
 */

export async function latest(db: Db, companyId: number, kinds: ('initial' | 'changeInfo' | 'changeBank')[]) {
  const rows = await db
    .select()
    .from(certApplications)
    .where(and(eq(certApplications.companyId, companyId)))
    .orderBy(desc(certApplications.id));
  return rows.find((r) => (kinds as string[]).includes(r.kind)) ?? null;
}

/** An open change: under review, or accepted and waiting for the member to confirm the transfer or for the bank's review. */
export const isOpenChange = (a: AppRow | null) =>
  !!a && a.kind !== 'initial' && (a.status === 'underReview' || (a.status === 'approved' && (a.bankStatus === 'awaitingPlatformTransfer' || a.bankStatus === 'bankReview')));

export async function realNameState(db: Db, companyId: number, now: Date): Promise<RealNameState> {
  const [[company], [cert], initial, change] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, companyId)),
    db.select().from(companyCerts).where(eq(companyCerts.companyId, companyId)),
    // The latest first certification; an abandoned one means starting over.
    latest(db, companyId, ['initial']).then((a) => (a?.status === 'abandoned' ? null : a)),
    latest(db, companyId, ['changeInfo', 'changeBank']),
  ]);
  const certified = company?.certified ?? false;
  let status: RealNameState['status'];
  if (certified) status = isOpenChange(change) ? 'changeUnderReview' : 'approved';
  else status = !initial ? 'notSubmitted' : (initial.status as 'underReview' | 'rejected' | 'approved');
  // A certified company without an application of ours (demo data) still reads as approved.
  return {
    status,
    certified,
    application: await applicationView(db, initial, now),
    change: await applicationView(db, change, now),
    approved: cert
      ? {
          business: (await businessView(db, cert.business as StoredBusiness))!,
          bank: (await bankView(db, cert.bank as StoredBank))!,
          approvedAt: cert.approvedAt.toISOString(),
        }
      : null,
  };
}
