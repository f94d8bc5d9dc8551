import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { startTestServer, type TestServer } from '../../helpers/server';
import { personLogin } from '../account/_flow';
import { CONF, pkce, PUB, registerApps, tokenRequest, userinfo } from './_apps';
import { ErrorCode } from '#shared/contract/errors';
import * as ssoCmds from '#shared/contract/sso';

/**
 * The portal as authorisation server, attacked: redirect URIs compared exactly, codes single use
 * and 60 seconds, PKCE S256, consent revocation, client authentication (decision 0023).
 */

let s: TestServer;
let token: string;
const ISSUER = 'https://portal.example.com';

beforeAll(async () => {
  s = await startTestServer({ OIDC_ISSUER: ISSUER });
  await registerApps(s, { [CONF.appId]: ['https://app.example.com/other'] });
  token = (await personLogin(s, '13800000002', 'Demo@1234')).token;
});
afterAll(async () => {
  await s?.close();
});

const getCode = (p: Record<string, unknown>, t = token) => s.call(ssoCmds.getCode, p, { token: t, lang: 'en' });

async function confCode(extra: Record<string, unknown> = {}) {
  const r = await getCode({ appId: CONF.appId, redirectUri: CONF.redirect, scope: 'openid profile', ...extra });
  expect(r.error, JSON.stringify(r.error)).toBeUndefined();
  return r.response.code as string;
}

const confGrant = (code: string, extra: Record<string, string> = {}) => tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: CONF.redirect, ...extra }, { id: CONF.appId, secret: CONF.secret });

describe('redirect URIs match exactly', () => {
  it.each([
    'https://app.example.com/cb/',
    'https://app.example.com/cbx',
    'https://app.example.com/cb/x',
    'https://app.example.com/cb/../cb',
    'https://app.example.com/cb?next=1',
    'https://app.example.com/cb#frag',
    'https://app.example.com:443/cb',
    'https://APP.example.com/cb',
    'http://app.example.com/cb',
    'https://app.example.com.evil.example/cb',
    'https://evil.example/?https://app.example.com/cb',
    'https://app.example.com/c',
  ])('getCode refuses %s (1003) and issues nothing', async (redirectUri) => {
    const r = await getCode({ appId: CONF.appId, redirectUri, scope: 'openid' });
    expect(r.error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: 'This redirect address is not registered for the application', field: 'redirectUri' });
  });

  it('a code is redeemed only with the redirect URI it was issued for (another registered one, a trailing slash: invalid_grant)', async () => {
    for (const other of ['https://app.example.com/other', `${CONF.redirect}/`, CONF.redirect.slice(0, -1)]) {
      const code = await confCode();
      const r = await tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: other }, { id: CONF.appId, secret: CONF.secret });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'invalid_grant' });
      // The failed attempt spent it.
      expect((await confGrant(code)).body).toMatchObject({ error: 'invalid_grant' });
    }
  });
});

