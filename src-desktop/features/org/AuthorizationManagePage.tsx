import { Button, Select, Table, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { MemberRoleRow } from '#shared/contract/org';
import { queryMemberRolePage, removeMemberRole } from '#shared/contract/refs/org';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { formatDate } from '#shared/utils/beijing-time';
import { MemberSearch } from './MemberSearch';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { useOrgAccess } from './useOrgAccess';
import { useRoleOptions } from './useRoleOptions';
import { WhenOpened } from '../../components/WhenOpened';

// The grant dialog loads when first opened (with antd's Modal and Form).
const MemberRoleGrantModal = lazy(() => import('./MemberRoleGrantModal').then((m) => ({ default: m.MemberRoleGrantModal })));

const ROWS = 10;

/** /memberCenter/authorizationManage: who holds which role; grant one role to one member, or revoke it. */
export default function AuthorizationManagePage() {
  const { t } = useTranslation('org');
  const { can } = useOrgAccess();
  const [roleId, setRoleId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useCommand(queryMemberRolePage, { ...(roleId ? { roleId } : {}), ...(keyword ? { keyword } : {}) }, { page, rows: ROWS });
  const roles = useRoleOptions();
  const [granting, setGranting] = useState(false);

  const columns: TableProps<MemberRoleRow>['columns'] = [
    { title: t('member.col.name'), dataIndex: 'name' },
    { title: t('member.col.mobile'), dataIndex: 'mobile' },
    { title: t('auth.role'), dataIndex: 'roleName' },
    { title: t('auth.grantedAt'), dataIndex: 'grantedAt', render: (v: string) => formatDate(v) },
    ...(can('authorization.edit')
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, r: MemberRoleRow) => (
              <ConfirmAction
                title={t('auth.revokeConfirm', { name: r.name, role: r.roleName })}
                label={t('auth.revoke')}
                run={() => call(removeMemberRole, { memberCode: r.memberCode, roleId: r.roleId })}
                done={t('auth.revoked')}
                onDone={list.reload}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <MemberPage
      title={t('auth.title')}
      testId="authorization-page"
      extra={
        can('authorization.edit') && (
          <Button type="primary" onClick={() => setGranting(true)}>
            {t('auth.grant')}
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
          <Select
            aria-label={t('auth.role')}
            allowClear
            placeholder={t('auth.allRoles')}
            style={{ width: 200 }}
            value={roleId}
            onChange={(v) => {
              setRoleId(v);
              setPage(1);
            }}
            options={roles.options}
          />
        </div>
      </div>
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <Table
          rowKey={(r) => `${r.memberCode}-${r.roleId}`}
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.loading}
          locale={{ emptyText: t('auth.empty') }}
          pagination={{ current: page, pageSize: ROWS, total: list.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        />
      )}
      <WhenOpened open={granting}>
        <MemberRoleGrantModal
          open={granting}
          roles={roles}
          onClose={(granted) => {
            setGranting(false);
            if (granted) list.reload();
          }}
        />
      </WhenOpened>
    </MemberPage>
  );
}
