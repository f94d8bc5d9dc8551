import { Button, Input, Modal, Select, Table, Tag, TreeSelect, type TableProps } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentNode, OrgGroup } from '#shared/contract/org';
import { authorizationOrg, delOrgGroup, getAppOrgGroupList, queryDepartmentTree, queryMemberPage, saveOrgGroups } from '#shared/contract/refs/org';
import { text } from '#shared/rules/texts';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import { departmentOptions } from './department-options';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { runAction } from './run-action';
import { useOrgAccess } from './useOrgAccess';
import { toast } from '../../components/toast';

const names = (tree: DepartmentNode[]): Map<number, string> => new Map(tree.flatMap((d) => [[d.id, d.name] as const, ...names(d.children)]));

interface Values {
  name: string;
  remark?: string;
  departmentIds?: number[];
}

/** /memberCenter/organization: org groups (named sets of departments) with the members authorised for them. */
export default function OrganizationPage() {
  const { t } = useTranslation('org');
  const lang = useLang();
  const { can } = useOrgAccess();
  const groups = useCommand(getAppOrgGroupList, {});
  const tree = useCommand(queryDepartmentTree, {});
  const [editing, setEditing] = useState<OrgGroup | 'new' | null>(null);
  const [authorising, setAuthorising] = useState<OrgGroup | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const members = useCommand(queryMemberPage, {}, { page: 1, rows: 1000, enabled: authorising !== null });
  const [form] = Form.useForm<Values>();
  const deptNames = names(tree.data ?? []);

  const openEditor = (g: OrgGroup | 'new') => {
    form.setFieldsValue(g === 'new' ? { name: '', remark: '', departmentIds: [] } : { name: g.name, remark: g.remark, departmentIds: g.departmentIds });
    setEditing(g);
  };
  const save = async (v: Values) => {
    if (editing === null) return;
    try {
      await call(saveOrgGroups, { ...(editing === 'new' ? {} : { groupId: editing.groupId }), name: v.name.trim(), remark: (v.remark ?? '').trim(), departmentIds: v.departmentIds ?? [] });
      toast.success(t('group.saved'));
      setEditing(null);
      groups.reload();
    } catch (e) {
      const err = e as GatewayError;
      if (err.field === 'name' || err.info === text('org.group.nameTaken', lang)) form.setFields([{ name: 'name', errors: [err.info] }]);
      else toast.error(err.info);
    }
  };
  const authorise = async () => {
    if (!authorising) return;
    if (await runAction(() => call(authorizationOrg, { groupId: authorising.groupId, memberCodes: chosen }), t('group.authorised'))) {
      setAuthorising(null);
      groups.reload();
    }
  };

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
                <Button type="link" size="small" onClick={() => openEditor(g)}>
                  {t('common.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setChosen(g.memberCodes);
                    setAuthorising(g);
                  }}
                >
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
          <Button type="primary" onClick={() => openEditor('new')}>
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
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('group.new') : t('group.editTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="name"
            label={t('group.col.name')}
            rules={[
              { required: true, whitespace: true, message: text('org.name.required', lang) },
              { max: 30, message: text('org.name.max', lang) },
            ]}
          >
            <Input name="name" maxLength={30} autoComplete="off" />
          </Form.Item>
          <Form.Item name="departmentIds" label={t('group.col.departments')}>
            <TreeSelect multiple treeCheckable treeCheckStrictly={false} showCheckedStrategy={TreeSelect.SHOW_ALL} treeDefaultExpandAll treeData={departmentOptions(tree.data ?? [], undefined, false)} />
          </Form.Item>
          <Form.Item name="remark" label={t('role.col.remark')} rules={[{ max: 200 }]}>
            <Input name="remark" maxLength={200} autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={authorising !== null}
        title={t('group.authoriseTitle', { name: authorising?.name ?? '' })}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={authorise}
        onCancel={() => setAuthorising(null)}
      >
        <Select
          mode="multiple"
          aria-label={t('group.members')}
          style={{ width: '100%' }}
          loading={members.loading}
          value={chosen}
          onChange={setChosen}
          optionFilterProp="label"
          options={(members.data?.list ?? []).map((m) => ({ value: m.memberCode, label: `${m.name} ${m.mobile}` }))}
        />
      </Modal>
    </MemberPage>
  );
}