describe('codes are single use and live 60 seconds', () => {
  it('a replayed code is refused and revokes the access token the first exchange got', async () => {
    const code = await confCode();
    const first = await confGrant(code);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await userinfo(s, first.body.access_token)).status).toBe(200);
    const replay = await confGrant(code);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await userinfo(s, first.body.access_token)).toMatchObject({ status: 401, body: { error: 'invalid_token' } });
  });

  it('two concurrent exchanges: exactly one wins', async () => {
    const code = await confCode();
    const results = await Promise.all([confGrant(code), confGrant(code), confGrant(code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('a code 61 seconds old is refused; at 59 seconds it still works', async () => {
    const late = await confCode();
    const inTime = await confCode();
    s.app.deps.clock.advance(59_000);
    expect((await confGrant(inTime)).status).toBe(200);
    s.app.deps.clock.advance(2_000);
    expect(await confGrant(late)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('the spec exchange (sso/validate/authcode) also refuses a code after 60 seconds', async () => {
    const code = (await getCode({ appId: PUB.appId, redirectUri: PUB.redirect })).response.code;
    s.app.deps.clock.advance(61_000);
    expect((await s.call(ssoCmds.validateAuthCode, { source: PUB.appId, code })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'code' });
  });
});

describe('PKCE (S256)', () => {
  it('a wrong or missing verifier is refused and spends the code; the right one works', async () => {
    const { verifier, challenge } = pkce();
    const wrong = await confCode({ codeChallenge: challenge, codeChallengeMethod: 'S256' });
    expect(await confGrant(wrong, { code_verifier: pkce().verifier })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await confGrant(wrong, { code_verifier: verifier })).body).toMatchObject({ error: 'invalid_grant' });
    const missing = await confCode({ codeChallenge: challenge, codeChallengeMethod: 'S256' });
    expect((await confGrant(missing)).body).toMatchObject({ error: 'invalid_grant' });
    const right = await confCode({ codeChallenge: challenge, codeChallengeMethod: 'S256' });
    expect((await confGrant(right, { code_verifier: verifier })).status).toBe(200);
  });

  it('a verifier for a code issued without a challenge is refused (no downgrade)', async () => {
    const code = await confCode();
    expect((await confGrant(code, { code_verifier: pkce().verifier })).body).toMatchObject({ error: 'invalid_grant' });
  });

  it('plain, or a challenge without its method, is refused at issue; a public client must send a challenge', async () => {
    const { challenge } = pkce();
    expect((await getCode({ appId: CONF.appId, redirectUri: CONF.redirect, codeChallenge: challenge, codeChallengeMethod: 'plain' })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'codeChallengeMethod',
    });
    expect((await getCode({ appId: CONF.appId, redirectUri: CONF.redirect, codeChallenge: challenge })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'codeChallengeMethod' });
    expect((await getCode({ appId: PUB.appId, redirectUri: PUB.redirect, scope: 'openid' })).error).toEqual({
      errorCode: ErrorCode.invalidParams,
      errorInfo: 'This application must send a code challenge (PKCE)',
      field: 'codeChallenge',
    });
  });

  it('a public client redeems with client_id and the verifier, no secret', async () => {
    const { verifier, challenge } = pkce();
    const code = (await getCode({ appId: PUB.appId, redirectUri: PUB.redirect, scope: 'openid', codeChallenge: challenge, codeChallengeMethod: 'S256' })).response.code;
    const bad = await tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: PUB.redirect, client_id: PUB.appId, code_verifier: pkce().verifier });
    expect(bad.body).toMatchObject({ error: 'invalid_grant' });
    const code2 = (await getCode({ appId: PUB.appId, redirectUri: PUB.redirect, scope: 'openid', codeChallenge: challenge, codeChallengeMethod: 'S256' })).response.code;
    const ok = await tokenRequest(s, { grant_type: 'authorization_code', code: code2, redirect_uri: PUB.redirect, client_id: PUB.appId, code_verifier: verifier });
    expect(ok.status).toBe(200);
    expect(decodeJwt(ok.body.id_token)).toMatchObject({ iss: ISSUER, aud: PUB.appId, sub: 'M10000002' });
  });

  it('the spec exchange checks the verifier too', async () => {
    const { verifier, challenge } = pkce();
    const p = { appId: PUB.appId, redirectUri: PUB.redirect, codeChallenge: challenge, codeChallengeMethod: 'S256' };
    const a = (await getCode(p)).response.code;
    expect((await s.call(ssoCmds.validateAuthCode, { source: PUB.appId, code: a, codeVerifier: pkce().verifier })).error?.errorCode).toBe(ErrorCode.refused);
    const b = (await getCode(p)).response.code;
    expect((await s.call(ssoCmds.validateAuthCode, { source: PUB.appId, code: b })).error?.errorCode).toBe(ErrorCode.refused);
    const c = (await getCode(p)).response.code;
    expect((await s.call(ssoCmds.validateAuthCode, { source: PUB.appId, code: c, codeVerifier: verifier })).response).toMatchObject({ memberCode: 'M10000002' });
  });
});

describe('client authentication and code binding', () => {
  it('a wrong secret, a missing secret, or a secret from a public client: 401 invalid_client', async () => {
    const code = await confCode();
    const wrong = await tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: CONF.redirect }, { id: CONF.appId, secret: 'nope' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic/);
    expect((await tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: CONF.redirect, client_id: CONF.appId })).status).toBe(401);
    expect((await tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: PUB.redirect, client_id: PUB.appId, client_secret: 'x' })).status).toBe(401);
    // Client authentication failed before the code was looked at: it is still good.
    expect((await confGrant(code)).status).toBe(200);
  });

  it("one app cannot redeem another's code; client_secret_post works; repeated parameters are refused", async () => {
    const { challenge, verifier } = pkce();
    const code = await confCode({ codeChallenge: challenge, codeChallengeMethod: 'S256' });
    const other = await tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: CONF.redirect, client_id: PUB.appId, code_verifier: verifier });
    expect(other.body).toMatchObject({ error: 'invalid_grant' });
    const code2 = await confCode();
    const post = await tokenRequest(s, { grant_type: 'authorization_code', code: code2, redirect_uri: CONF.redirect, client_id: CONF.appId, client_secret: CONF.secret });
    expect(post.status).toBe(200);
    const res = await s.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=authorization_code&code=a&code=b&redirect_uri=x&client_id=${CONF.appId}&client_secret=${CONF.secret}`,
    });
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
    expect((await tokenRequest(s, { grant_type: 'password', username: 'a' }, { id: CONF.appId, secret: CONF.secret })).body).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('an OpenID Connect code is not a portal login: sso/validate/authcode refuses it', async () => {
    const code = await confCode();
    expect((await s.call(ssoCmds.validateAuthCode, { source: CONF.appId, code })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });

  it('a JSON body at the token endpoint is refused without a stack', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'authorization_code' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('consent is remembered per app and revocable', () => {
  it('after a code the app is listed and consented; revoking kills its tokens and unused codes and asks again', async () => {
    const member = await personLogin(s, '13800000003', 'Demo@1234');
    const t = member.token;
    expect((await s.call(ssoCmds.getAppInfo, { appId: CONF.appId, scope: 'openid profile' }, { token: t })).response.consented).toBe(false);
    const used = (await getCode({ appId: CONF.appId, redirectUri: CONF.redirect, scope: 'openid profile' }, t)).response.code;
    const unused = (await getCode({ appId: CONF.appId, redirectUri: CONF.redirect, scope: 'openid' }, t)).response.code;
    const info = await s.call(ssoCmds.getAppInfo, { appId: CONF.appId, scope: 'openid profile' }, { token: t });
    expect(info.response.consented).toBe(true);
    // A wider request than what was allowed asks again.
    expect((await s.call(ssoCmds.getAppInfo, { appId: CONF.appId, scope: 'openid phone' }, { token: t })).response.consented).toBe(false);
    const list = await s.call(ssoCmds.authorizedApps, {}, { token: t });
    expect(list.response).toEqual([{ appId: CONF.appId, name: 'Confidential App', scopes: ['openid', 'profile'], grantedAt: expect.any(String) }]);
    const granted = await confGrant(used);
    expect((await userinfo(s, granted.body.access_token)).body).toMatchObject({ sub: member.memberCode, name: expect.any(String) });

    expect((await s.call(ssoCmds.revokeApp, { appId: CONF.appId }, { token: t })).response).toEqual({ revoked: true });
    expect(await userinfo(s, granted.body.access_token)).toMatchObject({ status: 401, body: { error: 'invalid_token' } });
    expect((await confGrant(unused)).body).toMatchObject({ error: 'invalid_grant' });
    expect((await s.call(ssoCmds.getAppInfo, { appId: CONF.appId, scope: 'openid' }, { token: t })).response.consented).toBe(false);
    expect((await s.call(ssoCmds.authorizedApps, {}, { token: t })).response).toEqual([]);
    expect((await s.call(ssoCmds.revokeApp, { appId: CONF.appId }, { token: t })).response).toEqual({ revoked: false });
    // Another member's consent is untouched.
    expect((await s.call(ssoCmds.getAppInfo, { appId: CONF.appId, scope: 'openid' }, { token })).response.consented).toBe(true);
  });

  it('the listing and revoking need a member session', async () => {
    expect((await s.call(ssoCmds.authorizedApps, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(ssoCmds.revokeApp, { appId: CONF.appId })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});

describe('discovery and keys', () => {
  it('publishes the endpoints and public keys only; a second process on the same database signs with the same key', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' })).json();
    expect(doc).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/oauth/authorize`,
      token_endpoint: `${ISSUER}/oauth/token`,
      userinfo_endpoint: `${ISSUER}/oauth/userinfo`,
      jwks_uri: `${ISSUER}/oauth/jwks`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = (await s.app.inject({ method: 'GET', url: '/oauth/jwks' })).json();
    expect(jwks.keys).toHaveLength(1);
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(jwks.keys[0]).not.toHaveProperty(member);
    const other = await startTestServer({ OIDC_ISSUER: ISSUER }, { database: s.database });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/oauth/jwks' })).json()).toEqual(jwks);
      const code = await confCode();
      const r = await tokenRequest(other, { grant_type: 'authorization_code', code, redirect_uri: CONF.redirect }, { id: CONF.appId, secret: CONF.secret });
      expect(decodeProtectedHeader(r.body.id_token).kid).toBe(jwks.keys[0].kid);
    } finally {
      await other.close();
    }
  });
});

