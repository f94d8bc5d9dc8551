import { useCallback, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { GatewayError } from '#shared/api/gateway-error';
import { hasText, text, type Lang } from '#shared/rules/texts';

/**
 * The H5 form kit: a labelled field row, a digits-only input, the error line under a field and the
 * state of a form's field errors. The H5 forms are plain inputs (antd-mobile's Form would cost the
 * /wx/login budget), so these few pieces are what every form shares. Errors are a rules text key
 * (client checks) or the server's errorInfo; both show through ErrorLine.
 */

/** The id of a field's error line, which its input names in aria-describedby. */
export const errorIdOf = (idPrefix: string, field: string) => `${idPrefix}-${field}-error`;

/** A form's field errors: set and clear one, the input's aria props, and a gateway refusal put under the field it names. */
export function useFieldErrors<F extends string>(idPrefix: string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const setError = useCallback(
    (field: F, error: string | null | undefined) =>
      setErrors((prev) => {
        if (!error && !prev[field]) return prev;
        const next = { ...prev };
        if (error) next[field] = error;
        else delete next[field];
        return next;
      }),
    [],
  );
  const aria = (field: F) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(idPrefix, field) } : {});
  /** A refusal naming one of `fields` goes under that field; answers whether it did. */
  const placeGatewayError = (err: unknown, fields: readonly F[]): boolean => {
    if (!(err instanceof GatewayError) || !err.field || !(fields as readonly string[]).includes(err.field)) return false;
    setError(err.field as F, err.info);
    return true;
  };
  return { errors, setErrors, setError, aria, placeGatewayError };
}

/** The line under a field: a rules text key in the page's language, or the server's text as it came. */
export function ErrorLine({ id, error, lang }: { id: string; error: string | null | undefined; lang: Lang }) {
  if (!error) return null;
  return (
    <p className="h5-login__error" id={id} role="alert">
      {hasText(error) ? text(error, lang) : error}
    </p>
  );
}

/** A labelled field row (`h5-field`), marked when it has an error; the error line goes after it. */
export function Field({ htmlFor, label, invalid, children }: { htmlFor: string; label: ReactNode; invalid: boolean; children: ReactNode }) {
  return (
    <div className={invalid ? 'h5-field h5-field--error' : 'h5-field'}>
      <label className="h5-field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** An input that keeps digits only, at most `maxLength` (mobile numbers, SMS codes). */
export function DigitsInput({
  value,
  onDigits,
  maxLength,
  className = 'h5-field__input',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & { value: string; maxLength: number; onDigits(value: string): void }) {
  return <input {...props} className={className} inputMode="numeric" maxLength={maxLength} value={value} onChange={(e) => onDigits(e.target.value.replace(/\D/g, '').slice(0, maxLength))} />;
}
