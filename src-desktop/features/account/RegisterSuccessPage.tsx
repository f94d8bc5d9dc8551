import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthShell } from './AuthShell';
import { ResultBlock } from './ResultBlock';
import { useCountdown } from '#shared/hooks/useCountdown';
import { useSession } from '#shared/auth/session';

const SECONDS = 5;

/**
 * /registerSuccess: the welcome, then after a countdown the member centre (the registration
 * signed the new member in) or, when that sign-in did not happen, the login page.
 */
export default function RegisterSuccessPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [left] = useCountdown(SECONDS);
  const company = params.get('type') === 'company';
  const loginPath = company ? '/login' : '/login?type=personal';
  const signedIn = useSession((s) => s.token !== null);
  // Signed up by SMS code only: the member has no password, so the welcome says how to log in next time.
  const bySms = params.get('by') === 'sms' && signedIn;
  // Into the member centre as a fresh document, as after a login.
  const next = () => (signedIn ? window.location.assign('/memberCenter') : navigate(loginPath, { replace: true }));

  useEffect(() => {
    if (left === 0) next();
    // Once, when the countdown ends.
  }, [left]);

  return (
    <AuthShell>
      <ResultBlock
        title={t('registerSuccess.title')}
        body={t(bySms ? 'registerSuccess.bodySms' : `registerSuccess.${signedIn ? 'signedIn.' : ''}${company ? 'bodyCompany' : 'bodyPersonal'}`)}
        countdown={t(signedIn ? 'registerSuccess.signedIn.countdown' : 'registerSuccess.countdown', { n: left })}
      >
        <Button type="primary" size="large" onClick={next}>
          {t(signedIn ? 'registerSuccess.signedIn.go' : 'registerSuccess.loginNow')}
        </Button>
        <Button size="large" onClick={() => navigate('/')}>
          {t('common:action.backHome')}
        </Button>
      </ResultBlock>
    </AuthShell>
  );
}
