import { Alert, Input, Modal, Spin, Tree, type TreeDataNode } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { AuthTree, Role } from '#shared/contract/org';
import { getAuthGroupInfo, saveRoleConfiguration } from '#shared/contract/refs/org';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import styles from './org.module.css';
import { ErrorCode } from '#shared/contract/errors';
import { toast } from '../../components/toast';

/** Tree keys: modules and pages get prefixes, buttons are their buttonId (the only keys saved). */
function toTreeData(tree: AuthTree, basicLabel: string): { nodes: TreeDataNode[]; buttonIds: Set<string> } {
  const buttonIds = new Set<string>();
  const nodes = tree.map((m) => ({
    key: `module:${m.moduleId}`,
    title: m.name,
    children: m.pages.map((p) => ({
      key: `page:${p.pageId}`,
      title: p.name,
      children: p.buttons.map((b) => {
        if (!b.basic) buttonIds.add(b.buttonId);
        return { key: b.buttonId, title: b.basic ? `${b.name}（${basicLabel}）` : b.name, disableCheckbox: b.basic, isLeaf: true };
      }),
    })),
  }));
  return { nodes, buttonIds };
}

interface Values {
  name: string;
  remark?: string;
}

/** Create or edit a role: name, remark and the functions chosen from modules → pages → buttons. */
export function RoleEditor({ role, onClose }: { role: Role | 'new' | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('org');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const tree = useCommand(getAuthGroupInfo, {}, { enabled: role !== null });
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { nodes, buttonIds } = useMemo(() => toTreeData(tree.data ?? [], t('role.basic')), [tree.data, t]);

  useEffect(() => {
    if (role === null) return;
    form.setFieldsValue(role === 'new' ? { name: '', remark: '' } : { name: role.name, remark: role.remark });
    setChecked(role === 'new' ? [] : role.buttonIds);
  }, [role, form]);

  const submit = async (v: Values) => {
    if (role === null) return;
    setBusy(true);
    try {
      await call(saveRoleConfiguration, {
        ...(role === 'new' ? {} : { roleId: role.roleId }),
        name: v.name.trim(),
        remark: (v.remark ?? '').trim(),
        buttonIds: checked.filter((k) => buttonIds.has(k)),
      });
      toast.success(t('role.saved'));
      onClose(true);
    } catch (e) {
      const err = e as GatewayError;
      if (err.field === 'name' || err.code === ErrorCode.refused) form.setFields([{ name: 'name', errors: [err.info] }]);
      else toast.error(err.info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={role !== null}
      title={role === 'new' ? t('role.new') : t('role.editTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      width={640}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label={t('role.col.name')}
          rules={[
            { required: true, whitespace: true, message: text('org.name.required', lang) },
            { max: 30, message: text('org.name.max', lang) },
          ]}
        >
          <Input name="name" maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="remark" label={t('role.col.remark')} rules={[{ max: 200 }]}>
          <Input name="remark" maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('role.functions')}>
          {tree.error ? (
            <Alert type="error" showIcon title={tree.error.info} />
          ) : tree.data === undefined ? (
            role !== null && <Spin />
          ) : (
            <div className={styles.treeScroll} data-testid="role-tree">
              <Tree checkable defaultExpandAll selectable={false} treeData={nodes} checkedKeys={checked} onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))} />
            </div>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
