import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { BUSINESSES, type Business, type BusinessAuthority } from '#shared/contract/account-checks';
import { text, type Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { companyApps, fundAccounts } from '../../db/schema';
import type { MemberActor } from '../../gateway/actor';

/**
 * What the session's company may use now (webMember/queryBusinessAuthority, decision record 0016):
 * - companyFunctions (organisation, members, roles, base app) and finance: a certified company;
 * - capital: a certified company whose fund account is opened;
 * - facApp: a company with an app purchased and not expired.
 * A personal session may use none of them. Buttons inside the company are the pages' own business
 * (authList); this answers only what the company as a whole may use, with the reason when not.
 */
export async function businessAuthority(db: Db, p: MemberActor, lang: Lang, now: Date, only?: Business): Promise<BusinessAuthority[]> {
  const wanted = only ? [only] : [...BUSINESSES];
  const companyId = p.companyId;
  const certifiedReason = !companyId ? 'auth.useEnterpriseAccount' : !p.certified ? 'realName.required' : null;
  const reasons: Record<Business, () => Promise<string | null>> = {
    companyFunctions: async () => certifiedReason,
    finance: async () => certifiedReason,
    capital: async () => {
      if (certifiedReason) return certifiedReason;
      const [fund] = await db.select({ status: fundAccounts.status }).from(fundAccounts).where(eq(fundAccounts.companyId, companyId!)).limit(1);
      return fund?.status === 'opened' ? null : 'fund.notOpened';
    },
    facApp: async () => {
      if (!companyId) return 'auth.useEnterpriseAccount';
      const [app] = await db
        .select({ code: companyApps.appCode })
        .from(companyApps)
        .where(and(eq(companyApps.companyId, companyId), eq(companyApps.relation, 'purchased'), or(isNull(companyApps.endsAt), gt(companyApps.endsAt, now))))
        .limit(1);
      return app ? null : 'business.facApp.none';
    },
  };
  return Promise.all(
    wanted.map(async (business) => {
      const key = await reasons[business]();
      return { business, allowed: key === null, reason: key === null ? null : text(key, lang) };
    }),
  );
}
