import { Button, Space } from 'antd';
import { Input } from './form-inputs';
import { useState } from 'react';
import { useCountdown } from '#shared/hooks/useCountdown';

export interface SmsCodeTexts {
  placeholder: string;
  send: string;
  resendIn: (seconds: number) => string;
  /** Said (and announced) once a code went out. */
  sent?: string;
}

/**
 * An SMS code input (a Form.Item control) with its send button and the resend countdown.
 * `onSend` checks what it needs, sends, and answers the seconds until a resend (or null when
 * nothing was sent); then the code input takes the focus unless `keepFocus`. Texts come from
 * the feature using it.
 */
export function SmsCodeInput({
  name = 'smsCode',
  id,
  value,
  onChange,
  onSend,
  texts,
  quiet = false,
  keepFocus = false,
  testId,
  disabled = false,
  ...control
}: {
  name?: string;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  onSend: () => Promise<number | null>;
  texts: SmsCodeTexts;
  /** No spinner while sending (when a captcha dialog is what the send is waiting for). */
  quiet?: boolean;
  keepFocus?: boolean;
  testId?: string;
  /** The send button waits (e.g. until the card form it verifies is filled). */
  disabled?: boolean;
  /** What Form.Item passes besides value/onChange (onBlur for blur-triggered rules, aria-invalid, aria-describedby, status). */
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  status?: '' | 'error' | 'warning';
}) {
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds) {
        start(seconds);
        setSent(true);
        if (!keepFocus) document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Space.Compact block>
        <Input
          {...control}
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={texts.placeholder}
          value={value}
          onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
        />
        <Button onClick={() => void send()} loading={sending && !quiet} disabled={disabled || left > 0 || sending} style={{ minWidth: 132 }} data-testid={testId}>
          {left > 0 ? texts.resendIn(left) : texts.send}
        </Button>
      </Space.Compact>
      {texts.sent && (
        <div role="status" className="portal-sms-sent">
          {sent ? texts.sent : ''}
        </div>
      )}
    </>
  );
}
