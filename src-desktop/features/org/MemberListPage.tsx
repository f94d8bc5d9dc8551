import { Button, Popconfirm, Segmented, Table, Tag, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { CompanyMember, MemberStatus } from '#shared/contract/org';
import { deleteMember, disableMember, enableMember, queryMemberPage, signOutMember } from '#shared/contract/refs/org';
import { useSession } from '#shared/auth/session';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { formatDate } from '#shared/utils/beijing-time';
import { MemberSearch } from './MemberSearch';
import styles from './org.module.css';
import { runAction } from './run-action';
import { SentInvitations } from './SentInvitations';
import { SessionLimit } from './SessionLimit';
import { useOrgAccess } from './useOrgAccess';
import { WhenOpened } from '../../components/WhenOpened';
import { toast } from '../../components/toast';

// Dialogs load when first opened (with their antd Modal, Form and inputs), not with the page.
const InviteMemberModal = lazy(() => import('./InviteMemberModal').then((m) => ({ default: m.InviteMemberModal })));
const MemberRolesModal = lazy(() => import('./MemberRolesModal').then((m) => ({ default: m.MemberRolesModal })));

const ROWS = 10;

/** /memberCenter/memberList: the company's members, paged and searchable; enable, disable, remove, roles; invitations for whoever may invite. */
export default function MemberListPage() {
  const { t } = useTranslation('org');
  const { can } = useOrgAccess();
  // Ending a member's sessions and the session limit are the company admin's (decision 0050).
  const admin = useSession((s) => s.profile?.companyAdmin ?? false);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<'all' | MemberStatus>('all');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [sentVersion, setSentVersion] = useState(0);
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const params = { ...(keyword ? { keyword } : {}), ...(status === 'all' ? {} : { status }) };
  const list = useCommand(queryMemberPage, params, { page, rows: ROWS });

  const act = async (fn: () => Promise<unknown>, done: string) => {
    if (await runAction(fn, done)) list.reload();
  };

  const endSessions = async (m: CompanyMember) => {
    try {
      const r = await call(signOutMember, { memberCode: m.memberCode });
      toast.success(t('member.signedOut', { name: m.name, count: r.count }));
    } catch (e) {
      toast.error((e as GatewayError).info);
    }
  };

  const columns: TableProps<CompanyMember>['columns'] = [
    {
      title: t('member.col.name'),
      dataIndex: 'name',
      render: (name: string, m) => (
        <>
          {name} {m.isAdmin && <Tag color="gold">{t('member.admin')}</Tag>}
        </>
      ),
    },
    { title: t('member.col.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('member.col.department'), dataIndex: 'department', render: (d: CompanyMember['department']) => d?.name ?? <span className={styles.muted}>{t('member.noDepartment')}</span> },
    {
      title: t('member.col.roles'),
      dataIndex: 'roles',
      render: (roles: CompanyMember['roles'], m) =>
        m.isAdmin ? <span className={styles.muted}>{t('member.allFunctions')}</span> : roles.length ? roles.map((r) => <Tag key={r.roleId}>{r.name}</Tag>) : <span className={styles.muted}>{t('member.noRoles')}</span>,
    },
    {
      title: t('member.col.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: MemberStatus) => <Tag color={s === 'enabled' ? 'green' : 'default'}>{t(`member.status.${s}`)}</Tag>,
    },
    { title: t('member.col.joinedAt'), dataIndex: 'joinedAt', width: 120, render: (v: string) => formatDate(v) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 280,
      render: (_: unknown, m) =>
        m.isAdmin ? null : (
          <div className={styles.actions}>
            {can('member.editRole') && (
              <Button type="link" size="small" onClick={() => setEditing(m)}>
                {t('member.editRoles')}
              </Button>
            )}
            {m.status === 'enabled' && can('member.disable') && (
              <Popconfirm
                title={t('member.disableConfirm', { name: m.name })}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => act(() => call(disableMember, { memberCode: m.memberCode }), t('member.disabled'))}
              >
                <Button type="link" size="small">
                  {t('member.disable')}
                </Button>
              </Popconfirm>
            )}
            {m.status === 'disabled' && can('member.enable') && (
              <Button type="link" size="small" onClick={() => act(() => call(enableMember, { memberCode: m.memberCode }), t('member.enabled'))}>
                {t('member.enable')}
              </Button>
            )}
            {admin && (
              <Popconfirm title={t('member.signOutConfirm', { name: m.name })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => endSessions(m)}>
                <Button type="link" size="small" data-testid="end-sessions">
                  {t('member.signOut')}
                </Button>
              </Popconfirm>
            )}
            {can('member.delete') && (
              <Popconfirm
                title={t('member.removeConfirm', { name: m.name })}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => act(() => call(deleteMember, { memberCode: m.memberCode }), t('member.removed'))}
              >
                <Button type="link" size="small" danger>
                  {t('member.remove')}
                </Button>
              </Popconfirm>
            )}
          </div>
        ),
    },
  ];

  return (
    <MemberPage
      title={t('member.title')}
      testId="member-list"
      extra={
        can('member.add') && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('member.add')}
          </Button>
        )
      }
    >
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <MemberSearch
            onSearch={(v) => {
              setKeyword(v);
              setPage(1);
            }}
          />
          <Segmented
            value={status}
            onChange={(v) => {
              setStatus(v as typeof status);
              setPage(1);
            }}
            options={(['all', 'enabled', 'disabled'] as const).map((s) => ({ value: s, label: t(`member.filter.${s}`) }))}
          />
        </div>
      </div>
      {admin && <SessionLimit />}
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <Table
          rowKey="memberCode"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.loading}
          locale={{ emptyText: keyword || status !== 'all' ? t('member.emptySearch') : t('member.empty') }}
          pagination={{ current: page, pageSize: ROWS, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
      {can('member.add') && <SentInvitations version={sentVersion} />}
      <WhenOpened open={adding}>
        <InviteMemberModal
          open={adding}
          onClose={(changed) => {
            setAdding(false);
            if (changed) setSentVersion((v) => v + 1);
          }}
        />
      </WhenOpened>
      <WhenOpened open={editing !== null}>
        <MemberRolesModal
          member={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) list.reload();
          }}
        />
      </WhenOpened>
    </MemberPage>
  );
}
