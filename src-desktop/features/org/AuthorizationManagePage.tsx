import { Button, Modal, Select, Table, type TableProps } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { MemberRoleRow } from '#shared/contract/org';
import { addMemberRole, queryMemberPage, queryMemberRolePage, removeMemberRole } from '#shared/contract/refs/org';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { formatDate } from '#shared/utils/beijing-time';
import { MemberSearch } from './MemberSearch';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { runAction } from './run-action';
import { useOrgAccess } from './useOrgAccess';
import { useRoleOptions } from './useRoleOptions';

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
  const members = useCommand(queryMemberPage, {}, { page: 1, rows: 1000, enabled: granting });
  const [form] = Form.useForm<{ memberCode: string; roleId: number }>();

  const grant = async (v: { memberCode: string; roleId: number }) => {
    if (await runAction(() => call(addMemberRole, v), t('auth.granted'))) {
      setGranting(false);
      form.resetFields();
      list.reload();
    }
  };

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
      <Modal open={granting} title={t('auth.grant')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => form.submit()} onCancel={() => setGranting(false)} forceRender>
        <Form form={form} layout="vertical" onFinish={grant}>
          <Form.Item name="memberCode" label={t('auth.member')} rules={[{ required: true, message: t('auth.memberRequired') }]}>
            <Select showSearch optionFilterProp="label" loading={members.loading} options={(members.data?.list ?? []).filter((m) => !m.isAdmin).map((m) => ({ value: m.memberCode, label: `${m.name} ${m.mobile}` }))} />
          </Form.Item>
          <Form.Item name="roleId" label={t('auth.role')} rules={[{ required: true, message: t('auth.roleRequired') }]}>
            <Select options={roles.options} loading={roles.loading} />
          </Form.Item>
        </Form>
      </Modal>
    </MemberPage>
  );
}
