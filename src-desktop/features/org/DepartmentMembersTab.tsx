import { Button, Input, Modal, Select, Table, Tag, type TableProps } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentMember, DepartmentNode } from '#shared/contract/org';
import { addDepartmentMember, queryDepartmentMemberPage, queryMemberPage, removeDepartmentMember, updateDepartmentMember } from '#shared/contract/refs/org';
import { text } from '#shared/rules/texts';
import { LoadError } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { runAction } from './run-action';

const ROWS = 10;

/** The department's members: add company members (they move here from any other department), position, remove. */
export function DepartmentMembersTab({ department, canEdit, onChanged }: { department: DepartmentNode; canEdit: boolean; onChanged: () => void }) {
  const { t } = useTranslation('org');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const list = useCommand(queryDepartmentMemberPage, { departmentId: department.id }, { page, rows: ROWS });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DepartmentMember | null>(null);
  const members = useCommand(queryMemberPage, {}, { page: 1, rows: 1000, enabled: adding });
  const [form] = Form.useForm<{ memberCodes: string[]; position?: string }>();
  const [posForm] = Form.useForm<{ position?: string }>();

  const changed = () => {
    list.reload();
    onChanged();
  };
  const add = async (v: { memberCodes: string[]; position?: string }) => {
    if (await runAction(() => call(addDepartmentMember, { departmentId: department.id, memberCodes: v.memberCodes, position: (v.position ?? '').trim() }), t('department.memberAdded'))) {
      setAdding(false);
      form.resetFields();
      changed();
    }
  };
  const savePosition = async (v: { position?: string }) => {
    if (!editing) return;
    if (await runAction(() => call(updateDepartmentMember, { departmentId: department.id, memberCode: editing.memberCode, position: (v.position ?? '').trim() }), t('department.positionSaved'))) {
      setEditing(null);
      list.reload();
    }
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
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    posForm.setFieldsValue({ position: m.position });
                    setEditing(m);
                  }}
                >
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
      <Modal
        open={adding}
        title={t('department.addMemberTitle', { name: department.name })}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setAdding(false)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={add}>
          <Form.Item name="memberCodes" label={t('department.pickMembers')} rules={[{ required: true, message: t('department.pickMembersRequired') }]}>
            <Select
              mode="multiple"
              data-testid="department-member-select"
              loading={members.loading}
              optionFilterProp="label"
              options={(members.data?.list ?? []).filter((m) => !inHere.has(m.memberCode)).map((m) => ({ value: m.memberCode, label: `${m.name} ${m.mobile}${m.department ? ` · ${m.department.name}` : ''}` }))}
            />
          </Form.Item>
          <Form.Item name="position" label={t('department.position')} rules={[{ max: 30 }]}>
            <Input name="position" maxLength={30} autoComplete="off" />
          </Form.Item>
          <p className={styles.muted}>{t('department.moveHint')}</p>
        </Form>
      </Modal>
      <Modal open={editing !== null} title={t('department.editPosition')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => posForm.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={posForm} layout="vertical" onFinish={savePosition}>
          <Form.Item name="position" label={t('department.position')} rules={[{ max: 30 }]}>
            <Input name="position" maxLength={30} autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
