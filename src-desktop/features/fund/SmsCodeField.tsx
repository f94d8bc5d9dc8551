import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError } from '../../components/form-rules';
import { SmsCodeInput } from '../../components/SmsCodeInput';

/**
 * The fund pages' SMS code input (the build's one, with its resend countdown). `onSend` asks the
 * gateway to send and answers the seconds until the next send; a refusal is shown here, on the field
 * of `errorsOn` it names when given (the card form's holder, card number, ...), otherwise as a message.
 */
export function SmsCodeField({
  value,
  onChange,
  onSend,
  errorsOn,
  name = 'smsCode',
  id,
  disabled,
}: {
  value?: string;
  onChange?: (v: string) => void;
  onSend: () => Promise<number>;
  errorsOn?: FormInstance;
  name?: string;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('fund');
  const texts = { placeholder: t('sms.placeholder'), send: t('sms.send'), resendIn: (s: number) => t('sms.resendIn', { s }) };
  const send = async () => {
    try {
      return await onSend();
    } catch (e) {
      showError(e, errorsOn);
      return null;
    }
  };
  return (
    <div style={{ width: '100%', maxWidth: 360 }}>
      <SmsCodeInput name={name} id={id} value={value} onChange={onChange} onSend={send} texts={texts} keepFocus testId="send-sms" disabled={disabled} />
    </div>
  );
}
