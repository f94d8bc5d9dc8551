import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { addMember } from '#shared/contract/refs/industry-app';
import { MOBILE_CN } from '#shared/rules/fields';
import { text } from '#shared/rules/texts';
import { Form } from '../../components/Form';
import { useLang } from '../../components/useLang';
import { toast } from '../../components/toast';

interface Values {
  mobile: string;
  name: string;
}

/** industryApp/addMember: a mainland mobile and a name (the server checks the same rules). */
export function AddMemberModal({ open, onClose, onRefused }: { open: boolean; onClose: (added: boolean) => void; onRefused: (err: GatewayError) => void }) {
  const { t } = useTranslation('industryApp');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const m = await call(addMember, {
        mobile: v.mobile.trim(),
        name: v.name.trim(),
      });
      toast.success(t('add.added', { name: m.name }));
      form.resetFields();
      onClose(true);
    } catch (e) {
      const err = e instanceof GatewayError ? e : new GatewayError(0, String(e));
      // A refusal about one field is shown on it; the token's end leaves the page.
      if (err.field === 'mobile' || err.field === 'name') form.setFields([{ name: err.field, errors: [err.info] }]);
      else if (err.field === 'industryToken') onRefused(err);
      else toast.error(err.info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('add.title')} okText={t('add.submit')} cancelText={t('add.cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="mobile"
          label={t('add.mobile')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: text('rule.industryApp.mobile.required', lang),
            },
            { pattern: MOBILE_CN, message: text('rule.general.mobile', lang) },
          ]}
        >
          <Input name="mobile" inputMode="numeric" maxLength={11} autoComplete="off" placeholder={t('add.mobilePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('add.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: text('rule.industryApp.name.required', lang),
            },
          ]}
        >
          <Input name="name" maxLength={50} autoComplete="off" placeholder={t('add.namePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
