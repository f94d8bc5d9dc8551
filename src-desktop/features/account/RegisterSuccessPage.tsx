import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../src-shared/auth/session';
import { AuthShell } from './AuthShell';
import { ResultBlock } from './ResultBlock';
import { useCountdown } from '../../../src-shared/hooks/useCountdown';

const SECONDS = 5;

/**
 * /registerSuccess: the welcome, then the login page after a countdown in seconds (spec). A person
 * who signed up by SMS code is already signed in: the countdown leads to the member centre instead.
 */
export default function RegisterSuccessPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [left] = useCountdown(SECONDS);
  const company = params.get('type') === 'company';
  const signedIn = useSession((s) => s.token !== null);
  const bySms = params.get('by') === 'sms' && signedIn;
  const next = bySms ? '/memberCenter' : company ? '/login' : '/login?type=personal';

  useEffect(() => {
    if (left === 0) navigate(next, { replace: true });
  }, [left, navigate, next]);

  return (
    <AuthShell>
      <ResultBlock
        title={t('registerSuccess.title')}
        body={t(bySms ? 'registerSuccess.bodySms' : company ? 'registerSuccess.bodyCompany' : 'registerSuccess.bodyPersonal')}
        countdown={t(bySms ? 'registerSuccess.countdownCentre' : 'registerSuccess.countdown', { n: left })}
      >
        <Button type="primary" size="large" onClick={() => navigate(next, { replace: true })}>
          {t(bySms ? 'registerSuccess.toCentre' : 'registerSuccess.loginNow')}
        </Button>
        <Button size="large" onClick={() => navigate('/')}>
          {t('common:action.backHome')}
        </Button>
      </ResultBlock>
    </AuthShell>
  );
}
