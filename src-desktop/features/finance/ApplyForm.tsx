import { Button } from 'antd';
import { useState, type ComponentType } from 'react';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { CommandDef } from '#shared/contract/command';
import type { FinanceApplication } from '#shared/contract/finance';
import { text } from '#shared/rules/texts';
import { Form } from '../../components/Form';
import { placeFieldErrors } from '../../components/form-rules';
import { toast } from '../../components/toast';
import { useLang } from '../../components/useLang';
import styles from './finance.module.css';

/** The application form of a kind (its Fields), sent with the member's or the visitor's command. */
export function ApplyForm(props: {
  submit: CommandDef;
  Fields: ComponentType<{ visitor: boolean }>;
  visitor: boolean;
  initial?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  cta: string;
  onDone: (app: FinanceApplication, values: Record<string, unknown>) => void;
}) {
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const { Fields } = props;
  const onFinish = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      // Empty optional fields are left out rather than sent as "".
      const params = Object.fromEntries(Object.entries({ ...values, ...props.extra }).filter(([, v]) => v !== undefined && v !== ''));
      const app = (await call(props.submit, params as never)) as FinanceApplication;
      toast.success(text('general.submitSuccess', lang));
      props.onDone(app, values);
    } catch (e) {
      if (!placeFieldErrors(form, e)) toast.error(text('general.submitFailed', lang, { reason: (e as GatewayError).info }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={props.initial} onFinish={(v) => void onFinish(v)} scrollToFirstError requiredMark className={styles.form}>
      <Fields visitor={props.visitor} />
      <Button type="primary" htmlType="submit" size="large" loading={saving} className={styles.submit}>
        {props.cta}
      </Button>
    </Form>
  );
}
