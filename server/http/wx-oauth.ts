import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { recordOutbox } from '../adapters/outbox';
import { registerWeChatStandIn, STANDIN_PREFIX } from '../adapters/wechat/stand-in';
import { WeChatError, type Fetcher, type OAuthScope } from '../adapters/wechat/wechat';
import type { Deps } from '../deps';
import { sameText, signer } from '../domains/wechat/signing';
import { issueTicket, revokeTicket, TICKET_TTL_MS } from '../domains/wechat/ticket';
import { rememberWeChatUser } from '../domains/wechat/users';
import { WX_TICKET_COOKIE, wxTicketCookie } from '../gateway/wx-ticket-cookie';
import { cookieOf } from './cookies';

/**
 * Gateway-owned WeChat sign-in (web-page OAuth):
 *
 * GET /auth/wx/start?redirect=<same-origin path>&scope=userinfo
 *   sends the browser to WeChat's authorize URL: snsapi_base (silent) unless scope=userinfo
 *   (the page needs the nickname and avatar). `state` is [A-Za-z0-9] as WeChat requires:
 *   nonce + expiry + HMAC. The nonce, redirect and scope also go into an HttpOnly cookie,
 *   so the callback only accepts the state this browser started (no login CSRF).
 *   A redirect that is not a same-origin path is replaced by /mobile.
 *
 * GET /auth/wx/callback?code=&state=
 *   checks the state against the cookie, exchanges the code (single use, 5 minutes:
 *   40029 / 40163 are told apart), fetches the user info for snsapi_userinfo, and keeps
 *   the open id and union id in cookies (spec section 3; not secret, pages read them) and a new
 *   WeChat ticket in an HttpOnly cookie (decision 0006; the ticket this browser held before is
 *   revoked) before returning to the redirect. Failures and snapshot-mode users go to
 *   /wx/openid?wxError=<reason> (with the redirect), which explains and offers to try again.
 */

const HOME = '/mobile';
const OAUTH_COOKIE = 'wx_oauth';
const STATE_TTL_S = 600;
const ERROR_PAGE = '/wx/openid';
/** The open id and union id cookies (spec section 3). */
const IDENTITY_TTL_S = 30 * 86400;
/** The JS-readable signed ticket of before decision 0006: cleared where it is still around. */
const LEGACY_TICKET_COOKIE = 'wxTicket';

export type WxErrorReason = 'state' | 'expired' | 'used' | 'denied' | 'snapshot' | 'wechat';

interface OAuthCookie {
  n: string;
  r: string;
  s: OAuthScope;
}

