import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from '../../helpers/server';

/** Helpers for driving the gateway's WeChat OAuth through the stand-in with fastify.inject. */

export function setCookies(res: LightMyRequestResponse): Record<string, string> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const out: Record<string, string> = {};
  for (const c of list) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    out[pair.slice(0, i)] = decodeURIComponent(pair.slice(i + 1));
  }
  return out;
}

export interface Started {
  /** The authorize URL's query (appid, redirect_uri, scope, state). */
  query: URLSearchParams;
  state: string;
  /** The Cookie header the browser now sends (the HttpOnly state cookie). */
  cookie: string;
}

export async function start(s: TestServer, redirect: string, scope?: 'userinfo'): Promise<Started> {
  const res = await s.app.inject({ method: 'GET', url: `/auth/wx/start?redirect=${encodeURIComponent(redirect)}${scope ? '&scope=userinfo' : ''}` });
  if (res.statusCode !== 302) throw new Error(`start answered ${res.statusCode}`);
  const url = new URL(res.headers.location as string);
  return { query: url.searchParams, state: url.searchParams.get('state')!, cookie: `wx_oauth=${encodeURIComponent(setCookies(res).wx_oauth)}` };
}

/** The tester picks a WeChat user on the stand-in's authorize page; answers the code WeChat sends back. */
export async function pick(s: TestServer, started: Started, user: string): Promise<string> {
  const res = await s.app.inject({ method: 'GET', url: `/wx-standin/open/connect/oauth2/confirm?${started.query.toString()}&user=${user}` });
  if (res.statusCode !== 302) throw new Error(`confirm answered ${res.statusCode}: ${res.body}`);
  return new URL(res.headers.location as string).searchParams.get('code')!;
}

export function callback(s: TestServer, q: { code?: string; state?: string }, cookie?: string) {
  const search = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined) as [string, string][]);
  return s.app.inject({ method: 'GET', url: `/auth/wx/callback?${search.toString()}`, headers: cookie ? { cookie } : {} });
}

/** A full authorisation as `user`: the cookies the callback set (openid, unionid, wx_ticket). */
export async function signInWeChat(s: TestServer, user: string, redirect = '/wx/login'): Promise<Record<string, string>> {
  const started = await start(s, redirect);
  const code = await pick(s, started, user);
  const res = await callback(s, { code, state: started.state }, started.cookie);
  if (res.headers.location !== redirect) throw new Error(`callback went to ${String(res.headers.location)}`);
  return setCookies(res);
}
