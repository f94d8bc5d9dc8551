import { Button, Popconfirm, Segmented, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { InvitationStatus, SentInvitation } from '#shared/contract/invitation';
import { queryInvitationPage, revokeInvitation } from '#shared/contract/refs/invitation';
import { LoadError } from '../../components/MemberPageFrame';
import { formatDate } from '#shared/utils/beijing-time';
import styles from './org.module.css';
import { runAction } from './run-action';

const ROWS = 5;
const STATUS_COLOR: Record<InvitationStatus, string> = { pending: 'blue', accepted: 'green', declined: 'default', revoked: 'default', expired: 'orange' };

/**
 * The company's invitations on the member list (for whoever may invite): masked mobile only,
 * since the person has not agreed to anything yet; pending ones can be revoked. `version` changes
 * when a new invitation was sent, so the list reloads.
 */
export function SentInvitations({ version }: { version: number }) {
  const { t } = useTranslation('org');
  const [status, setStatus] = useState<'all' | 'pending'>('pending');
  const [page, setPage] = useState(1);
  const list = useCommand(queryInvitationPage, status === 'all' ? {} : { status }, { page, rows: ROWS, deps: [version] });

  const columns: TableProps<SentInvitation>['columns'] = [
    { title: t('invitation.col.mobile'), dataIndex: 'maskedMobile', width: 140 },
    {
      title: t('member.col.roles'),
      dataIndex: 'roles',
      render: (roles: SentInvitation['roles']) => (roles.length ? roles.map((r) => <Tag key={r.roleId}>{r.name}</Tag>) : <span className={styles.muted}>{t('member.noRoles')}</span>),
    },
    { title: t('invitation.col.invitedBy'), dataIndex: 'invitedBy', width: 110 },
    { title: t('invitation.col.invitedAt'), dataIndex: 'invitedAt', width: 120, render: (v: string) => formatDate(v) },
    { title: t('invitation.col.expiresAt'), dataIndex: 'expiresAt', width: 120, render: (v: string) => formatDate(v) },
    { title: t('member.col.status'), dataIndex: 'status', width: 100, render: (s: InvitationStatus) => <Tag color={STATUS_COLOR[s]}>{t(`invitation.status.${s}`)}</Tag> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_: unknown, inv) =>
        inv.status === 'pending' ? (
          <Popconfirm
            title={t('invitation.revokeConfirm', { mobile: inv.maskedMobile })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={async () => {
              if (await runAction(() => call(revokeInvitation, { invitationId: inv.invitationId }), t('invitation.revoked'))) list.reload();
            }}
          >
            <Button type="link" size="small" danger aria-label={t('invitation.revokeLabel', { mobile: inv.maskedMobile })}>
              {t('invitation.revoke')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <section className={styles.invitations} aria-labelledby="sent-invitations-title" data-testid="sent-invitations">
      <div className={styles.toolbar}>
        <h2 id="sent-invitations-title" className={styles.sectionTitle}>
          {t('invitation.title')}
        </h2>
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPage(1);
          }}
          options={(['pending', 'all'] as const).map((s) => ({ value: s, label: t(`invitation.filter.${s}`) }))}
        />
      </div>
      <p className={styles.muted}>{t('invitation.privacyHint')}</p>
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <Table
          rowKey="invitationId"
          size="small"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.loading}
          locale={{ emptyText: status === 'pending' ? t('invitation.emptyPending') : t('invitation.empty') }}
          pagination={{ current: page, pageSize: ROWS, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
    </section>
  );
}
