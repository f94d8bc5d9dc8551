/** Only same-origin paths are honoured as redirect targets (no //evil.com, no schemes). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/[\r\n]/.test(target)) return fallback;
  return target;
}
