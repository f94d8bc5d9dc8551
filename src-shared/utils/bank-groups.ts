/** Bank account digits in groups of 4 for display ("6222 0212 3456 7"); spaces typed by the user are ignored. */
export const groupDigits = (v: string) =>
  v
    .replace(/\D/g, '')
    .replace(/(\d{4})(?=\d)/g, '$1 ');
