import { Input } from 'antd';
import { filterMoneyInput } from '../../../src-shared/utils/money';

/** The spec's float input filter: digits and one dot, at most 2 decimals, shown with the yuan unit. */
export function MoneyInput({ value, onChange, name, id, placeholder, autoFocus }: { value?: string; onChange?: (v: string) => void; name: string; id?: string; placeholder?: string; autoFocus?: boolean }) {
  return (
    <Input
      id={id}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      prefix="¥"
      placeholder={placeholder}
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange?.(filterMoneyInput(e.target.value))}
      style={{ maxWidth: 320 }}
    />
  );
}
