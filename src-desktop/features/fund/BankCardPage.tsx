import { Empty, Skeleton, Tabs, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondFactorPrompt } from '../../components/SecondFactorPrompt';
import { useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { BankCardView, CardKind } from '#shared/contract/bank-card';
import { addWithdrawCard, bindCard, cardList, checkMoney, delCard, getWithdrawCardAvailable } from '#shared/contract/refs/bank-card';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { RunButton } from '../../components/Authority';
import { AccountGate } from './AccountGate';
import { cardNoText, formatTime } from './format';
import { FundPage, LoadError } from './FundPage';
import styles from './fund.module.css';
import { confirm } from '../../components/confirm';
import { toast } from '../../components/toast';
import { WhenOpened } from '../../components/WhenOpened';

// The withdrawal account's steps (with antd's Form, Steps, Select and the fund field checks) load when the user starts them.
const AddWithdrawAccount = lazy(() => import('./AddWithdrawAccount').then((m) => ({ default: m.AddWithdrawAccount })));
// Dialogs load when first opened (with their antd Modal, Form and inputs), not with the page.
const AddRechargeCard = lazy(() => import('./AddRechargeCard').then((m) => ({ default: m.AddRechargeCard })));

/** /memberCenter/bankCardList: recharge cards and the withdrawal account, with add and delete. */
export default function BankCardPage() {
  const { t } = useTranslation('fund');
  const [params, setParams] = useSearchParams();
  const tab: CardKind = params.get('tab') === 'withdrawal' ? 'withdrawal' : 'recharge';
  return (
    <FundPage title={t('cards.title')} testId="bank-card-page">
      <AccountGate>
        {() => (
          <Tabs
            activeKey={tab}
            onChange={(k) => setParams(k === 'withdrawal' ? { tab: k } : {}, { replace: true })}
            items={[
              { key: 'recharge', label: t('cards.tab.recharge'), children: <RechargeCards /> },
              { key: 'withdrawal', label: t('cards.tab.withdrawal'), children: <WithdrawalAccount /> },
            ]}
          />
        )}
      </AccountGate>
    </FundPage>
  );
}

function useDelete(reload: () => void) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  // Removing a card: a code too, for a member with two-step verification (decision 0051).
  const twoStep = useSecondFactorPrompt();
  const remove = (c: BankCardView) =>
    confirm({
      title: text('fund.deleteCardConfirm', lang),
      content: `${c.bankName} ${cardNoText(c.cardNo)}`,
      okText: t('cards.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await twoStep.withCode((otpCode) => call(delCard, { cardId: c.id, ...(otpCode ? { otpCode } : {}) }));
          toast.success(text('fund.deleteCardSuccess', lang));
          reload();
        } catch (e) {
          if (e instanceof GatewayError) toast.error(e.info);
        }
      },
    });
  return [remove, twoStep.dialog] as const;
}

function CardTile({ c, onDelete, extra }: { c: BankCardView; onDelete?: () => void; extra?: React.ReactNode }) {
  const { t } = useTranslation('fund');
  return (
    <div className={c.kind === 'withdrawal' ? styles.bankCardWithdraw : styles.bankCard} data-testid={`card-tile-${c.id}`}>
      <p className={styles.bankName}>{c.bankName}</p>
      {c.branchName && <p style={{ margin: 0, fontSize: 12, opacity: 0.85 }}>{c.branchName}</p>}
      <p className={styles.cardNo}>{c.cardNo}</p>
      <div className={styles.cardFoot}>
        <span>
          {c.holderName} · {formatTime(c.createdAt).slice(0, 10)}
        </span>
        <span>
          <Tag color={c.status === 'bound' || c.status === 'verified' ? 'green' : c.status === 'failed' ? 'red' : 'gold'}>{t(`cardStatus.${c.status}`)}</Tag>
          {onDelete && (
            <RunButton command={delCard} size="small" ghost onClick={onDelete}>
              {t('cards.delete')}
            </RunButton>
          )}
          {extra}
        </span>
      </div>
    </div>
  );
}

function RechargeCards() {
  const { t } = useTranslation('fund');
  const list = useCommand(cardList, { kind: 'recharge' });
  const [adding, setAdding] = useState(false);
  const [remove, twoStepDialog] = useDelete(list.reload);
  return (
    <>
      {twoStepDialog}
      <div className={styles.toolbar}>
        <span className={styles.muted}>{t('cards.rechargeHint')}</span>
        <RunButton command={bindCard} type="primary" onClick={() => setAdding(true)} data-testid="add-recharge-card">
          {t('cards.addRecharge')}
        </RunButton>
      </div>
      {list.error && !list.data ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton active />
      ) : list.data.length === 0 ? (
        <Empty description={t('cards.noRecharge')} />
      ) : (
        <div className={styles.cardGrid}>
          {list.data.map((c) => (
            <CardTile key={c.id} c={c} onDelete={() => remove(c)} />
          ))}
        </div>
      )}
      <WhenOpened open={adding}>
        <AddRechargeCard
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            list.reload();
          }}
        />
      </WhenOpened>
    </>
  );
}

function WithdrawalAccount() {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const state = useCommand(getWithdrawCardAvailable, {});
  const [adding, setAdding] = useState<false | 'new' | number>(false);
  const [remove, twoStepDialog] = useDelete(state.reload);
  if (adding)
    return (
      <Suspense fallback={<Skeleton active />}>
        <AddWithdrawAccount
          resumeCardId={adding === 'new' ? undefined : adding}
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            state.reload();
          }}
        />
      </Suspense>
    );
  if (state.error && !state.data) return <LoadError info={state.error.info} onRetry={state.reload} />;
  if (!state.data) return <Skeleton active />;
  const { card, locked } = state.data;
  const replace = () => (locked ? toast.warning(text('fund.withdrawalCardLocked', lang)) : setAdding('new'));
  return (
    <>
      {twoStepDialog}
      <div className={styles.toolbar}>
        <span className={styles.muted}>{card ? t(`cardStatus.${card.status}`) : t('cardStatus.notBound')}</span>
        <RunButton command={addWithdrawCard} type="primary" onClick={replace} data-testid="add-withdraw-card">
          {card ? t('cards.replaceWithdrawal') : t('cards.addWithdrawal')}
        </RunButton>
      </div>
      {locked && <p className={styles.muted}>{text('fund.withdrawalCardLocked', lang)}</p>}
      {card ? (
        <div className={styles.cardGrid}>
          <CardTile
            c={card}
            onDelete={locked ? undefined : () => remove(card)}
            extra={
              card.status === 'waitingPayment' && (
                <RunButton command={checkMoney} size="small" ghost onClick={() => setAdding(card.id)} style={{ marginLeft: 6 }}>
                  {t('cards.verifyDeposit')}
                </RunButton>
              )
            }
          />
        </div>
      ) : (
        <Empty description={text('fund.noCardNoWithdrawal', lang)} />
      )}
    </>
  );
}
