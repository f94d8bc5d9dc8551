import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { MyCapital } from '#shared/contract/fund';
import { myCapital, openAccount } from '#shared/contract/refs/fund';
import { RunButton } from '../../components/Authority';
import { LoadError } from './FundPage';
import { ResultState } from '../../components/ResultState';

/**
 * Renders its children with the account overview once the account is open. Otherwise: not opened
 * or rejected → the way to open it; under review → the waiting state; abnormal → contact support.
 * `needPayKey` also sends a member without a payment password to set one first.
 */
export function AccountGate({ children, needPayKey }: { children: (capital: MyCapital, reload: () => void) => ReactNode; needPayKey?: boolean }) {
  const { t } = useTranslation('fund');
  const navigate = useNavigate();
  const state = useCommand(myCapital, {});
  if (state.error && !state.data) return <LoadError info={state.error.info} onRetry={state.reload} />;
  const c = state.data;
  if (!c) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (c.status === 'abnormal') return <ResultState status="warning" title={t('status.abnormal')} subTitle={t('gate.abnormal')} />;
  if (c.status === 'reviewing')
    return <ResultState status="info" title={t('gate.reviewing.title')} subTitle={t('gate.reviewing.body')} extra={<Button onClick={() => navigate('/memberCenter/openAccount')}>{t('gate.reviewing.action')}</Button>} />;
  if (c.status !== 'opened')
    return (
      <ResultState
        status="info"
        title={t(c.status === 'rejected' ? 'gate.rejected.title' : 'gate.notOpened.title')}
        subTitle={t(c.status === 'rejected' ? 'gate.rejected.body' : 'gate.notOpened.body')}
        extra={
          <RunButton command={openAccount} type="primary" onClick={() => navigate('/memberCenter/openAccount')}>
            {t('gate.notOpened.action')}
          </RunButton>
        }
      />
    );
  if (needPayKey && !c.payKeySet)
    return (
      <ResultState
        status="info"
        title={t('gate.payKey.title')}
        subTitle={t('gate.payKey.body')}
        extra={
          <Button type="primary" onClick={() => navigate('/memberCenter/setAccount')}>
            {t('gate.payKey.action')}
          </Button>
        }
      />
    );
  return <>{children(c, state.reload)}</>;
}
