import { Button, Table, Tag, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { Role } from '#shared/contract/org';
import { delRoleConfiguration, getRoleList } from '#shared/contract/refs/org';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { useOrgAccess } from './useOrgAccess';
import { WhenOpened } from '../../components/WhenOpened';

// Dialogs load when first opened (with their antd Modal, Form and inputs), not with the page.
const RoleEditor = lazy(() => import('./RoleEditor').then((m) => ({ default: m.RoleEditor })));
const RoleGrantModal = lazy(() => import('./RoleGrantModal').then((m) => ({ default: m.RoleGrantModal })));

/** /memberCenter/roleManage: role groups with the functions (buttonIds) they grant; create, edit, delete, grant. */
export default function RoleManagePage() {
  const { t } = useTranslation('org');
  const { can } = useOrgAccess();
  const roles = useCommand(getRoleList, {});
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  const columns: TableProps<Role>['columns'] = [
    { title: t('role.col.name'), dataIndex: 'name' },
    { title: t('role.col.remark'), dataIndex: 'remark', render: (v: string) => v || <span className={styles.muted}>—</span> },
    { title: t('role.col.functions'), dataIndex: 'buttonIds', width: 120, render: (ids: string[]) => <Tag color="blue">{t('role.functionCount', { count: ids.length })}</Tag> },
    { title: t('role.col.members'), dataIndex: 'memberCount', width: 110, render: (n: number) => t('role.memberCount', { count: n }) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      render: (_: unknown, r) => (
        <div className={styles.actions}>
          {can('role.edit') && (
            <Button type="link" size="small" onClick={() => setEditing(r)}>
              {t('common.edit')}
            </Button>
          )}
          {can('role.grant') && (
            <Button type="link" size="small" onClick={() => setGranting(r)}>
              {t('role.grant')}
            </Button>
          )}
          {can('role.delete') && (
            <ConfirmAction title={t('role.deleteConfirm', { name: r.name })} label={t('common.delete')} run={() => call(delRoleConfiguration, { roleId: r.roleId })} done={t('role.deleted')} onDone={roles.reload} />
          )}
        </div>
      ),
    },
  ];

  return (
    <MemberPage
      title={t('role.title')}
      testId="role-manage"
      extra={
        can('role.edit') && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('role.new')}
          </Button>
        )
      }
    >
      <p className={styles.muted}>{t('role.intro')}</p>
      {roles.error && !roles.loading ? (
        <LoadError info={roles.error.info} onRetry={roles.reload} />
      ) : (
        <Table rowKey="roleId" columns={columns} dataSource={roles.data ?? []} loading={roles.loading} locale={{ emptyText: t('role.empty') }} pagination={false} />
      )}
      <WhenOpened open={editing !== null}>
        <RoleEditor
          role={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) roles.reload();
          }}
        />
      </WhenOpened>
      <WhenOpened open={granting !== null}>
        <RoleGrantModal
          role={granting}
          onClose={(changed) => {
            setGranting(null);
            if (changed) roles.reload();
          }}
        />
      </WhenOpened>
    </MemberPage>
  );
}
