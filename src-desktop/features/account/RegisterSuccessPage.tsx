import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthShell } from './AuthShell';
import { ResultBlock } from './ResultBlock';
import { useCountdown } from '../../../src-shared/hooks/useCountdown';

const SECONDS = 5;

/** /registerSuccess: the welcome, then the login page after a countdown in seconds (spec). */
export default function RegisterSuccessPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [left] = useCountdown(SECONDS);
  const company = params.get('type') === 'company';
  const loginPath = company ? '/login' : '/login?type=personal';

  useEffect(() => {
    if (left === 0) navigate(loginPath, { replace: true });
  }, [left, navigate, loginPath]);

  return (
    <AuthShell>
      <ResultBlock
        title={t('registerSuccess.title')}
        body={t(company ? 'registerSuccess.bodyCompany' : 'registerSuccess.bodyPersonal')}
        countdown={t('registerSuccess.countdown', { n: left })}
      >
        <Button type="primary" size="large" onClick={() => navigate(loginPath, { replace: true })}>
          {t('registerSuccess.loginNow')}
        </Button>
        <Button size="large" onClick={() => navigate('/')}>
          {t('common:action.backHome')}
        </Button>
      </ResultBlock>
    </AuthShell>
  );
}
