import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { personLogin } from '../account/_flow';
import { CONF, PUB, registerApps } from './_apps';
import * as accountCmds from '#shared/contract/account';

/**
 * An off-the-shelf relying party (openid-client, written by nobody here) discovers the portal,
 * served by the real gateway on a loopback port, and completes authorization code with PKCE as
 * the app: the member's consent is the call the consent page makes (memberAuth/getCode over
 * HTTP); the ID token's signature is checked against the published JWKS.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function listeningPortal(env: Record<string, string> = {}) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const s = await startTestServer({ OIDC_ISSUER: issuer, ...env });
  await s.app.listen({ port, host: '127.0.0.1' });
  await registerApps(s);
  return { s, issuer };
}

/** What the consent page does after "Allow": memberAuth/getCode with the request's parameters, then the redirect. */
async function consent(issuer: string, memberToken: string, authorizationUrl: URL): Promise<URL> {
  expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${issuer}/oauth/authorize`);
  const q = authorizationUrl.searchParams;
  expect(q.get('response_type')).toBe('code');
  const res = await fetch(`${issuer}/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cmd: 'memberAuth/getCode',
      token: memberToken,
      // Absent parameters stay absent, as the page sends them.
      parameters: Object.fromEntries(
        Object.entries({
          appId: q.get('client_id'),
          redirectUri: q.get('redirect_uri'),
          scope: q.get('scope'),
          codeChallenge: q.get('code_challenge'),
          codeChallengeMethod: q.get('code_challenge_method'),
          nonce: q.get('nonce'),
        }).filter(([, v]) => v !== null),
      ),
    }),
  });
  const body = (await res.json()) as { response?: { code: string; redirectUri: string }; error?: unknown };
  expect(body.error).toBeUndefined();
  const back = new URL(body.response!.redirectUri);
  back.searchParams.set('code', body.response!.code);
  back.searchParams.set('state', q.get('state')!);
  return back;
}

describe('openid-client against the portal (confidential app, client_secret_basic, generated development key)', () => {
  let s: TestServer;
  let issuer: string;
  beforeAll(async () => {
    ({ s, issuer } = await listeningPortal());
  });
  afterAll(async () => {
    await s?.close();
  });

  it('discovers, authorizes with PKCE, checks the signed ID token, fetches userinfo', async () => {
    const config = await client.discovery(new URL(issuer), CONF.appId, CONF.secret, client.ClientSecretBasic(CONF.secret), { execute: [client.allowInsecureRequests] });
    client.enableNonRepudiationChecks(config);
    expect(config.serverMetadata()).toMatchObject({ issuer, code_challenge_methods_supported: ['S256'] });

    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: CONF.redirect,
      scope: 'openid profile phone company',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const member = await s.call(accountCmds.companyLogin, { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' });
    const callback = await consent(issuer, member.response.token, url);

    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: issuer, aud: CONF.appId, sub: 'M10000001', nonce, company_code: 'C10000001', phone_number: '+86 13800000001' });

    // The signature, checked once more with jose against the published keys; a forged payload fails.
    const jwks = createRemoteJWKSet(new URL(`${issuer}/oauth/jwks`));
    const verified = await jwtVerify(tokens.id_token!, jwks, { issuer, audience: CONF.appId });
    expect(verified.protectedHeader.alg).toBe('RS256');
    const [h, , sig] = tokens.id_token!.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'M10000002' })).toString('base64url');
    await expect(jwtVerify(`${h}.${forged}.${sig}`, jwks, { issuer, audience: CONF.appId })).rejects.toThrow(/signature/i);

    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({ sub: 'M10000001', company_code: 'C10000001', preferred_username: 'M10000001' });

    // The same code again: the library reports the server's invalid_grant.
    await expect(client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce })).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a public app (no secret) completes with PKCE alone; a wrong verifier fails in the library', async () => {
    const config = await client.discovery(new URL(issuer), PUB.appId, undefined, client.None(), { execute: [client.allowInsecureRequests] });
    client.enableNonRepudiationChecks(config);
    const member = await personLogin(s, '13800000002', 'Demo@1234');
    const run = async (verifierUsed: (v: string) => string) => {
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(config, { redirect_uri: PUB.redirect, scope: 'openid profile', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state });
      const callback = await consent(issuer, member.token, url);
      return client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifierUsed(verifier), expectedState: state });
    };
    await expect(run(() => client.randomPKCECodeVerifier())).rejects.toMatchObject({ error: 'invalid_grant' });
    const tokens = await run((v) => v);
    expect(tokens.claims()).toMatchObject({ sub: 'M10000002', aud: PUB.appId });
  });
});

