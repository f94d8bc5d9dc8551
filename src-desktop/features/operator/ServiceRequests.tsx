import { Button, Select, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRequest } from '#shared/contract/service';
import { operatorServiceRequests } from '#shared/contract/refs/service';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { useOpCommand } from './op-session';
import { formatTime } from '#shared/utils/beijing-time';
import { OP_ROWS, OpPagedTable } from './OpPagedTable';
import styles from './operator.module.css';

/** The operator console's tab of requests members left on the service centre, newest first, with paging. */
export default function ServiceRequests() {
  const { t } = useTranslation('operator');
  const lang = useLang();
  const [status, setStatus] = useState<'open' | 'closed' | undefined>('open');
  const [page, setPage] = useState(1);
  const list = useOpCommand(operatorServiceRequests, status ? { status } : {}, { page, rows: OP_ROWS, lang });

  const columns: TableProps<ServiceRequest>['columns'] = [
    { title: t('service.topic'), dataIndex: 'topic', width: 140, render: (v: string) => text(`centre.service.topic.${v}`, lang) },
    { title: t('service.content'), dataIndex: 'content', render: (v: string) => <span className={styles.requestContent}>{v}</span> },
    { title: t('service.contact'), dataIndex: 'contact', width: 150 },
    { title: t('col.company'), dataIndex: 'companyName', width: 200, render: (v: string | null) => v ?? <span className={styles.muted}>{t('service.personal')}</span> },
    { title: t('col.status'), dataIndex: 'status', width: 100, render: (v: 'open' | 'closed') => <Tag color={v === 'open' ? 'processing' : 'default'}>{t(`service.status.${v}`)}</Tag> },
    { title: t('col.submittedAt'), dataIndex: 'time', width: 160, render: (v: string) => formatTime(v) },
  ];

  return (
    <section aria-label={t('service.tab')} data-testid="service-requests">
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
          options={(['open', 'closed'] as const).map((s) => ({ value: s, label: t(`service.status.${s}`) }))}
        />
        <Button onClick={list.reload}>{t('service.refresh')}</Button>
      </div>
      <OpPagedTable<ServiceRequest> list={list} columns={columns} page={page} onPage={setPage} emptyText={t('service.empty')} retryLabel={t('retry')} />
    </section>
  );
}
