import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRefreshTokens } from '#server/db/schema';
import { hashToken } from '#server/gateway/session';
import { startTestServer, type TestServer } from '../../helpers/server';
import { mobiles, PASSWORD, personLogin, registerPersonal } from '../account/_flow';
import { CONF, pkce, PUB, registerApps, tokenRequest, userinfo } from './_apps';
import * as accountCmds from '#shared/contract/account';
import * as ssoCmds from '#shared/contract/sso';

/**
 * Refresh tokens (offline_access): issued only when allowed, rotated on every use, single use (a
 * replay revokes the chain: its refresh and access tokens), tied to their app, gone with the
 * consent, and expiring after 30 days.
 */

let s: TestServer;
let token: string;
const ISSUER = 'https://portal.example.com';
const DAY = 86_400_000;

beforeAll(async () => {
  s = await startTestServer({ OIDC_ISSUER: ISSUER });
  await registerApps(s);
  token = (await personLogin(s, '13800000002', 'Demo@1234')).token;
});
afterAll(async () => {
  await s?.close();
});

const conf = { id: CONF.appId, secret: CONF.secret };

async function confTokens(scope = 'openid profile offline_access', memberToken = token) {
  const r = await s.call(ssoCmds.getCode, { appId: CONF.appId, redirectUri: CONF.redirect, scope, nonce: 'n-1' }, { token: memberToken });
  expect(r.error, JSON.stringify(r.error)).toBeUndefined();
  const t = await tokenRequest(s, { grant_type: 'authorization_code', code: r.response.code, redirect_uri: CONF.redirect }, conf);
  expect(t.status, JSON.stringify(t.body)).toBe(200);
  return t.body as { access_token: string; refresh_token?: string; id_token: string; scope: string };
}

const refresh = (refreshToken: string, extra: Record<string, string> = {}, client: { id: string; secret: string } | undefined = conf) =>
  tokenRequest(s, { grant_type: 'refresh_token', refresh_token: refreshToken, ...extra }, client);

