import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from '../../helpers/server';

/**
 * Drives the gateway's OpenID Connect sign-in through the stand-in IdP with fastify.inject, as a
 * browser would: two cookie jars (the portal's host and the IdP's host), redirects followed by hand.
 */

export class Jar {
  private cookies = new Map<string, string>();
  take(res: LightMyRequestResponse) {
    const raw = res.headers['set-cookie'];
    for (const c of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(i + 1));
    }
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface Flow {
  portal: Jar;
  idp: Jar;
  /** The authorization URL the portal sent the browser to. */
  authorizeUrl: URL;
}

async function get(s: TestServer, url: URL, jar: Jar) {
  const res = await s.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: url.host, cookie: jar.header() } });
  jar.take(res);
  return res;
}

/** GET /auth/oidc/start: the answer, and the flow when it went to the provider. */
export async function start(s: TestServer, q: { provider?: string; redirect?: string }, portal = new Jar()) {
  const search = new URLSearchParams({ provider: q.provider ?? 'demo', ...(q.redirect ? { redirect: q.redirect } : {}) });
  const res = await get(s, new URL(`http://localhost/auth/oidc/start?${search}`), portal);
  return { res, flow: res.statusCode === 302 && !String(res.headers.location).startsWith('/') ? { portal, idp: new Jar(), authorizeUrl: new URL(String(res.headers.location)) } : null };
}

/** At the stand-in: the login page, then the chosen user; answers the callback URL the provider sends the browser to. */
export async function signInAtProvider(s: TestServer, flow: Flow, user: string): Promise<URL> {
  let res = await get(s, flow.authorizeUrl, flow.idp);
  let at = new URL(String(res.headers.location), flow.authorizeUrl);
  if (!at.pathname.includes('/interaction/')) throw new Error(`authorize went to ${at.href}: ${res.body}`);
  at.searchParams.set('user', user);
  res = await get(s, at, flow.idp);
  // interaction -> resume at /auth/<uid> -> the client's redirect_uri
  for (let i = 0; i < 5; i++) {
    at = new URL(String(res.headers.location), at);
    if (at.pathname === '/auth/oidc/callback') return at;
    res = await get(s, at, flow.idp);
    if (res.statusCode < 300 || res.statusCode >= 400) throw new Error(`provider answered ${res.statusCode}: ${res.body}`);
  }
  throw new Error('no callback');
}

/** The browser arrives at the portal's callback; answers where the portal sent it. */
export async function arrive(s: TestServer, flow: Flow, callback: URL): Promise<string> {
  const res = await get(s, callback, flow.portal);
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** A whole sign-in at the provider as `user`, back at the portal: where the browser lands. */
export async function roundTrip(s: TestServer, user: string, redirect = '/news', portal = new Jar()) {
  const { flow } = await start(s, { redirect }, portal);
  if (!flow) throw new Error('start did not go to the provider');
  const callback = await signInAtProvider(s, flow, user);
  return { flow, callback, landed: await arrive(s, flow, callback) };
}
