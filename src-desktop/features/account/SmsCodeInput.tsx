import { useTranslation } from 'react-i18next';
import { SmsCodeInput as CodeInput } from '../../components/SmsCodeInput';

/**
 * The sign-in pages' SMS code input (login, registration, forgotten password) with the
 * 60-second resend countdown; `onSend` checks the mobile and captcha first. See the shared one.
 */
export function SmsCodeInput({ value, onChange, onSend, id, quiet = false }: { value?: string; onChange?: (v: string) => void; onSend: () => Promise<number | null>; id?: string; quiet?: boolean }) {
  const { t } = useTranslation('account');
  const texts = { placeholder: t('field.smsCode.placeholder'), send: t('field.smsCode.send'), resendIn: (n: number) => t('field.smsCode.resendIn', { n }) };
  return <CodeInput id={id} value={value} onChange={onChange} onSend={onSend} quiet={quiet} texts={texts} />;
}