export function registerWeChatAuth(app: FastifyInstance, deps: Deps) {
  const { wx, port, production, topDomain } = deps.config;
  const sign = signer(wx.secret);

  // The stand-in answers only outside production; its base URLs are the configuration's defaults.
  if (!production) registerWeChatStandIn(app, { appId: wx.appId, secret: wx.secret, hosts: wx.jssdkHosts, clock: deps.clock, record: (m) => recordOutbox(deps.db, m) });
  deps.adapters.wechat.useFetcher(loopbackFetcher(app, port));

  const cookie = (name: string, value: string, maxAge: number, httpOnly: boolean, req: FastifyRequest) =>
    [
      `${name}=${encodeURIComponent(value)}`,
      'Path=/',
      `Max-Age=${maxAge}`,
      'SameSite=Lax',
      ...(httpOnly ? ['HttpOnly'] : []),
      ...(req.protocol === 'https' ? ['Secure'] : []),
      ...(topDomain && (req.hostname === topDomain || req.hostname.endsWith(`.${topDomain}`)) ? [`Domain=${topDomain}`] : []),
    ].join('; ');
  // The ticket is a credential: HttpOnly, Secure in production (whatever a proxy reports), and
  // host-only (only this gateway reads it, other sites on the top domain never need it).
  const ticketCookie = (value: string, maxAge: number, req: FastifyRequest) =>
    [`${WX_TICKET_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', 'HttpOnly', ...(production || req.protocol === 'https' ? ['Secure'] : [])].join('; ');

  const fail = (reply: FastifyReply, reason: WxErrorReason, redirect: string) => reply.redirect(`${ERROR_PAGE}?wxError=${reason}&redirect=${encodeURIComponent(redirect)}`, 302);

  app.get<{ Querystring: { redirect?: string; scope?: string } }>('/auth/wx/start', async (req, reply) => {
    const redirect = safeRedirect(req.query.redirect, HOME);
    const scope: OAuthScope = req.query.scope === 'userinfo' ? 'snsapi_userinfo' : 'snsapi_base';
    const nonce = randomBytes(16).toString('hex');
    const exp = (Math.floor(deps.clock.now().getTime() / 1000) + STATE_TTL_S).toString(16);
    const state = `${nonce}${exp}${sign.hex(`state.${nonce}.${exp}`)}`;
    const value: OAuthCookie = { n: nonce, r: redirect, s: scope };
    const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
    reply.header('set-cookie', cookie(OAUTH_COOKIE, `${payload}.${sign.b64(`oauth.${payload}`)}`, STATE_TTL_S, true, req));
    reply.header('cache-control', 'no-store');
    const callback = `${req.protocol}://${req.host}/auth/wx/callback`;
    return reply.redirect(deps.adapters.wechat.authorizeUrl(callback, scope, state), 302);
  });

  app.get<{ Querystring: { code?: string; state?: string } }>('/auth/wx/callback', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const started = readOAuthCookie(cookieOf(req.headers.cookie, OAUTH_COOKIE));
    const redirect = started?.r ?? HOME;
    // The cookie is spent whatever happens next.
    reply.header('set-cookie', cookie(OAUTH_COOKIE, '', 0, true, req));
    if (!started || !validState(req.query.state, started.n)) return fail(reply, 'state', redirect);
    // WeChat omits the code when the user refused (snsapi_userinfo).
    if (!req.query.code) return fail(reply, 'denied', redirect);

    let grant;
    try {
      grant = await deps.adapters.wechat.exchangeCode(req.query.code);
    } catch (err) {
      if (err instanceof WeChatError && err.errcode === 40163) return fail(reply, 'used', redirect);
      if (err instanceof WeChatError && err.errcode === 40029) return fail(reply, 'expired', redirect);
      req.log.warn({ err }, 'WeChat code exchange failed');
      return fail(reply, 'wechat', redirect);
    }
    if (grant.snapshotUser) return fail(reply, 'snapshot', redirect);

    const now = deps.clock.now();
    let profile: { nickname?: string; avatarUrl?: string } = {};
    if (grant.scope.includes('snsapi_userinfo')) {
      try {
        const info = await deps.adapters.wechat.userInfo(grant.accessToken, grant.openid);
        profile = { nickname: info.nickname.slice(0, 64), avatarUrl: info.avatarUrl.slice(0, 2000) };
      } catch (err) {
        // Signing in does not need the nickname; the page asks again if it must.
        req.log.warn({ err }, 'WeChat userinfo failed');
      }
    }
    // Without an open-platform binding WeChat sends no union id; the open id then stands for it.
    const unionid = grant.unionid ?? grant.openid;
    await rememberWeChatUser(deps.db, now, { openid: grant.openid, unionid, ...profile });
    await revokeTicket(deps.db, now, wxTicketCookie(req.headers.cookie));
    const ticket = await issueTicket(deps.db, now, { openid: grant.openid, unionid });
    // Fastify appends set-cookie values: these join the cleared state cookie.
    reply.header('set-cookie', [
      cookie('openid', grant.openid, IDENTITY_TTL_S, false, req),
      cookie('unionid', unionid, IDENTITY_TTL_S, false, req),
      ticketCookie(ticket, TICKET_TTL_MS / 1000, req),
      ...(cookieOf(req.headers.cookie, LEGACY_TICKET_COOKIE) !== null ? [cookie(LEGACY_TICKET_COOKIE, '', 0, false, req)] : []),
    ]);
    return reply.redirect(redirect, 302);
  });

  function validState(state: string | undefined, nonce: string): boolean {
    if (!state || !/^[a-f0-9]{40,80}$/.test(state)) return false;
    const n = state.slice(0, 32);
    const exp = state.slice(32, state.length - 32);
    const mac = state.slice(state.length - 32);
    if (!sameText(mac, sign.hex(`state.${n}.${exp}`))) return false;
    if (parseInt(exp, 16) * 1000 <= deps.clock.now().getTime()) return false;
    return sameText(n, nonce);
  }

  function readOAuthCookie(raw: string | null): OAuthCookie | null {
    if (!raw) return null;
    const [payload, mac] = raw.split('.');
    if (!payload || !mac || !sameText(mac, sign.b64(`oauth.${payload}`))) return null;
    try {
      const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthCookie;
      return typeof v.n === 'string' && typeof v.r === 'string' ? { ...v, r: safeRedirect(v.r, HOME) } : null;
    } catch {
      return null;
    }
  }
}

/**
 * WeChat calls to this gateway's own stand-in run in-process (app.inject): tests have no
 * listening port, and development saves a network hop. Any other base URL (WeChat itself)
 * goes over the network.
 */
function loopbackFetcher(app: FastifyInstance, port: number): Fetcher {
  return async (url, init) => {
    const u = new URL(url);
    const own = (u.hostname === '127.0.0.1' || u.hostname === 'localhost') && Number(u.port || 80) === port && u.pathname.startsWith(`${STANDIN_PREFIX}/`);
    if (own) {
      const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET' | 'POST', url: u.pathname + u.search, headers: init?.headers, payload: init?.body });
      return { status: res.statusCode, json: async () => res.json() as unknown };
    }
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    return { status: res.status, json: () => res.json() as Promise<unknown> };
  };
}
