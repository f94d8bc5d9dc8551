import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../src-shared/hooks/useCountdown';

/**
 * An SMS code input (a Form.Item control) with its send button and resend countdown. `onSend`
 * answers the seconds until a resend, or null when nothing was sent.
 */
export function CodeField({ name, value, onChange, onSend }: { name: string; value?: string; onChange?: (v: string) => void; onSend: () => Promise<number | null> }) {
  const { t } = useTranslation('member');
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds) start(seconds);
    } finally {
      setSending(false);
    }
  };
  return (
    <Space.Compact block>
      <Input
        id={name}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('changeMobile.codePlaceholder')}
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
      />
      <Button onClick={() => void send()} loading={sending} disabled={left > 0 || sending} style={{ minWidth: 132 }} data-testid={`send-${name}`}>
        {left > 0 ? t('changeMobile.resendIn', { n: left }) : t('changeMobile.send')}
      </Button>
    </Space.Compact>
  );
}
