import { useTranslation } from 'react-i18next';
import { SmsCodeInput } from '../../components/SmsCodeInput';

/** The change-mobile form's code inputs (old and new number), each with its own send button (`send-<name>`). */
export function CodeField({ name, value, onChange, onSend, quiet = false }: { name: string; value?: string; onChange?: (v: string) => void; onSend: () => Promise<number | null>; quiet?: boolean }) {
  const { t } = useTranslation('member');
  const texts = { placeholder: t('changeMobile.codePlaceholder'), send: t('changeMobile.send'), resendIn: (n: number) => t('changeMobile.resendIn', { n }) };
  return <SmsCodeInput name={name} id={name} value={value} onChange={onChange} onSend={onSend} texts={texts} quiet={quiet} keepFocus testId={`send-${name}`} />;
}
