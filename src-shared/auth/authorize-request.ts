/**
 * The authorization request of /oauth/authorize (OpenID Connect Core 3.1.2.1) and of
 * /industryApp/auth (the spec's appId/redirectUri form), read from the query. The gateway is the
 * authority (memberAuth/getCode checks the app, the exact redirect URI and PKCE again); this only
 * decides what the page shows and where an answer may be sent.
 *
 * Until the app and its redirect URI are known good, nothing is redirected (an error page instead);
 * after that, errors go back to the app as ?error=…&state=… (RFC 6749 4.1.2.1).
 */

export type Mode = 'oidc' | 'industry';

export type OAuthErrorCode = 'invalid_request' | 'unsupported_response_type' | 'invalid_scope' | 'access_denied' | 'login_required' | 'consent_required';

export interface AuthorizeRequest {
  appId: string;
  /** As sent; null when absent (the industry form then takes the app's first registered URI). */
  redirectUri: string | null;
  scope?: string;
  state: string | null;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256';
  prompt: Set<string>;
  /** An error to send back to the app once its redirect URI is confirmed. */
  problem: OAuthErrorCode | null;
}

const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function readAuthorizeRequest(mode: Mode, q: URLSearchParams): AuthorizeRequest {
  const get = (name: string) => q.get(name) ?? undefined;
  const appId = (mode === 'oidc' ? get('client_id') : (get('appId') ?? get('client_id'))) ?? '';
  const redirectUri = (mode === 'oidc' ? get('redirect_uri') : (get('redirectUri') ?? get('redirect_uri'))) ?? null;
  const challenge = get('code_challenge');
  const method = get('code_challenge_method');
  const scope = get('scope');
  const prompt = new Set((get('prompt') ?? '').split(' ').filter(Boolean));
  let problem: OAuthErrorCode | null = null;
  if (mode === 'oidc') {
    if (get('response_type') !== 'code') problem = 'unsupported_response_type';
    else if (!(scope ?? '').split(' ').includes('openid')) problem = 'invalid_scope';
    else if (challenge !== undefined && (method !== 'S256' || !S256_CHALLENGE.test(challenge))) problem = 'invalid_request';
    else if (challenge === undefined && method !== undefined) problem = 'invalid_request';
    else if (prompt.has('none') && prompt.size > 1) problem = 'invalid_request';
    // A request object or a repeated parameter is not taken.
    else if (get('request') !== undefined || get('request_uri') !== undefined) problem = 'invalid_request';
    else if ([...new Set(q.keys())].some((k) => q.getAll(k).length > 1)) problem = 'invalid_request';
  }
  return {
    appId,
    redirectUri,
    scope: mode === 'oidc' ? scope : undefined,
    state: q.get('state'),
    nonce: mode === 'oidc' ? get('nonce') : undefined,
    codeChallenge: mode === 'oidc' ? challenge : undefined,
    codeChallengeMethod: mode === 'oidc' && challenge ? 'S256' : undefined,
    prompt,
    problem,
  };
}

/** The answer to the app: its registered URI with the code (or error) and the state added. */
export function answerUrl(redirectUri: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** The scopes the consent screen lists (the ones the gateway grants), in its order. */
export function shownScopes(mode: Mode, scope: string | undefined): string[] {
  if (mode === 'industry') return ['profile', 'company'];
  const asked = new Set((scope ?? '').split(' '));
  return ['openid', 'profile', 'phone', 'company', 'offline_access'].filter((s) => asked.has(s));
}
