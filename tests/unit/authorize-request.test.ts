import { describe, expect, it } from 'vitest';
import { answerUrl, readAuthorizeRequest, shownScopes } from '#shared/auth/authorize-request';

const CH = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const base = { client_id: 'app', redirect_uri: 'https://app.example.com/cb', response_type: 'code', scope: 'openid profile', state: 's1' };
const read = (q: Record<string, string>) => readAuthorizeRequest('oidc', new URLSearchParams(q));

describe('the authorization request of /oauth/authorize', () => {
  it('reads a good request', () => {
    const r = read({ ...base, nonce: 'n', code_challenge: CH, code_challenge_method: 'S256', prompt: 'consent' });
    expect(r).toMatchObject({ appId: 'app', redirectUri: base.redirect_uri, scope: 'openid profile', state: 's1', nonce: 'n', codeChallenge: CH, codeChallengeMethod: 'S256', problem: null });
    expect([...r.prompt]).toEqual(['consent']);
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ response_type: undefined }, 'unsupported_response_type'],
    [{ scope: 'profile' }, 'invalid_scope'],
    [{ code_challenge: CH, code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: CH }, 'invalid_request'],
    [{ code_challenge: 'short', code_challenge_method: 'S256' }, 'invalid_request'],
    [{ code_challenge_method: 'S256' }, 'invalid_request'],
    [{ prompt: 'none consent' }, 'invalid_request'],
    [{ request: 'eyJ...' }, 'invalid_request'],
  ])('%j → %s', (change, problem) => {
    const q = Object.fromEntries(Object.entries({ ...base, ...change }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    expect(read(q).problem).toBe(problem);
  });

  it('a repeated parameter is invalid_request', () => {
    const q = new URLSearchParams(base);
    q.append('redirect_uri', 'https://evil.example/cb');
    expect(readAuthorizeRequest('oidc', q).problem).toBe('invalid_request');
  });

  it("the industry form takes the spec's names and no OpenID Connect checks", () => {
    const r = readAuthorizeRequest('industry', new URLSearchParams({ appId: 'app', redirectUri: 'https://app.example.com/cb' }));
    expect(r).toMatchObject({ appId: 'app', redirectUri: 'https://app.example.com/cb', problem: null, scope: undefined });
    expect(shownScopes('industry', undefined)).toEqual(['profile', 'company']);
  });

  it('answers keep the registered URI and add code/error and state', () => {
    expect(answerUrl('https://app.example.com/cb?tenant=1', { code: 'c', state: 's&x' })).toBe('https://app.example.com/cb?tenant=1&code=c&state=s%26x');
    expect(answerUrl('https://app.example.com/cb', { error: 'access_denied', state: null })).toBe('https://app.example.com/cb?error=access_denied');
    expect(shownScopes('oidc', 'openid phone bogus')).toEqual(['openid', 'phone']);
    expect(shownScopes('oidc', 'offline_access openid')).toEqual(['openid', 'offline_access']);
  });
});
