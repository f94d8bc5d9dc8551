import { Modal, Select } from 'antd';
import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { addMemberRole, queryMemberPage } from '#shared/contract/refs/org';
import { runAction } from './run-action';
import type { useRoleOptions } from './useRoleOptions';

interface Values {
  memberCode: string;
  roleId: number;
}

/** webMember/addMemberRole: one role granted to one member (the admin holds every role and is not offered). */
export function MemberRoleGrantModal({ open, roles, onClose }: { open: boolean; roles: ReturnType<typeof useRoleOptions>; onClose: (granted: boolean) => void }) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<Values>();
  const members = useCommand(queryMemberPage, {}, { page: 1, rows: 1000, enabled: open });

  const grant = async (v: Values) => {
    if (await runAction(() => call(addMemberRole, v), t('auth.granted'))) {
      form.resetFields();
      onClose(true);
    }
  };

  return (
    <Modal open={open} title={t('auth.grant')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => form.submit()} onCancel={() => onClose(false)} forceRender>
      <Form form={form} layout="vertical" onFinish={grant}>
        <Form.Item name="memberCode" label={t('auth.member')} rules={[{ required: true, message: t('auth.memberRequired') }]}>
          <Select showSearch optionFilterProp="label" loading={members.loading} options={(members.data?.list ?? []).filter((m) => !m.isAdmin).map((m) => ({ value: m.memberCode, label: `${m.name} ${m.mobile}` }))} />
        </Form.Item>
        <Form.Item name="roleId" label={t('auth.role')} rules={[{ required: true, message: t('auth.roleRequired') }]}>
          <Select options={roles.options} loading={roles.loading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
