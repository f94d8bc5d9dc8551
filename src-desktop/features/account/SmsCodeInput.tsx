import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../src-shared/hooks/useCountdown';

/**
 * The SMS code input with its "get code" button and the 60-second resend countdown. `onSend`
 * checks what it needs (mobile, captcha), sends, and answers the seconds until a resend (or null
 * when nothing was sent). Used as a Form.Item control (value/onChange come from the form).
 */
export function SmsCodeInput({
  value,
  onChange,
  onSend,
  id,
  quiet = false,
}: {
  value?: string;
  onChange?: (v: string) => void;
  onSend: () => Promise<number | null>;
  id?: string;
  /** No spinner while sending (when a captcha dialog is what the send is waiting for). */
  quiet?: boolean;
}) {
  const { t } = useTranslation('account');
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds) {
        start(seconds);
        document.querySelector<HTMLInputElement>('input[name="smsCode"]')?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact block>
      <Input
        id={id}
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('field.smsCode.placeholder')}
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
      />
      <Button onClick={() => void send()} loading={sending && !quiet} disabled={left > 0 || sending} style={{ minWidth: 132 }}>
        {left > 0 ? t('field.smsCode.resendIn', { n: left }) : t('field.smsCode.send')}
      </Button>
    </Space.Compact>
  );
}
