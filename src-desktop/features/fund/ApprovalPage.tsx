import { Button, Select, Space, Table, Tag, type TableProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '#shared/api/useAction';
import { useCommand } from '#shared/api/useCommand';
import { useCanRun } from '#shared/auth/useCanRun';
import type { ApprovalItem } from '#shared/contract/fund';
import { WITHDRAW_STATUSES, type WithdrawStatus } from '#shared/contract/fund-values';
import { approvalPage, approve, getThreshold, setThreshold } from '#shared/contract/refs/fund';
import { RequireRun } from '../../components/Authority';
import { ErrorAlert } from '../../components/ErrorAlert';
import { toast } from '../../components/toast';
import { AccountGate } from './AccountGate';
import { formatTime, money } from './format';
import { FundPage, LoadError } from './FundPage';
import { MoneyInput } from './MoneyInput';
import styles from './fund.module.css';

const ROWS = 10;
// The refusal dialog (antd Modal and the reason's text area) loads when first opened, not with the page.
const RefuseDialog = lazy(() => import('./RefuseDialog').then((m) => ({ default: m.RefuseDialog })));

const STATUS_COLOR: Record<WithdrawStatus, string> = {
  awaitingApproval: 'gold',
  processing: 'blue',
  success: 'green',
  failed: 'red',
  refused: 'volcano',
  expired: 'default',
};

/**
 * /memberCenter/withdrawalApproval: the company's withdrawals above the approval threshold
 * (decision 0052). Members holding capital.approve approve or refuse (with a reason) those awaiting
 * approval, never their own; the company administrator sets the threshold ("0" turns it off).
 */
export default function ApprovalPage() {
  const { t } = useTranslation('fund');
  return (
    <FundPage title={t('approval.title')} testId="approval-page">
      <AccountGate>
        {() => (
          <>
            <Threshold />
            <RequireRun command={approvalPage}>
              <Approvals />
            </RequireRun>
          </>
        )}
      </AccountGate>
    </FundPage>
  );
}

/** The threshold: shown to everyone on the page, changed by the company administrator. */
function Threshold() {
  const { t } = useTranslation('fund');
  const canRun = useCanRun();
  const current = useCommand(getThreshold, {});
  const save = useAction(setThreshold);
  const [value, setValue] = useState<string | null>(null);
  if (current.error && !current.data) return <LoadError info={current.error.info} onRetry={current.reload} />;
  const amount = current.data?.amount;
  const off = amount === '0.00';
  const editable = canRun(setThreshold);
  const submit = () =>
    save.run({ amount: (value ?? amount ?? '0').trim() || '0' }).then(
      (r) => {
        toast.success(r.amount === '0.00' ? t('approval.threshold.savedOff') : t('approval.threshold.saved', { amount: money(r.amount) }));
        setValue(null);
        current.reload();
      },
      () => {},
    );
  return (
    <section className={styles.summary} aria-labelledby="approval-threshold" data-testid="approval-threshold">
      <h3 id="approval-threshold" className={styles.section}>
        {t('approval.threshold.label')}
      </h3>
      <p data-testid="threshold-current">{amount === undefined ? '…' : off ? t('approval.threshold.off') : t('approval.threshold.on', { amount: money(amount) })}</p>
      {editable && (
        <Space align="start" wrap>
          <label htmlFor="threshold-input" className={styles.srOnly}>
            {t('approval.threshold.input')}
          </label>
          <MoneyInput id="threshold-input" name="threshold" value={value ?? (amount && !off ? amount : '')} onChange={(v) => setValue(v)} placeholder={t('approval.threshold.placeholder')} />
          <Button type="primary" loading={save.busy} onClick={() => void submit()} data-testid="threshold-save">
            {t('approval.threshold.save')}
          </Button>
        </Space>
      )}
      {save.error && <ErrorAlert title={save.error.info} style={{ marginTop: 12 }} />}
      <p className={styles.muted} style={{ marginTop: 8 }}>
        {t('approval.threshold.hint')}
      </p>
    </section>
  );
}

function Approvals() {
  const { t } = useTranslation('fund');
  const [status, setStatus] = useState<'all' | WithdrawStatus>('awaitingApproval');
  const [page, setPage] = useState(1);
  const list = useCommand(approvalPage, status === 'all' ? {} : { status }, { page, rows: ROWS });
  const approving = useAction(approve);
  const [refuseOf, setRefuseOf] = useState<ApprovalItem | null>(null);

  const doApprove = (item: ApprovalItem) =>
    approving.run({ applyId: item.applyId }).then(
      (r) => {
        toast.success(t('approval.approved', { amount: money(item.amount), date: r.arrivalDate }));
        list.reload();
      },
      (e: { info?: string }) => {
        toast.error(e.info ?? String(e));
        list.reload();
      },
    );

  const columns: TableProps<ApprovalItem>['columns'] = [
    { title: t('approval.col.requestedAt'), dataIndex: 'requestedAt', width: 160, render: (v: string) => formatTime(v) },
    { title: t('approval.col.requester'), dataIndex: 'requester', render: (v: string, r) => (r.mine ? `${v} (${t('approval.me')})` : v) },
    { title: t('approval.col.amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string) => <span className={styles.money}>¥ {money(v)}</span> },
    { title: t('approval.col.status'), dataIndex: 'status', width: 130, render: (s: WithdrawStatus) => <Tag color={STATUS_COLOR[s]}>{t(`withdrawStatus.${s}`)}</Tag> },
    {
      title: t('approval.col.detail'),
      key: 'detail',
      render: (_: unknown, r) =>
        r.status === 'awaitingApproval'
          ? t('approval.dueBy', { time: formatTime(r.approvalDueAt!) })
          : r.decidedBy
            ? `${r.status === 'refused' ? t('approval.refusedBy', { name: r.decidedBy }) : t('approval.approvedBy', { name: r.decidedBy })}${r.decidedAt ? ` · ${formatTime(r.decidedAt)}` : ''}${r.refuseReason ? ` · ${r.refuseReason}` : ''}`
            : r.status === 'expired'
              ? t('approval.expiredNote')
              : '',
    },
    {
      title: t('approval.col.actions'),
      key: 'actions',
      width: 190,
      render: (_: unknown, r) =>
        r.status !== 'awaitingApproval' ? null : r.mine ? (
          <span className={styles.muted}>{t('approval.mineNote')}</span>
        ) : (
          <Space>
            <Button type="primary" size="small" loading={approving.busy} onClick={() => void doApprove(r)} data-testid={`approve-${r.applyId}`}>
              {t('approval.approve')}
            </Button>
            <Button danger size="small" onClick={() => setRefuseOf(r)} data-testid={`refuse-${r.applyId}`}>
              {t('approval.refuse')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <section aria-labelledby="approval-list">
      <div className={styles.toolbar}>
        <h3 id="approval-list" className={styles.section}>
          {t('approval.listTitle')}
        </h3>
        <Select
          aria-label={t('approval.statusLabel')}
          value={status}
          style={{ width: 200 }}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={(['all', ...WITHDRAW_STATUSES] as const).map((s) => ({ value: s, label: s === 'all' ? t('approval.allStatuses') : t(`withdrawStatus.${s}`) }))}
        />
      </div>
      {list.error && !list.data ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <div data-testid="approval-table">
          <Table<ApprovalItem>
            rowKey="applyId"
            size="middle"
            loading={list.loading}
            columns={columns}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: status === 'awaitingApproval' ? t('approval.emptyAwaiting') : t('approval.empty') }}
            pagination={{ current: page, pageSize: ROWS, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          />
        </div>
      )}
      {refuseOf && (
        <Suspense fallback={null}>
          <RefuseDialog
            item={refuseOf}
            onClose={(refused) => {
              setRefuseOf(null);
              list.reload();
              if (refused) toast.success(t('approval.refused', { amount: money(refused.amount) }));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
