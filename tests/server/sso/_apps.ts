import { createHash, randomBytes } from 'node:crypto';
import { apps } from '#server/db/schema';
import { hashToken } from '#server/gateway/session';
import type { TestServer } from '../../helpers/server';

/** Registered apps for the provider tests: one confidential (with a secret), one public. */
export const CONF = { appId: 'conf-app', secret: 'conf-secret-0123456789abcdefghij', redirect: 'https://app.example.com/cb' };
export const PUB = { appId: 'pub-app', redirect: 'https://pub.example.com/cb' };

export async function registerApps(s: TestServer, extraRedirects: Record<string, string[]> = {}) {
  await s.database.db.insert(apps).values([
    { appId: CONF.appId, name: 'Confidential App', redirectUris: [CONF.redirect, ...(extraRedirects[CONF.appId] ?? [])], secretHash: hashToken(CONF.secret) },
    { appId: PUB.appId, name: 'Public App', redirectUris: [PUB.redirect, ...(extraRedirects[PUB.appId] ?? [])] },
  ]);
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** POST /oauth/token with a form body; `basic` sends client_secret_basic. */
export async function tokenRequest(s: TestServer, form: Record<string, string>, basic?: { id: string; secret: string }) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(basic ? { authorization: `Basic ${Buffer.from(`${encodeURIComponent(basic.id)}:${encodeURIComponent(basic.secret)}`).toString('base64')}` } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function userinfo(s: TestServer, accessToken: string) {
  const res = await s.app.inject({ method: 'GET', url: '/oauth/userinfo', headers: { authorization: `Bearer ${accessToken}` } });
  return { status: res.statusCode, body: res.json() };
}
