import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { salesmanLogin } from '#shared/auth/salesman-session';
import { LazyButton } from '../../components/LazyButton';
import { StateBlock } from '../../components/StateBlock';
import { ErrorCode } from '#shared/contract/errors';

/** The salesman guard: without a salesman login the page asks for one (/salesman/login, then back here). */
export function SalesmanGate({ children, gone = false }: { children: ReactNode; gone?: boolean }) {
  const { t } = useTranslation('spread');
  const { pathname, search } = useLocation();
  if (salesmanLogin() && !gone) return <>{children}</>;
  return (
    <StateBlock title={t('guard.title')} description={t('guard.body')}>
      {/* A link (it goes to the desktop's salesman login page), shaped as the state's primary action: no Button module on /spread's first load. */}
      <a className="h5-state__button h5-state__button--primary" href={`/salesman/login?redirect=${encodeURIComponent(pathname + search)}`}>
        {t('guard.login')}
      </a>
    </StateBlock>
  );
}

/** The error state of a salesman page: the login prompt when the login ended, else the text and a retry. */
export function SalesmanError({ error, onRetry }: { error: { code: number; info: string }; onRetry: () => void }) {
  const { t } = useTranslation('spread');
  if (error.code === ErrorCode.tokenInvalid || error.code === ErrorCode.tokenExpired) return <SalesmanGate gone>{null}</SalesmanGate>;
  return (
    <StateBlock title={t('error')} description={error.info}>
      <LazyButton block onClick={onRetry}>
        {t('retry')}
      </LazyButton>
    </StateBlock>
  );
}
