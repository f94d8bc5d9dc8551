import { Input, Modal, TreeSelect } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { DepartmentNode } from '#shared/contract/org';
import { insertOrUpdateDepartment } from '#shared/contract/refs/org';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { departmentOptions } from './department-options';
import { ErrorCode } from '#shared/contract/errors';
import { toast } from '../../components/toast';

export type DepartmentDraft = { id?: number; parentId: number | null; name: string; remark: string };
interface Values {
  parentId?: number | null;
  name: string;
  remark?: string;
}

/** departmentMember/insertOrUpdateDepartment: name (unique among siblings), parent, remark. */
export function DepartmentForm({ draft, tree, onClose }: { draft: DepartmentDraft | null; tree: DepartmentNode[]; onClose: (savedId?: number) => void }) {
  const { t } = useTranslation('org');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (draft) form.setFieldsValue({ parentId: draft.parentId, name: draft.name, remark: draft.remark });
  }, [draft, form]);

  const submit = async (v: Values) => {
    if (!draft) return;
    setBusy(true);
    try {
      const r = await call(insertOrUpdateDepartment, { ...(draft.id ? { id: draft.id } : {}), parentId: v.parentId ?? null, name: v.name.trim(), remark: (v.remark ?? '').trim() });
      toast.success(t('department.saved'));
      onClose(r.id);
    } catch (e) {
      const err = e as GatewayError;
      if (err.field === 'name' || err.info === text('org.department.nameTaken', lang)) form.setFields([{ name: 'name', errors: [err.info] }]);
      else if (err.code === ErrorCode.refused) form.setFields([{ name: 'parentId', errors: [err.info] }]);
      else toast.error(err.info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={draft !== null}
      title={draft?.id ? t('department.editTitle') : t('department.newTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label={t('department.name')}
          rules={[
            { required: true, whitespace: true, message: text('org.name.required', lang) },
            { max: 30, message: text('org.name.max', lang) },
          ]}
        >
          <Input name="name" maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="parentId" label={t('department.parent')}>
          <TreeSelect allowClear treeDefaultExpandAll placeholder={t('department.topLevel')} treeData={departmentOptions(tree, draft?.id)} />
        </Form.Item>
        <Form.Item name="remark" label={t('department.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea name="remark" maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
