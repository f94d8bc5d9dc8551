import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { myCapital } from '#shared/contract/refs/fund';
import { secondFactorStatus } from '#shared/contract/refs/security';
import { authorizedApps } from '#shared/contract/refs/sso';
import { formatTime } from './format';
import styles from './member.module.css';

/**
 * The account-security rows beyond mobile and password, from the gateway: the payment password
 * of the company's fund account (enterprise sessions only; personal members have none) and the
 * apps that may sign in as the member, with the latest consent. Each row says what to do next
 * (a button that navigates: one Tab stop, not a button inside a link).
 */
export function PayKeyRow() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const capital = useCommand(myCapital, {});
  const c = capital.data;
  const [body, action] = !c
    ? [null, null]
    : c.status !== 'opened'
      ? [t('accountSafe.payKeyNoAccount'), { to: '/memberCenter/bankrollAccount', label: t('accountSafe.toFundAccount') }]
      : c.payKeySet
        ? [t('accountSafe.payKeySet'), { to: '/memberCenter/setAccount', label: t('accountSafe.modify') }]
        : [t('accountSafe.payKeyNotSet'), { to: '/memberCenter/setAccount', label: t('accountSafe.setNow') }];
  return (
    <li data-testid="safe-paykey">
      <div>
        <h2 className={styles.safeTitle}>{t('accountSafe.payKey')}</h2>
        {capital.loading && !c ? <Skeleton active title={false} paragraph={{ rows: 1, width: 280 }} /> : <p className={styles.muted}>{capital.error && !c ? capital.error.info : body}</p>}
      </div>
      {capital.error && !c ? <Button onClick={capital.reload}>{t('common:state.retry')}</Button> : action ? <Button onClick={() => navigate(action.to)}>{action.label}</Button> : null}
    </li>
  );
}

/** Signed-in devices (decision 0050): the sessions of the account, each one signed out on its page. */
export function DevicesRow() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  return (
    <li data-testid="safe-devices">
      <div>
        <h2 className={styles.safeTitle}>{t('accountSafe.devices')}</h2>
        <p className={styles.muted}>{t('accountSafe.devicesBody')}</p>
      </div>
      <Button onClick={() => navigate('/memberCenter/devices')}>{t('accountSafe.manage')}</Button>
    </li>
  );
}

export function AppsRow() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const apps = useCommand(authorizedApps, {});
  const list = apps.data;
  const latest = list?.reduce<string | null>((a, x) => (a && a > x.grantedAt ? a : x.grantedAt), null);
  return (
    <li data-testid="safe-apps">
      <div>
        <h2 className={styles.safeTitle}>{t('accountSafe.apps')}</h2>
        {apps.loading && !list ? (
          <Skeleton active title={false} paragraph={{ rows: 1, width: 280 }} />
        ) : (
          <p className={styles.muted}>{apps.error && !list ? apps.error.info : list && list.length > 0 ? t('accountSafe.appsBody', { count: list.length, time: formatTime(latest!) }) : t('accountSafe.appsNone')}</p>
        )}
      </div>
      {apps.error && !list ? <Button onClick={apps.reload}>{t('common:state.retry')}</Button> : <Button onClick={() => navigate('/memberCenter/authorizedApps')}>{t('accountSafe.manage')}</Button>}
    </li>
  );
}

/** Two-step verification (decision 0051): on or off, required by the company, and the way to its page. */
export function TwoStepRow() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const status = useCommand(secondFactorStatus, {});
  const s = status.data;
  return (
    <li data-testid="safe-two-step">
      <div>
        <h2 className={styles.safeTitle}>{t('accountSafe.twoStep')}</h2>
        {status.loading && !s ? (
          <Skeleton active title={false} paragraph={{ rows: 1, width: 280 }} />
        ) : (
          <p className={styles.muted}>{status.error && !s ? status.error.info : s?.enabled ? t('accountSafe.twoStepOn') : s?.requiredByCompany ? t('accountSafe.twoStepRequired') : t('accountSafe.twoStepOff')}</p>
        )}
      </div>
      {status.error && !s ? (
        <Button onClick={status.reload}>{t('common:state.retry')}</Button>
      ) : (
        <Button type={s && !s.enabled ? 'primary' : 'default'} onClick={() => navigate('/memberCenter/twoStep')}>
          {s?.enabled ? t('accountSafe.manage') : t('accountSafe.setUp')}
        </Button>
      )}
    </li>
  );
}
