import { Input, Modal, Select } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { addFacMember } from '#shared/contract/refs/invitation';
import { MOBILE_CN } from '#shared/rules/fields';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { useRoleOptions } from './useRoleOptions';
import { ErrorCode } from '#shared/contract/errors';
import { toast } from '../../components/toast';

interface Values {
  mobile: string;
  roleIds?: number[];
}

/**
 * facInfo/addFacMember: invites a mainland mobile (the same rules as the server) with optional
 * roles. The person joins only by accepting; until then the company sees the masked mobile.
 */
export function InviteMemberModal({ open, onClose }: { open: boolean; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('org');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const roles = useRoleOptions(open);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const sent = await call(addFacMember, { mobile: v.mobile.trim(), roleIds: v.roleIds ?? [] });
      toast.success(t('invitation.sent', { mobile: sent.maskedMobile }));
      form.resetFields();
      onClose(true);
    } catch (e) {
      const err = e as GatewayError;
      // A refusal about one field is shown on it; anything else as a message.
      if (err.field && ['mobile', 'roleIds'].includes(err.field)) form.setFields([{ name: err.field as keyof Values, errors: [err.info] }]);
      else if (err.code === ErrorCode.refused) form.setFields([{ name: 'mobile', errors: [err.info] }]);
      else toast.error(err.info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('member.addTitle')} okText={t('invitation.send')} cancelText={t('common.cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={() => onClose(false)} destroyOnHidden>
      <p>{t('member.addHint')}</p>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="mobile"
          label={t('member.col.mobile')}
          rules={[
            { required: true, whitespace: true, message: text('rule.register.mobile.required', lang) },
            { pattern: MOBILE_CN, message: text('rule.register.mobile.format', lang) },
          ]}
        >
          <Input name="mobile" inputMode="numeric" maxLength={11} autoComplete="off" />
        </Form.Item>
        <Form.Item name="roleIds" label={t('member.col.roles')} extra={t('invitation.rolesHint')}>
          <Select mode="multiple" options={roles.options} loading={roles.loading} placeholder={t('member.rolesPlaceholder')} allowClear aria-label={t('member.col.roles')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