describe('openid-client refreshes (offline_access, rotation, replay)', () => {
  let s: TestServer;
  let issuer: string;
  beforeAll(async () => {
    ({ s, issuer } = await listeningPortal());
  });
  afterAll(async () => {
    await s?.close();
  });

  it('discovers offline_access, refreshes with the library (ID token checked), and a replayed refresh token revokes the chain', async () => {
    const config = await client.discovery(new URL(issuer), PUB.appId, undefined, client.None(), { execute: [client.allowInsecureRequests] });
    client.enableNonRepudiationChecks(config);
    expect(config.serverMetadata()).toMatchObject({ scopes_supported: expect.arrayContaining(['offline_access']), grant_types_supported: expect.arrayContaining(['refresh_token']) });

    const member = await personLogin(s, '13800000002', 'Demo@1234');
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: PUB.redirect,
      scope: 'openid profile offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const first = await client.authorizationCodeGrant(config, await consent(issuer, member.token, url), { pkceCodeVerifier: verifier, expectedState: state });
    expect(first.refresh_token).toBeTruthy();

    // The library's refresh: a new access token, a rotated refresh token, an ID token it verifies (same sub).
    const second = await client.refreshTokenGrant(config, first.refresh_token!);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.claims()).toMatchObject({ iss: issuer, aud: PUB.appId, sub: 'M10000002' });
    expect(await client.fetchUserInfo(config, second.access_token, 'M10000002')).toMatchObject({ sub: 'M10000002', preferred_username: 'M10000002' });
    const third = await client.refreshTokenGrant(config, second.refresh_token!);

    // The first refresh token again (a stolen copy): refused, and the chain is gone.
    await expect(client.refreshTokenGrant(config, first.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, third.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(config, third.access_token, 'M10000002')).rejects.toThrow();
  });
});

describe('configured keys and rotation', () => {
  let s: TestServer;
  let issuer: string;
  const jwk = (type: 'ec' | 'rsa', kid: string) => ({
    ...(type === 'ec' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 })).privateKey.export({ format: 'jwk' }),
    kid,
  });
  beforeAll(async () => {
    // The new ES256 key signs; the old RS256 one stays published for the tokens it signed.
    ({ s, issuer } = await listeningPortal({ OIDC_SIGNING_KEYS: JSON.stringify({ keys: [jwk('ec', 'k-2026-11'), jwk('rsa', 'k-2026-05')] }) }));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('publishes both keys and signs with the first; openid-client verifies ES256', async () => {
    const published = (await (await fetch(`${issuer}/oauth/jwks`)).json()) as { keys: { kid: string; alg: string; d?: string }[] };
    expect(published.keys.map((k) => [k.kid, k.alg, k.d])).toEqual([
      ['k-2026-11', 'ES256', undefined],
      ['k-2026-05', 'RS256', undefined],
    ]);
    const config = await client.discovery(new URL(issuer), CONF.appId, { client_secret: CONF.secret, id_token_signed_response_alg: 'ES256' }, undefined, { execute: [client.allowInsecureRequests] });
    client.enableNonRepudiationChecks(config);
    expect(config.serverMetadata().id_token_signing_alg_values_supported).toEqual(['ES256', 'RS256']);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: CONF.redirect, scope: 'openid', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state });
    const member = await personLogin(s, '13800000002', 'Demo@1234');
    const tokens = await client.authorizationCodeGrant(config, await consent(issuer, member.token, url), { pkceCodeVerifier: verifier, expectedState: state });
    expect(decodeProtectedHeader(tokens.id_token!)).toMatchObject({ alg: 'ES256', kid: 'k-2026-11' });
    expect(tokens.claims()!.sub).toBe('M10000002');
  });
});
