/**
 * The scopes the portal grants. openid makes a code an OpenID Connect one (token endpoint only);
 * profile: name and member code; phone: the mobile; company: the company the member acts for;
 * offline_access: a refresh token, so the app keeps access while the member is away.
 * Unknown scope names are dropped, as OpenID Connect asks.
 */
export const SCOPES = ['openid', 'profile', 'phone', 'company', 'offline_access'] as const;
export type Scope = (typeof SCOPES)[number];

export function parseScope(scope: string | undefined): Scope[] {
  const asked = new Set((scope ?? '').split(' ').filter(Boolean));
  return SCOPES.filter((s) => asked.has(s));
}

export const scopeText = (scopes: readonly string[]) => scopes.join(' ');

export function covers(granted: string, asked: readonly string[]): boolean {
  const have = new Set(granted.split(' ').filter(Boolean));
  return asked.every((s) => have.has(s));
}
