import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GatewayError } from '#shared/api/gateway-error';
import { LazyButton } from '../../components/LazyButton';
import { StateBlock } from '../../components/StateBlock';
import { ADMIN_LOGIN_PATH } from '../../app/route-paths';
import { ErrorCode } from '#shared/contract/errors';

/** Pieces every factory page uses: the error state (with the field-admin refusal), status tags, times. */

export const HUB = '/mobile/certification/tab';

/** A failed load: a refusal (1003) offers another login, anything else a retry (antd-mobile's Button loads with this state). */
export function LoadError({ error, onRetry }: { error: GatewayError; onRetry: () => void }) {
  const { t } = useTranslation('factory');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (error.code === ErrorCode.forbidden)
    return (
      <StateBlock title={t('notAdmin.title')} description={error.info}>
        <LazyButton block color="primary" onClick={() => navigate(`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`)}>
          {t('action.switchAccount')}
        </LazyButton>
      </StateBlock>
    );
  return (
    <StateBlock title={t('error.title')} description={error.info}>
      <LazyButton block onClick={onRetry}>
        {t('action.retry')}
      </LazyButton>
    </StateBlock>
  );
}

export function StatusTag({ status, gold }: { status: string; gold?: boolean }) {
  const { t } = useTranslation('factory');
  return (
    <span className="h5-fac-tags">
      <span className={`h5-fac-tag h5-fac-tag--${status}`}>{t(`status.${status}`)}</span>
      {gold ? <span className="h5-fac-tag h5-fac-tag--gold">{t('status.gold')}</span> : null}
    </span>
  );
}

export function useTimeFormat() {
  const { i18n } = useTranslation();
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  return (iso: string) => fmt.format(new Date(iso));
}

export function Skeleton() {
  return <div className="h5-fac-skeleton" aria-busy="true" />;
}
