import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useSession } from '#shared/auth/session';
import { connect } from '#shared/contract/refs/industry-app';
import { INDUSTRY_MEMBERS_PATH } from '#shared/utils/industry-token';
import { AuthShell } from '../account/AuthShell';
import { ErrorBlock } from '../account/ErrorBlock';
import styles from './IndustryApp.module.css';
import { ErrorCode } from '#shared/contract/errors';

/**
 * Obtains the industry API's token for the signed-in company admin (industryApp/connect: the
 * exchange and the client secret stay on the gateway) and lands on the member page. Sent back here
 * after the industry API refused the token (?ended=1), it says so and waits for the admin.
 */
export function IndustryConnect() {
  const { t } = useTranslation('industryApp');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ended = params.get('ended') === '1';
  const company = useSession((s) => s.profile?.companyName) ?? null;
  const [error, setError] = useState<GatewayError | null>(null);
  const [busy, setBusy] = useState(!ended);
  const started = useRef(false);

  const run = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await call(connect, {});
      navigate(INDUSTRY_MEMBERS_PATH, { replace: true });
    } catch (e) {
      setError(e instanceof GatewayError ? e : new GatewayError(0, String(e)));
      setBusy(false);
    }
  }, [navigate]);

  useEffect(() => {
    if (ended || started.current) return;
    started.current = true;
    void run();
  }, [ended, run]);

  const back = (
    <Button key="back" onClick={() => navigate('/memberCenter')}>
      {t('auth.backCentre')}
    </Button>
  );

  if (error)
    return (
      <AuthShell skin="ish">
        <ErrorBlock title={t('auth.failed')} body={error.info}>
          {error.code !== ErrorCode.forbidden && (
            <Button type="primary" onClick={() => void run()}>
              {t('auth.retry')}
            </Button>
          )}
          {back}
        </ErrorBlock>
      </AuthShell>
    );

  if (ended && !busy)
    return (
      <AuthShell skin="ish">
        <ErrorBlock title={t('auth.ended')} body={t('auth.endedBody')}>
          <Button type="primary" onClick={() => void run()}>
            {t('auth.again')}
          </Button>
          {back}
        </ErrorBlock>
      </AuthShell>
    );

  return (
    <AuthShell skin="ish">
      <div className={styles.connecting} role="status" aria-live="polite">
        <Spin size="large" />
        <h1>{t('auth.connecting')}</h1>
        <p>
          {t('auth.connectingLead', {
            company: company ?? t('auth.yourCompany'),
          })}
        </p>
      </div>
    </AuthShell>
  );
}
