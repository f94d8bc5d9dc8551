/** Bank account digits in groups of 4 for display ("6222 0212 3456 7"); spaces typed by the user are ignored. */
export const groupDigits = (v: string) => v.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * What an account or card input shows while typing or pasting: its digits in groups of 4, every
 * digit kept, so a pasted number one digit too long meets the field's length error instead of
 * silently losing its last digit. 64 digits bound a runaway paste.
 */
export const accountInput = (v: string | undefined) => groupDigits((v ?? '').replace(/\D/g, '').slice(0, 64));
