import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { queryMemberPage } from '#shared/contract/refs/org';
import { maskPhone } from '#shared/utils/phone-mask';
import { StateBlock } from '../../components/StateBlock';
import { Skeleton, useTimeFormat } from './common';
import './factory.css';
import { ErrorCode } from '#shared/contract/errors';

/** Spec: the H5 variant with a passed token lists members with rows 1000, page 1. */
const ROWS = 1000;

/**
 * /h5/permissions?token=: opened by an app with the member's token in the URL; lists the
 * company's members and their roles, read-only (memberAppAuth/queryMemberPage with that token,
 * not the browser's session). A missing, invalid or expired token shows why and what to do.
 */
function PermissionsPage() {
  const { t } = useTranslation('factory');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const members = useCommand(queryMemberPage, {}, { token, page: 1, rows: ROWS, enabled: token.length > 0 });
  const time = useTimeFormat();

  if (!token) return <StateBlock title={t('perm.noToken')} description={t('perm.noTokenDesc')} />;
  if (members.loading && !members.data) return <Skeleton />;
  if (members.error) {
    const e = members.error;
    if (e.code === ErrorCode.tokenInvalid || e.code === ErrorCode.tokenExpired) return <StateBlock title={t('perm.badToken')} description={t('perm.badTokenDesc')} />;
    return (
      <StateBlock title={e.code === ErrorCode.forbidden ? t('perm.forbidden') : t('error.title')} description={e.info}>
        {e.code === ErrorCode.forbidden ? null : (
          <Button block onClick={members.reload}>
            {t('action.retry')}
          </Button>
        )}
      </StateBlock>
    );
  }
  const list = members.data?.list ?? [];
  return (
    <div className="h5-fac-page">
      <header className="h5-fac-hero">
        <h1 className="h5-fac-hero__title">{t('perm.title')}</h1>
        <p className="h5-fac-hero__lead">{t('perm.leadNoCompany')}</p>
        <p className="h5-fac-count">{t('perm.count', { count: members.data?.total ?? 0 })}</p>
      </header>
      <section className="h5-fac-panel">
        {list.length ? (
          <ul className="h5-fac-list">
            {list.map((m) => (
              <li key={m.memberCode} className="h5-fac-card h5-perm-member">
                <div className="h5-fac-card__head">
                  <h2 className="h5-fac-card__title">{m.name}</h2>
                  <span className="h5-fac-tags">
                    {m.isAdmin ? <span className="h5-fac-tag h5-fac-tag--pending">{t('perm.admin')}</span> : null}
                    {m.status === 'disabled' ? <span className="h5-fac-tag h5-fac-tag--rejected">{t('perm.disabled')}</span> : null}
                  </span>
                </div>
                <p className="h5-fac-card__meta">
                  <span className="h5-fac-mono">{maskPhone(m.mobile)}</span>
                  {m.department ? <span>{t('perm.department', { name: m.department.name })}</span> : null}
                  <span>{t('perm.joined', { time: time(m.joinedAt) })}</span>
                </p>
                {m.roles.length ? (
                  <ul className="h5-perm-roles" aria-label={t('perm.title')}>
                    {m.roles.map((r) => (
                      <li key={r.roleId} className="h5-perm-role">
                        {r.name}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="h5-fac-hint">{t('perm.noRole')}</p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="h5-fac-empty">{t('perm.empty')}</p>
        )}
      </section>
    </div>
  );
}

export default PermissionsPage;
