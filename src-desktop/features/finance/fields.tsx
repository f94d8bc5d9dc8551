import { Button, Input, Space, type FormRule } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { Option } from '#shared/contract/finance';
import { getSmsCode } from '#shared/contract/refs/account';
import { useCountdown } from '#shared/hooks/useCountdown';
import { fieldCheck } from '#shared/forms/field-checks';
import type { LazySchema } from '#shared/forms/lazy-checks';
import { text } from '#shared/rules/texts';
import { useCaptchaGate } from '../../components/CaptchaDialog';
import { LazySelect } from '../../components/LazySelect';
import { useLang } from '../../components/useLang';
import { fieldRequired, zodRule } from '../../components/form-rules';
import { toast } from '../../components/toast';
import { financeCheck } from './checks';

/** One form field per parameter: `name` is the parameter's name, the label comes from finance:field.<name>. */
function useLabel(name: string) {
  const { t } = useTranslation('finance');
  return t(`field.${name}`);
}

export function TextField({ name, schema, max, autoComplete, hint }: { name: string; schema: LazySchema; max: number; autoComplete?: string; hint?: string }) {
  const lang = useLang();
  const label = useLabel(name);
  return (
    <Form.Item name={name} label={label} required rules={[zodRule(schema, lang, fieldRequired(label), 'gateway.1002')]} extra={hint}>
      <Input id={name} name={name} maxLength={max} autoComplete={autoComplete} />
    </Form.Item>
  );
}

/** Whole numbers only (the spec's integer input filter); the form holds a number. */
export function IntegerField({ name, schema, unit }: { name: string; schema: LazySchema; unit?: string }) {
  const lang = useLang();
  const label = useLabel(name);
  return (
    <Form.Item
      name={name}
      label={label}
      required
      rules={[zodRule(schema, lang, fieldRequired(label), 'gateway.1002')]}
      normalize={(v: string) => {
        const digits = String(v ?? '')
          .replace(/\D/g, '')
          .slice(0, 9);
        return digits === '' ? undefined : Number(digits);
      }}
    >
      <Input id={name} name={name} inputMode="numeric" suffix={unit} />
    </Form.Item>
  );
}

export function MenuField(props: { name: string; schema: LazySchema; options?: Option<string | number>[]; loading?: boolean; disabled?: boolean; onChange?: (v: string) => void }) {
  const { name, schema, options, loading, disabled, onChange } = props;
  const { t } = useTranslation('finance');
  const lang = useLang();
  const label = useLabel(name);
  return (
    <Form.Item name={name} label={label} required rules={[zodRule(schema, lang, fieldRequired(label, 'select'), 'gateway.1002')]}>
      {/* A stand-in until the pointer or focus comes near: antd Select loads then, not with the page. */}
      <LazySelect
        id={name}
        name={name}
        showSearch={{ optionFilterProp: 'label' }}
        options={options as { value: string; label: string }[] | undefined}
        loading={loading}
        disabled={disabled}
        placeholder={t('pick')}
        aria-label={label}
        data-testid={name}
        style={{ width: '100%' }}
        onChange={onChange}
      />
    </Form.Item>
  );
}

export function RemarkField() {
  const lang = useLang();
  const label = useLabel('remark');
  const rule: FormRule = {
    validator: async (_r, v?: string) => {
      const res = (await financeCheck('remark').load()).safeParse(v);
      if (!res.success) throw new Error(text(res.error.issues[0]?.message ?? 'gateway.1002', lang));
    },
  };
  return (
    <Form.Item name="remark" label={label} rules={[rule]}>
      <Input.TextArea id="remark" name="remark" rows={3} maxLength={200} showCount />
    </Form.Item>
  );
}

/** The visitor's SMS code for the contact mobile (purpose finance); the mobile is checked first, then a picture captcha. */
export function SmsCodeField() {
  const { t } = useTranslation('finance');
  const lang = useLang();
  const form = Form.useFormInstance();
  const label = t('field.smsCode');
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const captcha = useCaptchaGate();
  const send = async () => {
    try {
      await form.validateFields(['contactMobile']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const mobile = form.getFieldValue('contactMobile') as string;
      const res = await captcha.run((c) => call(getSmsCode, { mobile, nationCode: '86', purpose: 'finance', ...c }));
      if (!res) return;
      start(res.resendAfter);
      toast.success(t('visitor.codeSent'));
    } catch (e) {
      toast.error((e as GatewayError).info);
    } finally {
      setSending(false);
    }
  };
  return (
    <Form.Item label={label} required extra={t('visitor.codeHint')}>
      <Space.Compact block>
        <Form.Item
          name="smsCode"
          noStyle
          rules={[zodRule(fieldCheck('smsCode'), lang, fieldRequired(label), 'gateway.1002')]}
          normalize={(v: string) =>
            String(v ?? '')
              .replace(/\D/g, '')
              .slice(0, 6)
          }
        >
          <Input id="smsCode" name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label={label} />
        </Form.Item>
        <Button onClick={() => void send()} disabled={left > 0 || sending} style={{ minWidth: 140 }} data-testid="send-code">
          {left > 0 ? t('visitor.resendIn', { n: left }) : t('visitor.sendCode')}
        </Button>
      </Space.Compact>
      {captcha.dialog}
    </Form.Item>
  );
}

export function CompanyNameField() {
  return <TextField name="companyName" schema={financeCheck('companyName')} max={49} autoComplete="organization" />;
}
