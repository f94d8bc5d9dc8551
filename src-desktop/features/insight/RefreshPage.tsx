import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useSession } from '#shared/auth/session';
import { crossSystemAccess } from '#shared/contract/refs/account';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { AlertIcon } from '../../components/icons';
import { PanelButton, StatusPanel } from '../../components/StatusPanel';
import styles from './insight.module.css';

const HOME = '/memberCenter';

/** A same-origin path (the shared check), and never this page again (it would loop). */
const returnTarget = (v: string | null) => {
  const to = safeRedirect(v, HOME);
  return to.startsWith('/memberCenter/refresh') ? HOME : to;
};

/**
 * /memberCenter/refresh?redirect=<path>: re-reads the login info (profile and authorised-function
 * list) with webMember/crossSystemAccess, keeps it in the session store, and returns to `redirect`.
 * Pages send members here after something changed their rights (a company switch, new roles).
 */
export default function RefreshPage() {
  const { t } = useTranslation('insight');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = returnTarget(params.get('redirect'));
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    call(crossSystemAccess, {})
      .then((profile) => {
        if (!live) return;
        useSession.getState().setProfile(profile);
        navigate(target, { replace: true });
      })
      .catch((e: GatewayError) => live && setError(e.info));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (error) {
    return (
      <StatusPanel
        tone="error"
        icon={<AlertIcon size={30} />}
        title={t('refresh.failed')}
        body={error}
        actions={
          <>
            <PanelButton primary onClick={() => setAttempt((a) => a + 1)}>
              {t('refresh.retry')}
            </PanelButton>
            <PanelButton onClick={() => navigate('/memberCenter')}>{t('refresh.home')}</PanelButton>
          </>
        }
      />
    );
  }
  return (
    <div className={styles.centred} role="status" data-testid="refresh-page">
      <Spin tip={t('refresh.working')}>
        <div className={styles.spinBox} />
      </Spin>
    </div>
  );
}
