import { and, eq } from 'drizzle-orm';
import type { EnterpriseInfoInput, EnterpriseInfoState } from '#shared/contract/enterprise';
import { enterpriseInfos } from '../../db/schema';
import type { Deps } from '../../deps';
import { assertAllocatedTelephone } from '../../adapters/allocated-telephone';
import { invalid, refuse } from '../../gateway/app-error';
import { notifyCompany } from '../message/notify';
import { checkAddress, divisionNames } from './location';

/**
 * Enterprise info and its machine (spec states.json "enterpriseInfo"): toBeCompleted → underReview
 * (submit), underReview → rejected | approved (operator), rejected → underReview (resubmit), and
 * approved → underReview: the holders of businessInfo.edit change approved info again and it goes
 * back to review (decision record 0016; states.json has "approved" as an assumed state without
 * exits, and a company's facts do change). Submitting while under review is refused (1006). One row
 * per company.
 */

type Row = typeof enterpriseInfos.$inferSelect;

export async function enterpriseInfoState(deps: Deps, companyId: number): Promise<EnterpriseInfoState> {
  const [row] = await deps.db.select().from(enterpriseInfos).where(eq(enterpriseInfos.companyId, companyId));
  if (!row) return { status: 'toBeCompleted', info: null, rejectReason: null, submittedAt: null, reviewedAt: null };
  return toState(deps, row);
}

export async function toState(deps: Deps, row: Row): Promise<EnterpriseInfoState> {
  const names = await divisionNames(deps.db, [row.provinceCode, row.cityCode, row.areaCode]);
  return {
    status: row.status as EnterpriseInfoState['status'],
    info: {
      name: row.name,
      introduction: row.introduction,
      establishmentTime: row.establishmentTime,
      nature: row.nature as never,
      industry: row.industry as never,
      size: row.size as never,
      contacts: row.contacts,
      mobile: row.mobile,
      telphone: row.telphone,
      email: row.email,
      provinceCode: row.provinceCode,
      cityCode: row.cityCode,
      areaCode: row.areaCode,
      address: row.address,
      provinceName: names.get(row.provinceCode) ?? '',
      cityName: names.get(row.cityCode) ?? '',
      areaName: names.get(row.areaCode) ?? '',
    },
    rejectReason: row.status === 'rejected' ? row.rejectReason : null,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function submitEnterpriseInfo(deps: Deps, who: { companyId: number; memberId: number }, p: EnterpriseInfoInput): Promise<EnterpriseInfoState> {
  const now = deps.clock.now();
  await checkAddress(deps.db, p);
  if (p.establishmentTime > now.toISOString().slice(0, 10)) throw invalid('establishmentTime', 'rule.centre.establishmentTime');
  // The shape passed the shared rule; the number must also be in an allocated fixed-line range (decision 0018).
  assertAllocatedTelephone(p.telphone, 'telphone', 'rule.centre.telephone');
  const values = { ...p, status: 'underReview', rejectReason: null, submittedBy: who.memberId, submittedAt: now, reviewedAt: null };
  const saved = await deps.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(enterpriseInfos).where(eq(enterpriseInfos.companyId, who.companyId)).for('update');
    if (cur?.status === 'underReview') throw refuse('centre.enterpriseInfo.underReview');
    const [row] = cur
      ? await tx
          .update(enterpriseInfos)
          .set(values)
          .where(and(eq(enterpriseInfos.id, cur.id), eq(enterpriseInfos.status, cur.status)))
          .returning()
      : await tx
          .insert(enterpriseInfos)
          .values({ companyId: who.companyId, ...values })
          .onConflictDoNothing()
          .returning();
    // A concurrent submission of the same company got there first.
    if (!row) throw refuse('centre.enterpriseInfo.underReview');
    await notifyCompany(tx, who.companyId, { key: 'centre.enterpriseInfo.submitted', vars: { name: p.name }, publisher: 'review', at: now });
    return row;
  });
  return toState(deps, saved);
}