describe('registering an app', () => {
  it('takes exact https (or loopback http) URIs, makes a secret for a confidential app, and rotates it on re-registration', async () => {
    const { registerApp } = await import('#server/domains/sso/register');
    const db = s.database.db;
    for (const bad of ['http://app.example.com/cb', 'https://app.example.com/cb#x', '/cb', 'javascript:alert(1)', 'https://u:p@app.example.com/cb']) {
      await expect(registerApp(db, { appId: 'reg-app', name: 'Reg', redirectUris: [bad], confidential: true })).rejects.toThrow(/redirect URI/);
    }
    const first = await registerApp(db, { appId: 'reg-app', name: 'Reg', redirectUris: ['https://reg.example.com/cb', 'http://127.0.0.1:3000/cb'], confidential: true });
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const code = (await getCode({ appId: 'reg-app', redirectUri: 'https://reg.example.com/cb', scope: 'openid' })).response.code;
    const second = await registerApp(db, { appId: 'reg-app', name: 'Reg', redirectUris: ['https://reg.example.com/cb'], confidential: true });
    const grant = (secret: string) => tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: 'https://reg.example.com/cb' }, { id: 'reg-app', secret });
    expect((await grant(first.secret!)).status).toBe(401);
    expect((await grant(second.secret!)).status).toBe(200);
    expect((await registerApp(db, { appId: 'reg-pub', name: 'Reg public', redirectUris: ['https://reg.example.com/cb'], confidential: false })).secret).toBeNull();
  });
});

describe('production keys', () => {
  it('production imports the configured key at start: key material that does not import stops the start', async () => {
    const bad = JSON.stringify({ keys: [{ kty: 'EC', crv: 'P-256', x: 'AAAA', y: 'AAAA', d: 'AAAA', kid: 'broken' }] });
    await expect(startTestServer({ NODE_ENV: 'production', OIDC_ISSUER: ISSUER, OIDC_SIGNING_KEYS: bad }, { database: s.database })).rejects.toThrow();
    const { generateKeyPairSync } = await import('node:crypto');
    const good = JSON.stringify({ keys: [{ ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }), kid: 'prod-1' }] });
    const prod = await startTestServer({ NODE_ENV: 'production', OIDC_ISSUER: ISSUER, OIDC_SIGNING_KEYS: good }, { database: s.database });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/oauth/jwks' })).json().keys.map((k: { kid: string; alg: string }) => [k.kid, k.alg])).toEqual([['prod-1', 'ES256']]);
    } finally {
      await prod.close();
    }
  });
});
