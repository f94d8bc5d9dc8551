import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './fund.module.css';

const LENGTH = 8;

/**
 * The 8-box payment password input. One real input (digits only, 8 at most, paste works) lies
 * over eight boxes that show a dot per digit and mark the next one while focused, so typing,
 * Backspace and screen readers behave like any password field.
 */
export function PayKeyInput({ value = '', onChange, name, invalid, autoFocus, id }: { value?: string; onChange?: (v: string) => void; name: string; invalid?: boolean; autoFocus?: boolean; id?: string }) {
  const { t } = useTranslation('fund');
  const [focused, setFocused] = useState(false);
  return (
    <div className={styles.payKey}>
      <input
        id={id}
        name={name}
        className={styles.payKeyReal}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LENGTH}
        aria-label={t('payKey.label')}
        data-testid={name}
        value={value}
        autoFocus={autoFocus}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, '').slice(0, LENGTH))}
      />
      {Array.from({ length: LENGTH }, (_, i) => (
        <span key={i} aria-hidden className={`${styles.payKeyBox} ${invalid ? styles.payKeyInvalid : ''} ${focused && i === Math.min(value.length, LENGTH - 1) ? styles.payKeyActive : ''}`}>
          {i < value.length ? '•' : ''}
        </span>
      ))}
    </div>
  );
}