describe('issuing', () => {
  it('discovery offers offline_access and the refresh_token grant', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(res.json()).toMatchObject({ scopes_supported: expect.arrayContaining(['offline_access']), grant_types_supported: ['authorization_code', 'refresh_token'] });
  });

  it('no refresh token without offline_access', async () => {
    const t = await confTokens('openid profile');
    expect(t.refresh_token).toBeUndefined();
  });

  it('offline_access: a refresh token, stored hashed, living 30 days', async () => {
    const t = await confTokens();
    expect(t.refresh_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(t.scope).toBe('openid profile offline_access');
    const [row] = await s.database.db
      .select()
      .from(appRefreshTokens)
      .where(eq(appRefreshTokens.tokenHash, hashToken(t.refresh_token!)));
    expect(row).toMatchObject({ appId: CONF.appId, usedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * DAY);
    expect(JSON.stringify(await s.database.db.select().from(appRefreshTokens))).not.toContain(t.refresh_token);
  });
});

describe('rotation and single use', () => {
  it('a refresh answers new access, ID and refresh tokens; the old refresh token is spent', async () => {
    const first = await confTokens();
    const r = await refresh(first.refresh_token!);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body.refresh_token).toBeTruthy();
    expect(r.body.refresh_token).not.toBe(first.refresh_token);
    expect(r.body.access_token).not.toBe(first.access_token);
    const id = decodeJwt(r.body.id_token);
    expect(id).toMatchObject({ iss: ISSUER, aud: CONF.appId, sub: decodeJwt(first.id_token).sub });
    expect(id.nonce).toBeUndefined();
    expect((await userinfo(s, r.body.access_token)).status).toBe(200);
    // The next one of the chain works in turn.
    expect((await refresh(r.body.refresh_token)).status).toBe(200);
  });

  it('a replayed refresh token is refused and revokes the chain: every refresh and access token it issued', async () => {
    const first = await confTokens();
    const second = (await refresh(first.refresh_token!)).body;
    const third = (await refresh(second.refresh_token)).body;
    expect((await userinfo(s, third.access_token)).status).toBe(200);

    // The stolen second token comes back.
    expect(await refresh(second.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await refresh(third.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    for (const access of [first.access_token, second.access_token, third.access_token]) expect((await userinfo(s, access)).status).toBe(401);

    // Another chain of the same member and app is untouched.
    const other = await confTokens();
    expect((await refresh(other.refresh_token!)).status).toBe(200);
  });

  it('two concurrent refreshes with one token: one wins, the other is a replay that revokes the chain', async () => {
    const first = await confTokens();
    const answers = await Promise.all([refresh(first.refresh_token!), refresh(first.refresh_token!)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});

describe('bound to its app, its scope and the consent', () => {
  it("another app cannot use it, and its attempt does not revoke the holder's chain", async () => {
    const t = await confTokens();
    const { verifier } = pkce();
    const byPub = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: t.refresh_token!, client_id: PUB.appId, code_verifier: verifier });
    expect(byPub).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await refresh(t.refresh_token!)).status).toBe(200);
  });

  it('needs client authentication as before; a missing token is invalid_request', async () => {
    const t = await confTokens();
    expect((await refresh(t.refresh_token!, {}, { id: CONF.appId, secret: 'wrong' })).status).toBe(401);
    expect((await tokenRequest(s, { grant_type: 'refresh_token' }, conf)).body).toMatchObject({ error: 'invalid_request' });
    // The failed authentication did not spend it.
    expect((await refresh(t.refresh_token!)).status).toBe(200);
  });

  it('a narrower scope narrows the access token; a wider one is invalid_scope', async () => {
    const t = await confTokens();
    const narrow = await refresh(t.refresh_token!, { scope: 'openid' });
    expect(narrow.body.scope).toBe('openid');
    expect(await userinfo(s, narrow.body.access_token)).toMatchObject({ status: 200, body: { sub: 'M10000002' } });
    expect((await userinfo(s, narrow.body.access_token)).body.name).toBeUndefined();
    // The chain keeps its scope: the next refresh may ask for profile again, but not for phone.
    expect((await refresh(narrow.body.refresh_token, { scope: 'openid phone' })).body).toMatchObject({ error: 'invalid_scope' });
  });

  it('revoking the app in the member centre revokes its refresh tokens', async () => {
    const t = await confTokens();
    expect((await s.call(ssoCmds.revokeApp, { appId: CONF.appId }, { token })).response).toEqual({ revoked: true });
    expect(await refresh(t.refresh_token!)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await s.database.db.select().from(appRefreshTokens).where(eq(appRefreshTokens.appId, CONF.appId))).filter((r) => r.usedAt === null)).toEqual([]);
  });

  it('expires after 30 days', async () => {
    const t = await confTokens();
    s.app.deps.clock.advance(30 * DAY + 1000);
    expect(await refresh(t.refresh_token!)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});

describe('credential changes and logout', () => {
  const nextMobile = mobiles('139');
  async function freshMember() {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    return { mobile, token: (await personLogin(s, mobile, PASSWORD)).token };
  }

  it("a password change ends the apps' access and refresh tokens; the consent stays", async () => {
    const me = await freshMember();
    const t = await confTokens('openid profile offline_access', me.token);
    expect((await s.call(accountCmds.modiPassword, { oldPassword: PASSWORD, newPassword: 'Newer@2345' }, { token: me.token })).response).toEqual({ changed: true });
    expect(await refresh(t.refresh_token!)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await userinfo(s, t.access_token)).status).toBe(401);
    const again = await personLogin(s, me.mobile, 'Newer@2345');
    expect((await s.call(ssoCmds.getCode, { appId: CONF.appId, redirectUri: CONF.redirect, scope: 'openid', nonce: 'n-2' }, { token: again.token })).response).toMatchObject({ code: expect.any(String) });
  });

  it('logout leaves offline access alone: the refresh token still works', async () => {
    const me = await freshMember();
    const t = await confTokens('openid profile offline_access', me.token);
    expect((await s.call(accountCmds.logout, {}, { token: me.token })).response).toEqual({ loggedOut: true });
    expect(await refresh(t.refresh_token!)).toMatchObject({ status: 200 });
  });
});
