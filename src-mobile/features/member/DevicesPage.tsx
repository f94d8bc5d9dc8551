import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useAction } from '#shared/api/useAction';
import { useCommand } from '#shared/api/useCommand';
import type { SignedInSession } from '#shared/contract/security';
import { sessionList, signOut, signOutOthers } from '#shared/contract/refs/security';
import { formatTime } from '#shared/utils/beijing-time';
import { confirmDialog, showToast } from '../../components/feedback';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './member.css';

/**
 * /mobile/devices (from personal info, the H5 side of Account security → Signed-in devices; decision
 * 0050): the member's live sessions, this phone first and marked; sign out one or all others.
 */
export default function DevicesPage() {
  const { t } = useTranslation('mmember');
  const list = useCommand(sessionList, {});
  const one = useAction(signOut);
  const others = useAction(signOutOthers);

  if (list.loading && !list.data) return <PageLoading />;
  if (list.error || !list.data)
    return (
      <StateBlock title={t('common:state.error')} description={list.error?.info}>
        <Button block onClick={list.reload}>
          {t('common:state.retry')}
        </Button>
      </StateBlock>
    );

  const label = (x: SignedInSession) => (x.browser ? t('devices.on', { browser: x.browser, os: x.os || '—' }) : t('devices.unknown'));
  const kind = (x: SignedInSession) => (x.kind === 'app' ? t('devices.kind.app', { app: x.appName ?? '' }) : t(`devices.kind.${x.kind}`));
  const rest = list.data.filter((x) => !x.current);

  const end = async (x: SignedInSession) => {
    if (!(await confirmDialog(t('devices.signOutConfirm', { device: label(x) })))) return;
    try {
      await one.run({ sessionId: x.id }, { showError: true });
      showToast(t('devices.signedOut', { device: label(x) }), 'success');
    } catch {
      /* the client showed the server's errorInfo */
    }
    list.reload();
  };
  const endOthers = async () => {
    if (!(await confirmDialog(t('devices.othersConfirm')))) return;
    try {
      const r = await others.run({}, { showError: true });
      showToast(t('devices.othersDone', { count: r.count }), 'success');
    } catch {
      /* shown */
    }
    list.reload();
  };

  return (
    <div className="h5-member-page" data-testid="h5-devices">
      <p className="h5-member-hint">{t('devices.lead')}</p>
      <ul className="h5-invitations">
        {list.data.map((x) => (
          <li key={x.id} className="h5-member-card" data-testid={x.current ? 'device-current' : 'device-row'}>
            <h2 className="h5-invitations__company">
              {label(x)} {x.current && <span className="h5-device-tag">{t('devices.current')}</span>}
            </h2>
            <p className="h5-member-card__meta">
              {kind(x)} · {x.company ?? t('devices.personal')} · {x.ip || '—'}
            </p>
            <p className="h5-member-card__meta">{t('devices.times', { first: formatTime(x.firstUsed), last: formatTime(x.lastUsed) })}</p>
            {!x.current && (
              <div className="h5-member-form__actions">
                <Button block color="danger" fill="outline" disabled={one.busy || others.busy} onClick={() => void end(x)} aria-label={t('devices.signOutLabel', { device: label(x) })}>
                  {t('devices.signOut')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <Button className="h5-member-more" block color="danger" loading={others.busy} onClick={() => void endOthers()} data-testid="sign-out-others">
          {t('devices.signOutOthers')}
        </Button>
      ) : (
        <p className="h5-member-empty">{t('devices.onlyThis')}</p>
      )}
    </div>
  );
}
