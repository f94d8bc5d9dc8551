import type { FormInstance } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import * as f from '#shared/rules/fund-fields';
import { useLang } from '../../components/useLang';
import { zodRule } from '../../components/form-rules';
import { PayKeyInput } from './PayKeyInput';
import { StepButtons } from './StepButtons';
import { ErrorCode } from '#shared/contract/errors';
import { toast } from '../../components/toast';
import { SecondFactorCancelled } from '../../components/SecondFactorPrompt';

export type PayKeyForm = FormInstance<{ payPassword: string }>;

/** The payment-password step of the money-out flows (repayment, withdrawal): the 8 digits, back and next. */
export function PayKeyStep({ form, onPrev, onNext }: { form: PayKeyForm; onPrev: () => void; onNext: (payPassword: string) => void }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  return (
    <Form form={form} layout="vertical" onFinish={(v) => onNext(v.payPassword)}>
      <Form.Item label={t('payKey.label')} name="payPassword" rules={[zodRule(f.payPassword, lang, 'rule.fund.payKey.format')]}>
        <PayKeyInput name="payPassword" autoFocus />
      </Form.Item>
      <StepButtons onPrev={onPrev} />
    </Form>
  );
}

/**
 * Runs a money-out submission with the button busy. Every refusal is shown; a wrong or locked
 * payment password (1004) empties the field and calls `onBadKey` to go back to that step.
 */
export function usePaySubmit(keyForm: PayKeyForm, onBadKey: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      if (e instanceof SecondFactorCancelled) return;
      const err = e as GatewayError;
      toast.error(err.info);
      if (err.field === 'payPassword' || err.code === ErrorCode.tooMany) {
        keyForm.resetFields();
        onBadKey();
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
