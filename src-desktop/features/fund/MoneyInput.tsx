import { Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCentsGrouped, normalizeMoneyInput, parseCents } from '#shared/utils/money';
import styles from './fund.module.css';

/**
 * A yuan amount. What is typed stays as typed (only full-width digits, spaces and a leading ¥ are
 * normalised): "5,00" or "-100" show the field's error instead of turning into another amount, and
 * a valid amount is shown back as it will be sent.
 */
export function MoneyInput({ value, onChange, name, id, placeholder, autoFocus }: { value?: string; onChange?: (v: string) => void; name: string; id?: string; placeholder?: string; autoFocus?: boolean }) {
  const { t } = useTranslation('fund');
  const previewId = useId();
  const cents = value ? parseCents(value) : null;
  return (
    <>
      <Input
        id={id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        prefix="¥"
        placeholder={placeholder}
        autoFocus={autoFocus}
        value={value}
        maxLength={20}
        aria-describedby={cents ? previewId : undefined}
        onChange={(e) => onChange?.(normalizeMoneyInput(e.target.value))}
        style={{ maxWidth: 320 }}
      />
      <div id={previewId} className={styles.muted} aria-live="polite">
        {cents ? t('amountPreview', { amount: formatCentsGrouped(cents) }) : null}
      </div>
    </>
  );
}
