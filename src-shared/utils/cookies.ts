/**
 * Browser cookies on the shared top domain (spec: token, refresh token and
 * language live in cookies shared by the portal's sites). The domain comes
 * from VITE_TOP_DOMAIN at build time; unset means host-only cookies.
 */
const topDomain = (): string | undefined => {
  const d = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_TOP_DOMAIN;
  if (!d || typeof location === 'undefined') return undefined;
  return location.hostname === d || location.hostname.endsWith('.' + d) ? d : undefined;
};

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeSeconds = 30 * 86400) {
  if (typeof document === 'undefined') return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', `max-age=${maxAgeSeconds}`, 'SameSite=Lax'];
  const domain = topDomain();
  if (domain) parts.push(`domain=${domain}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string) {
  setCookie(name, '', 0);
}
