import { Segmented, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { AuditEntry } from '#shared/contract/audit';
import { myActivity } from '#shared/contract/refs/audit';
import { useKeyset } from '#shared/hooks/useKeyset';
import { activityWhat } from '#shared/utils/audit-labels';
import { formatTime } from '#shared/utils/beijing-time';
import { describeAgent } from '#shared/utils/user-agent';
import { AUDIT_ROWS, CursorPager } from '../../components/audit/CursorPager';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import styles from '../../components/audit/audit.module.css';

type Show = 'all' | 'signIn' | 'security';

/** /memberCenter/accountActivity: the member's own sign-ins and security changes (audit/myActivity), from account security. */
export default function AccountActivityPage() {
  const { t } = useTranslation('audit');
  const [show, setShow] = useState<Show>('all');
  const params = show === 'all' ? {} : { kind: show };
  const keyset = useKeyset(show);
  const list = useCommand(myActivity, { ...params, ...keyset.cursor }, { page: 1, rows: AUDIT_ROWS });

  const columns: TableProps<AuditEntry>['columns'] = [
    { title: t('mine.col.at'), dataIndex: 'at', width: 160, render: (at: string) => formatTime(at) },
    {
      title: t('mine.col.what'),
      key: 'what',
      width: 200,
      render: (_: unknown, e) => <span className={e.result === 'refused' ? styles.refused : undefined}>{t(activityWhat(e))}</span>,
    },
    { title: t('mine.col.ip'), dataIndex: 'ip', width: 140, render: (v: string | null) => v ?? '—' },
    { title: t('mine.col.browser'), dataIndex: 'userAgent', render: (v: string | null) => describeAgent(v) || '—' },
  ];

  return (
    <MemberPage title={t('mine.title')} testId="account-activity-page" extra={<Link to="/memberCenter/accountSafe">{t('mine.back')}</Link>}>
      <p className={styles.muted} style={{ marginBottom: 16 }}>
        {t('mine.intro')}
      </p>
      <div className={styles.filters}>
        <Segmented<Show> aria-label={t('mine.filterLabel')} value={show} onChange={setShow} options={(['all', 'signIn', 'security'] as const).map((v) => ({ value: v, label: t(`mine.${v}`) }))} />
      </div>
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <>
          <Table<AuditEntry>
            rowKey="id"
            size="middle"
            aria-label={t('mine.tableLabel')}
            loading={list.loading}
            columns={columns}
            dataSource={list.data?.list ?? []}
            pagination={false}
            locale={{ emptyText: t('mine.empty') }}
          />
          <CursorPager page={keyset.page} prev={list.data?.prev} next={list.data?.next} onPrev={keyset.prev} onNext={keyset.next} onFirst={keyset.first} busy={list.loading} />
        </>
      )}
    </MemberPage>
  );
}
