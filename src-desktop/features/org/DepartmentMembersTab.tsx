import { Button, Table, Tag, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentMember, DepartmentNode } from '#shared/contract/org';
import { queryDepartmentMemberPage, removeDepartmentMember } from '#shared/contract/refs/org';
import { text } from '#shared/rules/texts';
import { LoadError } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { WhenOpened } from '../../components/WhenOpened';

// The two dialogs load when first opened (with antd's Modal, Form, Select and Input), not with the page.
const DepartmentMemberAddModal = lazy(() => import('./DepartmentMemberAddModal').then((m) => ({ default: m.DepartmentMemberAddModal })));
const DepartmentPositionModal = lazy(() => import('./DepartmentPositionModal').then((m) => ({ default: m.DepartmentPositionModal })));

const ROWS = 10;

/** The department's members: add company members (they move here from any other department), position, remove. */
export function DepartmentMembersTab({ department, canEdit, onChanged }: { department: DepartmentNode; canEdit: boolean; onChanged: () => void }) {
  const { t } = useTranslation('org');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const list = useCommand(queryDepartmentMemberPage, { departmentId: department.id }, { page, rows: ROWS });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DepartmentMember | null>(null);

  const changed = () => {
    list.reload();
    onChanged();
  };

  const columns: TableProps<DepartmentMember>['columns'] = [
    { title: t('member.col.name'), dataIndex: 'name' },
    { title: t('member.col.mobile'), dataIndex: 'mobile' },
    { title: t('department.position'), dataIndex: 'position', render: (v: string) => v || <span className={styles.muted}>—</span> },
    { title: t('member.col.status'), dataIndex: 'status', render: (s: DepartmentMember['status']) => <Tag color={s === 'enabled' ? 'green' : 'default'}>{t(`member.status.${s}`)}</Tag> },
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, m: DepartmentMember) => (
              <div className={styles.actions}>
                <Button type="link" size="small" onClick={() => setEditing(m)}>
                  {t('department.editPosition')}
                </Button>
                <ConfirmAction
                  title={t('department.removeMemberConfirm', { name: m.name })}
                  label={t('department.removeMember')}
                  run={() => call(removeDepartmentMember, { departmentId: department.id, memberCode: m.memberCode })}
                  done={t('department.memberRemoved')}
                  onDone={changed}
                />
              </div>
            ),
          },
        ]
      : []),
  ];

  const inHere = new Set(list.data?.list.map((m) => m.memberCode));
  return (
    <>
      {canEdit && (
        <div className={styles.toolbar}>
          <span />
          <Button type="primary" onClick={() => setAdding(true)} disabled={!department.enabled} title={department.enabled ? undefined : text('org.department.disabled', lang)}>
            {t('department.addMember')}
          </Button>
        </div>
      )}
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <Table
          rowKey="memberCode"
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.loading}
          locale={{ emptyText: t('department.noMembers') }}
          pagination={{ current: page, pageSize: ROWS, total: list.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        />
      )}
      <WhenOpened open={adding}>
        <DepartmentMemberAddModal
          open={adding}
          department={department}
          inHere={inHere}
          onClose={(added) => {
            setAdding(false);
            if (added) changed();
          }}
        />
      </WhenOpened>
      <WhenOpened open={editing !== null}>
        <DepartmentPositionModal
          member={editing}
          department={department}
          onClose={(saved) => {
            setEditing(null);
            if (saved) list.reload();
          }}
        />
      </WhenOpened>
    </>
  );
}
