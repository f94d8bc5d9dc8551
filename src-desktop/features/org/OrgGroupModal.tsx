import { Input, Modal, TreeSelect } from 'antd';
import { Form } from '../../components/Form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { DepartmentNode, OrgGroup } from '#shared/contract/org';
import { saveOrgGroups } from '#shared/contract/refs/org';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { toast } from '../../components/toast';
import { departmentOptions } from './department-options';

interface Values {
  name: string;
  remark?: string;
  departmentIds?: number[];
}

/** appOrg/saveOrgGroups: a new org group or an edited one (name unique in the company, departments, remark). */
export function OrgGroupModal({ editing, tree, onClose }: { editing: OrgGroup | 'new' | null; tree: DepartmentNode[]; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('org');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (editing !== null) form.setFieldsValue(editing === 'new' ? { name: '', remark: '', departmentIds: [] } : { name: editing.name, remark: editing.remark, departmentIds: editing.departmentIds });
  }, [editing, form]);

  const save = async (v: Values) => {
    if (editing === null) return;
    try {
      await call(saveOrgGroups, { ...(editing === 'new' ? {} : { groupId: editing.groupId }), name: v.name.trim(), remark: (v.remark ?? '').trim(), departmentIds: v.departmentIds ?? [] });
      toast.success(t('group.saved'));
      onClose(true);
    } catch (e) {
      const err = e as GatewayError;
      if (err.field === 'name' || err.info === text('org.group.nameTaken', lang)) form.setFields([{ name: 'name', errors: [err.info] }]);
      else toast.error(err.info);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('group.new') : t('group.editTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
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
          <TreeSelect multiple treeCheckable treeCheckStrictly={false} showCheckedStrategy={TreeSelect.SHOW_ALL} treeDefaultExpandAll treeData={departmentOptions(tree, undefined, false)} />
        </Form.Item>
        <Form.Item name="remark" label={t('role.col.remark')} rules={[{ max: 200 }]}>
          <Input name="remark" maxLength={200} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
