import { Button, Table, Tag, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentNode, OrgGroup } from '#shared/contract/org';
import { delOrgGroup, getAppOrgGroupList, queryDepartmentTree } from '#shared/contract/refs/org';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { WhenOpened } from '../../components/WhenOpened';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { useOrgAccess } from './useOrgAccess';

// The editor and the authorisation dialog load when first opened (with antd's Modal, Form, TreeSelect and Select).
const OrgGroupModal = lazy(() => import('./OrgGroupModal').then((m) => ({ default: m.OrgGroupModal })));
const OrgAuthoriseModal = lazy(() => import('./OrgAuthoriseModal').then((m) => ({ default: m.OrgAuthoriseModal })));

const names = (tree: DepartmentNode[]): Map<number, string> => new Map(tree.flatMap((d) => [[d.id, d.name] as const, ...names(d.children)]));

/** /memberCenter/organization: org groups (named sets of departments) with the members authorised for them. */
export default function OrganizationPage() {
  const { t } = useTranslation('org');
  const { can } = useOrgAccess();
  const groups = useCommand(getAppOrgGroupList, {});
  const tree = useCommand(queryDepartmentTree, {});
  const [editing, setEditing] = useState<OrgGroup | 'new' | null>(null);
  const [authorising, setAuthorising] = useState<OrgGroup | null>(null);
  const deptNames = names(tree.data ?? []);

  const columns: TableProps<OrgGroup>['columns'] = [
    { title: t('group.col.name'), dataIndex: 'name' },
    {
      title: t('group.col.departments'),
      dataIndex: 'departmentIds',
      render: (ids: number[]) => (ids.length ? ids.map((id) => <Tag key={id}>{deptNames.get(id) ?? id}</Tag>) : <span className={styles.muted}>{t('group.noDepartments')}</span>),
    },
    { title: t('group.col.members'), dataIndex: 'memberCodes', width: 100, render: (codes: string[]) => t('role.memberCount', { count: codes.length }) },
    { title: t('role.col.remark'), dataIndex: 'remark', render: (v: string) => v || <span className={styles.muted}>—</span> },
    ...(can('orgGroup.edit')
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 200,
            render: (_: unknown, g: OrgGroup) => (
              <div className={styles.actions}>
                <Button type="link" size="small" onClick={() => setEditing(g)}>
                  {t('common.edit')}
                </Button>
                <Button type="link" size="small" onClick={() => setAuthorising(g)}>
                  {t('group.authorise')}
                </Button>
                <ConfirmAction title={t('group.deleteConfirm', { name: g.name })} label={t('common.delete')} run={() => call(delOrgGroup, { groupId: g.groupId })} done={t('group.deleted')} onDone={groups.reload} />
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <MemberPage
      title={t('group.title')}
      testId="organization-page"
      extra={
        can('orgGroup.edit') && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('group.new')}
          </Button>
        )
      }
    >
      <p className={styles.muted}>{t('group.intro')}</p>
      {groups.error && !groups.loading ? (
        <LoadError info={groups.error.info} onRetry={groups.reload} />
      ) : (
        <Table rowKey="groupId" columns={columns} dataSource={groups.data ?? []} loading={groups.loading} locale={{ emptyText: t('group.empty') }} pagination={false} />
      )}
      <WhenOpened open={editing !== null}>
        <OrgGroupModal
          editing={editing}
          tree={tree.data ?? []}
          onClose={(saved) => {
            setEditing(null);
            if (saved) groups.reload();
          }}
        />
      </WhenOpened>
      <WhenOpened open={authorising !== null}>
        <OrgAuthoriseModal
          group={authorising}
          onClose={(saved) => {
            setAuthorising(null);
            if (saved) groups.reload();
          }}
        />
      </WhenOpened>
    </MemberPage>
  );
}
