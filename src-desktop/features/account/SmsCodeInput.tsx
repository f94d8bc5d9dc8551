import { useTranslation } from 'react-i18next';
import { SmsCodeInput as CodeInput } from '../../components/SmsCodeInput';

/**
 * The sign-in pages' SMS code input (login, registration, forgotten password) with the
 * 60-second resend countdown; `onSend` checks the mobile and captcha first. See the shared one.
 */
export function SmsCodeInput({ onSend, quiet = false, ...control }: { value?: string; onChange?: (v: string) => void; onBlur?: () => void; onSend: () => Promise<number | null>; id?: string; quiet?: boolean }) {
  const { t } = useTranslation('account');
  const texts = {
    placeholder: t('field.smsCode.placeholder'),
    send: t('field.smsCode.send'),
    resendIn: (n: number) => t('field.smsCode.resendIn', { n }),
    sent: t('field.smsCode.sent'),
  };
  // Form.Item's own props (onBlur, aria-*) reach the input, so a blur-triggered rule re-checks the code.
  return <CodeInput {...control} onSend={onSend} quiet={quiet} texts={texts} />;
}
