import { Button, Input, Space, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from './form-rules';

/**
 * An SMS code input with its send button and the resend countdown. `onSend` asks the gateway
 * to send and answers the seconds until the next send; a refusal is shown here, on the field of
 * `errorsOn` it names when given (the card form's holder, card number, ...), otherwise as a message.
 */
export function SmsCodeField({ value, onChange, onSend, errorsOn, name = 'smsCode', id, disabled }: { value?: string; onChange?: (v: string) => void; onSend: () => Promise<number>; errorsOn?: FormInstance; name?: string; id?: string; disabled?: boolean }) {
  const { t } = useTranslation('fund');
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const send = async () => {
    setSending(true);
    try {
      setWait(await onSend());
    } catch (e) {
      showError(e, errorsOn);
    } finally {
      setSending(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
      <Input id={id} name={name} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={value} onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))} placeholder={t('sms.placeholder')} />
      <Button onClick={() => void send()} loading={sending} disabled={disabled || wait > 0} data-testid="send-sms">
        {wait > 0 ? t('sms.resendIn', { s: wait }) : t('sms.send')}
      </Button>
    </Space.Compact>
  );
}
