import { Button, DatePicker, Input } from 'antd';
import { Form } from '../../components/Form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { EnterpriseInfoInput, EnterpriseInfoState } from '#shared/contract/enterprise';
import { submitEnterpriseInfo } from '#shared/contract/refs/enterprise';
import { centreFieldCheck } from './centre-checks';
import { lazySchema } from '#shared/forms/lazy-checks';
import { text } from '#shared/rules/texts';
import { LazySelect } from '../../components/LazySelect';
import { useLang } from '../../components/useLang';
import { INVALID_ONLY, placeFieldErrors, requiredRule, zodRule } from '../../components/form-rules';
import { LocationFields } from './LocationFields';
import styles from './member.module.css';
import { useEnterpriseOptions } from './useOptions';
import { toast } from '../../components/toast';

// The checks (zod and the centre rules) load with the form's first focus, not with the page.
const mobileCheck = lazySchema(() => import('#shared/rules/centre-fields').then((m) => m.enterpriseInfoFields.mobile));

type FormValues = Omit<EnterpriseInfoInput, 'establishmentTime'> & { establishmentTime?: Dayjs };

/** The enterprise info form (first filling, a correction after a rejection, an edit after approval). */
export default function InfoForm({ state, onDone }: { state: EnterpriseInfoState; onDone: () => void }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const [form] = Form.useForm<FormValues>();
  const opts = useEnterpriseOptions();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`businessInfo.field.${k}`);

  useEffect(() => {
    if (state.info) form.setFieldsValue({ ...state.info, establishmentTime: dayjs(state.info.establishmentTime) });
  }, [state.info, form]);

  const submit = async (v: FormValues) => {
    setSaving(true);
    try {
      await call(submitEnterpriseInfo, { ...v, establishmentTime: v.establishmentTime!.format('YYYY-MM-DD') } as EnterpriseInfoInput);
      toast.success(text('general.submitSuccess', lang));
      onDone();
    } catch (e) {
      if (!placeFieldErrors(form, e, INVALID_ONLY)) toast.error(text('general.submitFailed', lang, { reason: (e as GatewayError).info }));
    } finally {
      setSaving(false);
    }
  };

  const select = (kind: 'nature' | 'industry' | 'size', key: string) => (
    <Form.Item name={kind} label={f(kind)} rules={[{ required: true, message: text(key, lang) }]}>
      <LazySelect name={kind} options={opts[kind]} loading={opts.loading} placeholder={t('common.pick')} aria-label={f(kind)} data-testid={kind} />
    </Form.Item>
  );

  return (
    <Form<FormValues> form={form} layout="vertical" className={styles.form} onFinish={submit} requiredMark scrollToFirstError>
      <Form.Item name="name" label={f('name')} rules={[requiredRule('rule.businessInfo.name.required', lang), { max: 49, message: text('rule.register.companyName.maxLength', lang) }]}>
        <Input name="name" maxLength={49} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="introduction" label={f('introduction')} rules={[requiredRule('rule.businessInfo.introduction.required', lang)]}>
        <Input.TextArea name="introduction" rows={4} maxLength={2000} showCount />
      </Form.Item>
      <div className={styles.grid2}>
        <Form.Item name="establishmentTime" label={f('establishmentTime')} rules={[{ required: true, message: text('rule.businessInfo.establishmentTime.required', lang) }]}>
          <DatePicker name="establishmentTime" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} placeholder={t('common.pickDate')} />
        </Form.Item>
        {select('nature', 'rule.businessInfo.nature.required')}
        {select('industry', 'rule.businessInfo.industry.required')}
        {select('size', 'rule.businessInfo.size.required')}
        <Form.Item name="contacts" label={f('contacts')} rules={[requiredRule('rule.businessInfo.contacts.required', lang)]}>
          <Input name="contacts" maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item name="mobile" label={f('mobile')} required rules={[zodRule(mobileCheck, lang, 'rule.businessInfo.mobile.required')]}>
          <Input name="mobile" maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="telphone" label={f('telphone')} required rules={[zodRule(centreFieldCheck('telephone'), lang, 'rule.businessInfo.telphone.required')]} extra={t('businessInfo.telHint')}>
          <Input name="telphone" maxLength={40} placeholder="0512-66881234-801" />
        </Form.Item>
        <Form.Item name="email" label={f('email')} required rules={[zodRule(centreFieldCheck('businessEmail'), lang, 'rule.businessInfo.email.required', 'rule.businessInfo.email.format')]}>
          <Input name="email" maxLength={46} autoComplete="email" />
        </Form.Item>
      </div>
      <LocationFields />
      <Form.Item name="address" label={f('address')} rules={[requiredRule('rule.businessInfo.address.required', lang)]}>
        <Input name="address" maxLength={200} placeholder={t('businessInfo.addressHint')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} size="large">
        {state.status === 'rejected' ? t('businessInfo.resubmit') : t('businessInfo.submit')}
      </Button>
    </Form>
  );
}
