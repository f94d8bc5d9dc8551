import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { MyCapital } from '#shared/contract/fund';
import { useCanRun } from '#shared/auth/useCanRun';
import { applyRepayment, getTransInfoList, getTransInfoListMoney, recharge, setPayKey, sumbitApply } from '#shared/contract/refs/fund';
import { HiddenActionsNote } from '../../components/Authority';
import { AccountGate } from './AccountGate';
import { money } from './format';
import { FundPage, LoadError } from './FundPage';
import { RecordTable } from './RecordTable';
import styles from './fund.module.css';

/** /memberCenter/bankrollAccount: balances, income and expense, quick actions, the latest movements. */
export default function BankrollPage() {
  const { t } = useTranslation('fund');
  return (
    <FundPage title={t('overview.title')} testId="bankroll-page">
      <AccountGate>{(c) => <Overview c={c} />}</AccountGate>
    </FundPage>
  );
}

function Overview({ c }: { c: MyCapital }) {
  const { t } = useTranslation('fund');
  const navigate = useNavigate();
  const capital = useCommand(getTransInfoListMoney, {});
  const recent = useCommand(getTransInfoList, {}, { page: 1, rows: 5 });
  // Actions the member cannot run are left out (the server would answer 1003), with one line saying why.
  const canRun = useCanRun();
  const allowed = { deposit: canRun(recharge), withdraw: canRun(sumbitApply), repay: canRun(applyRepayment), payKey: canRun(setPayKey) };
  return (
    <>
      <p className={styles.muted}>{t('overview.accountNo', { no: c.accountNo })}</p>
      <div className={styles.figures}>
        <Figure main label={t('overview.available')} value={c.available} testId="fig-available" />
        <Figure label={t('overview.frozen')} value={c.frozen} testId="fig-frozen" />
        <Figure label={t('overview.reviewing')} value={c.reviewing} testId="fig-reviewing" />
      </div>
      <div className={styles.figures}>
        {capital.error && !capital.data ? (
          <LoadError info={capital.error.info} onRetry={capital.reload} />
        ) : capital.data ? (
          <>
            <Figure label={t('overview.income')} value={capital.data.income} testId="fig-income" />
            <Figure label={t('overview.expense')} value={capital.data.expense} testId="fig-expense" />
            <Figure label={t('overview.count')} value={String(capital.data.count)} plain testId="fig-count" />
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
      </div>
      <nav className={styles.quick} aria-label={t('overview.quick')}>
        {allowed.deposit && (
          <Button type="primary" onClick={() => navigate('/memberCenter/deposit')}>
            {t('action.deposit')}
          </Button>
        )}
        {allowed.withdraw && <Button onClick={() => navigate('/memberCenter/withdrawCash')}>{t('action.withdraw')}</Button>}
        {allowed.repay && <Button onClick={() => navigate('/memberCenter/repayment')}>{t('action.repay')}</Button>}
        <Button onClick={() => navigate('/memberCenter/bankCardList')}>{t('action.cards')}</Button>
        {allowed.payKey && <Button onClick={() => navigate('/memberCenter/setAccount')}>{c.payKeySet ? t('action.settings') : t('action.setPayKey')}</Button>}
      </nav>
      <HiddenActionsNote shown={!Object.values(allowed).every(Boolean)} />
      <div className={styles.toolbar}>
        <h2 className={styles.section}>{t('overview.recent')}</h2>
        <Button type="link" onClick={() => navigate('/memberCenter/recordList')}>
          {t('overview.allRecords')}
        </Button>
      </div>
      {recent.error && !recent.data ? <LoadError info={recent.error.info} onRetry={recent.reload} /> : <RecordTable list={recent.data?.list ?? []} loading={recent.loading} />}
    </>
  );
}

function Figure({ label, value, main, plain, testId }: { label: string; value: string; main?: boolean; plain?: boolean; testId: string }) {
  const { t } = useTranslation('fund');
  return (
    <div className={main ? styles.figureMain : styles.figure} data-testid={testId}>
      <p className={styles.figureLabel}>{label}</p>
      <p className={styles.figureValue}>
        {plain ? value : money(value)}
        {!plain && <span className={styles.unit}>{t('unit')}</span>}
      </p>
    </div>
  );
}
