import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import { getSupplierMemberInfo } from '#shared/contract/refs/factory';
import { LoadError, Skeleton } from './common';

/** The spec's supplier member list: page 1, 50 rows; more members are counted, not paged. */
const ROWS = 50;

/** Members of the portal company that runs a factory (mobiles masked by the server). */
export function SupplierMembers({ facSn }: { facSn: string }) {
  const { t } = useTranslation('factory');
  const members = useCommand(getSupplierMemberInfo, { facSn }, { page: 1, rows: ROWS });
  const list = members.data?.list ?? [];
  const total = members.data?.total ?? 0;
  return (
    <section aria-labelledby="supplier-members">
      <h2 className="h5-fac-section-title" id="supplier-members">
        {t('supplier.members')}
      </h2>
      {members.loading && !members.data ? (
        <Skeleton />
      ) : members.error ? (
        <LoadError error={members.error} onRetry={members.reload} />
      ) : list.length ? (
        <>
          <p className="h5-fac-count">{total > list.length ? t('list.capped', { shown: list.length, total }) : t('list.count', { count: total })}</p>
          <ul className="h5-fac-list h5-fac-members">
            {list.map((m) => (
              <li key={m.memberCode} className="h5-fac-member" data-member={m.memberCode}>
                <span className="h5-fac-member__name">{m.name}</span>
                {m.isAdmin ? <span className="h5-fac-tag h5-fac-tag--approved">{t('supplier.admin')}</span> : null}
                <span className="h5-fac-mono h5-fac-member__mobile">{m.mobile}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="h5-fac-empty">{t('supplier.noMembers')}</p>
      )}
    </section>
  );
}
