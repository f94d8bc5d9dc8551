import { Badge, Button, Input, Select, Tabs, Tag, type TableProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueItem, QueueName } from '#shared/contract/operator';
import { QUEUES } from '#shared/contract/operator';
import { operatorCounts, operatorQueue } from '#shared/contract/refs/operator';
import { operatorLogout } from '#shared/contract/refs/staff-login';
import { useLang } from '../../components/useLang';
import { PageFallback } from '../../components/PageFallback';
import { reconColumns } from './ReconView';
import { opCall, useOperator, useOpCommand } from './op-session';
import { formatTime } from '#shared/utils/beijing-time';
import { OP_ROWS, OpPagedTable } from './OpPagedTable';
import styles from './operator.module.css';

const STATUSES: Record<QueueName, string[]> = {
  enterpriseInfo: ['underReview', 'rejected', 'approved'],
  realName: ['underReview', 'rejected', 'approved', 'abandoned'],
  changeInfo: ['underReview', 'rejected', 'approved'],
  changeBank: ['underReview', 'rejected', 'approved'],
  bankBinding: ['verificationPaymentSent', 'bankReview', 'bindingFailed', 'awaitingPlatformTransfer', 'bound'],
  financeApply: ['submitted', 'notPassed', 'passed'],
  fundOpening: ['reviewing', 'rejected', 'opened', 'abnormal'],
  factoryPush: ['pending', 'approved', 'rejected'],
  reconciliation: ['open', 'resolved'],
};
const COLOR: Record<string, string> = {
  underReview: 'processing',
  pending: 'processing',
  rejected: 'error',
  approved: 'success',
  abandoned: 'default',
  bindingFailed: 'error',
  bound: 'success',
  verificationPaymentSent: 'warning',
  bankReview: 'processing',
  awaitingPlatformTransfer: 'warning',
  submitted: 'processing',
  notPassed: 'error',
  passed: 'success',
  reviewing: 'processing',
  opened: 'success',
  open: 'warning',
  resolved: 'success',
  abnormal: 'error',
};

// Each section and the item drawer load when first opened: the queues are what an operator sees first.
const ContentEditor = lazy(() => import('./ContentEditor'));
const ServiceRequests = lazy(() => import('./ServiceRequests'));
const SiteSwitches = lazy(() => import('./SiteSwitches'));
const AuditPane = lazy(() => import('./AuditPane'));
const DetailDrawer = lazy(() => import('./DetailDrawer').then((m) => ({ default: m.DetailDrawer })));

/** The signed-in console: queues down the side, the chosen queue or section beside them. */
export default function OperatorConsole() {
  const { t } = useTranslation('operator');
  const name = useOperator((s) => s.name);
  const lang = useLang();
  const [queue, setQueue] = useState<QueueName | 'content' | 'service' | 'site' | 'audit'>('enterpriseInfo');
  const counts = useOpCommand(operatorCounts, {}, { lang });

  const logout = async () => {
    await opCall(operatorLogout, {}).catch(() => undefined);
    useOperator.getState().clear();
  };

  return (
    <div className={styles.console}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.who}>
          <span>{t('signedInAs', { name })}</span>
          <Button onClick={() => void logout()}>{t('logout')}</Button>
        </div>
      </header>
      {/* Queues down the side: ten of them no longer fit across, and antd hid the rest behind "…". */}
      <div className={styles.layout}>
        <Tabs
          className={styles.queues}
          tabPlacement="start"
          activeKey={queue}
          onChange={(k) => setQueue(k as QueueName | 'content' | 'service' | 'site' | 'audit')}
          items={[
            ...QUEUES.map((q) => ({
              key: q,
              label: (
                <span>
                  {t(`queue.${q}`)} <Badge count={counts.data?.[q] ?? 0} size="small" overflowCount={99} />
                </span>
              ),
            })),
            { key: 'content', label: t('opcontent:tab') },
            { key: 'service', label: t('service.tab') },
            { key: 'site', label: t('site.tab') },
            { key: 'audit', label: t('audit:op.tab') },
          ]}
        />
        <div className={styles.pane}>
          <Suspense fallback={<PageFallback />}>
            {queue === 'content' ? (
              <ContentEditor />
            ) : queue === 'service' ? (
              <ServiceRequests />
            ) : queue === 'site' ? (
              <SiteSwitches />
            ) : queue === 'audit' ? (
              <AuditPane />
            ) : (
              <QueueTable key={queue} queue={queue} onDecided={counts.reload} />
            )}
          </Suspense>
        </div>
      </div>
    </div>
  );
}

function QueueTable({ queue, onDecided }: { queue: QueueName; onDecided: () => void }) {
  const { t } = useTranslation('operator');
  const lang = useLang();
  const [status, setStatus] = useState<string | undefined>(queue === 'bankBinding' ? undefined : STATUSES[queue][0]);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useOpCommand(operatorQueue, { queue, ...(status ? { status: status as never } : {}), ...(keyword ? { keyword } : {}) }, { page, rows: OP_ROWS, lang });

  const columns: TableProps<QueueItem>['columns'] = [
    ...(queue === 'reconciliation'
      ? reconColumns(t)
      : [
          {
            title: t('col.company'),
            dataIndex: 'companyName',
            render: (v: string, i: QueueItem) => (
              <span>
                {v} <span className={styles.muted}>{i.companyCode}</span>
              </span>
            ),
          },
          { title: t('col.title'), dataIndex: 'title' },
        ]),
    {
      title: t('col.status'),
      dataIndex: 'status',
      width: 130,
      render: (v: string, i) => <Tag color={COLOR[queue === 'bankBinding' ? (i.bankStatus ?? v) : v]}>{t(`status.${queue === 'bankBinding' ? (i.bankStatus ?? v) : v}`)}</Tag>,
    },
    { title: t('col.submittedAt'), dataIndex: 'submittedAt', width: 160, render: (v: string) => formatTime(v) },
    {
      title: t('col.actions'),
      key: 'a',
      width: 100,
      render: (_: unknown, i) => (
        <Button size="small" type="link" onClick={() => setOpen(i.id)} aria-label={t('openItem', { name: i.title })}>
          {t('open')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-label={t(`queue.${queue}`)}>
      <div className={styles.filters}>
        <Select
          allowClear
          value={status}
          placeholder={t('allStatuses')}
          style={{ width: 200 }}
          aria-label={t('filterStatus')}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUSES[queue].map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Input.Search
          name="keyword"
          allowClear
          placeholder={t('keyword')}
          aria-label={t('keyword')}
          style={{ width: 280 }}
          maxLength={50}
          onSearch={(v) => {
            // Searching again refreshes the list (new submissions arrive while the console is open).
            if (v.trim() === keyword) list.reload();
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </div>
      <OpPagedTable<QueueItem> list={list} columns={columns} page={page} onPage={setPage} emptyText={t('empty')} retryLabel={t('retry')} />
      {open !== null && (
        <Suspense fallback={null}>
          <DetailDrawer
            queue={queue}
            id={open}
            onClose={() => setOpen(null)}
            onDecided={() => {
              list.reload();
              onDecided();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
