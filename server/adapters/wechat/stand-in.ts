import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import { cookieOf } from '../../http/cookies';

/**
 * The WeChat stand-in for development and tests, served by this gateway under
 * /wx-standin/open (the browser side: open.weixin.qq.com) and /wx-standin/api (the server
 * side: api.weixin.qq.com), with WeChat's paths, parameters, error codes and expiries:
 * OAuth codes are single use and live 5 minutes (40029 invalid or expired, 40163 used),
 * access tokens and tickets 7200 s (40001 invalid, 42001 expired).
 *
 * The authorize page lets the tester pick one of several fake WeChat users (or name a new
 * one, so tests can use fresh identities); the choice is remembered in a cookie, as the
 * WeChat client knows its user, so a later snsapi_base authorisation is silent. Its state
 * is WeChat's, not the portal's, so it lives in this process.
 */

export const STANDIN_PREFIX = '/wx-standin';
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 7200;
const USER_COOKIE = 'wxstandin_user';

export interface FakeUser {
  key: string;
  nickname: string;
  /** Opens the page as a Moments snapshot (is_snapshotuser=1, snsapi_base only). */
  snapshot?: boolean;
}

export const FAKE_USERS: FakeUser[] = [
  { key: 'liming', nickname: '李明' },
  { key: 'wangfang', nickname: '王芳' },
  { key: 'alexchen', nickname: 'Alex Chen' },
  { key: 'snapshot', nickname: '朋友圈快照访客', snapshot: true },
];

const idOf = (kind: string, appId: string, key: string) =>
  createHash('sha256')
    .update(`${kind}:${kind === 'union' ? '' : appId}:${key}`)
    .digest('base64url')
    .slice(0, 22);
export const fakeOpenid = (appId: string, key: string) => `o${idOf('open', appId, key)}`;
export const fakeUnionid = (key: string) => `u${idOf('union', '', key)}`;
const avatarOf = (key: string) => `data:image/svg+xml;utf8,${encodeURIComponent(avatarSvg(key))}`;

interface CodeGrant {
  user: FakeUser;
  scope: string;
  expiresAt: number;
  used: boolean;
}
interface TokenGrant {
  user: FakeUser;
  scope: string;
  expiresAt: number;
}

export interface StandInOptions {
  appId: string;
  secret: string;
  /** Hosts a redirect_uri may point to (WeChat's "web authorisation domain"). */
  hosts: string[];
  clock: Clock;
  /** Where it writes what it received (template messages, token grants), for tests and the dev outbox. */
  record?: (m: { kind: 'wechatTemplate' | 'wechatToken'; to: string; body: string }) => Promise<void>;
}

/**
 * Open ids ending in these suffixes get WeChat's refusal of a template message, so tests reach
 * each path: the user unfollowed the account (43004), the account's quota is spent (45009).
 */
export const TEMPLATE_FORCED_ERRORS: Record<string, { errcode: number; errmsg: string }> = {
  _unfollowed: { errcode: 43004, errmsg: 'require subscribe' },
  _ratelimited: { errcode: 45009, errmsg: 'reach max api daily quota limit' },
};
/** After /cgi-bin/token hands out a new token, the previous one still works this long (WeChat's grace). */
const OLD_TOKEN_GRACE_MS = 5 * 60_000;

export function registerWeChatStandIn(app: FastifyInstance, o: StandInOptions) {
  const codes = new Map<string, CodeGrant>();
  const userTokens = new Map<string, TokenGrant>();
  const appTokens = new Map<string, number>();
  const tickets = new Map<string, { ticket: string; expiresAt: number }>();
  let stable: { token: string; expiresAt: number } | null = null;
  const now = () => o.clock.now().getTime();
  const err = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg} rid: ${randomBytes(6).toString('hex')}` });

  /* ---- browser side: /connect/oauth2/authorize ---- */

  type AuthQuery = { appid?: string; redirect_uri?: string; response_type?: string; scope?: string; state?: string; user?: string; name?: string };

  function checkAuthorize(q: AuthQuery): { ok: true; redirect: URL; scope: string } | { ok: false; code: number; text: string } {
    if (q.appid !== o.appId) return { ok: false, code: 10016, text: '不支持的 appid / invalid appid' };
    if (q.response_type !== 'code') return { ok: false, code: 10004, text: 'response_type 错误 / invalid response_type' };
    if (q.scope !== 'snsapi_base' && q.scope !== 'snsapi_userinfo') return { ok: false, code: 10005, text: 'scope 参数错误 / invalid scope' };
    if (q.state !== undefined && !/^[A-Za-z0-9]{0,128}$/.test(q.state)) return { ok: false, code: 10003, text: 'state 参数错误 / invalid state' };
    let redirect: URL;
    try {
      redirect = new URL(q.redirect_uri ?? '');
    } catch {
      return { ok: false, code: 10003, text: 'redirect_uri 参数错误 / invalid redirect_uri' };
    }
    if (!/^https?:$/.test(redirect.protocol) || !o.hosts.includes(redirect.hostname)) {
      return { ok: false, code: 10003, text: 'redirect_uri 域名与后台配置不一致 / redirect_uri domain mismatch' };
    }
    return { ok: true, redirect, scope: q.scope };
  }

  function grantCode(reply: FastifyReply, redirect: URL, scope: string, state: string | undefined, user: FakeUser) {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { user, scope, expiresAt: now() + CODE_TTL_MS, used: false });
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', state ?? '');
    return reply.redirect(redirect.toString(), 302);
  }

  const userByKey = (key: string | undefined): FakeUser | null => {
    if (!key) return null;
    const preset = FAKE_USERS.find((u) => u.key === key);
    if (preset) return preset;
    return /^[A-Za-z0-9_-]{1,40}$/.test(key) ? { key, nickname: key } : null;
  };

  app.get<{ Querystring: AuthQuery }>(`${STANDIN_PREFIX}/open/connect/oauth2/authorize`, async (req, reply) => {
    const checked = checkAuthorize(req.query);
    if (!checked.ok)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(page('微信授权错误', `<p class="err">${checked.code}: ${esc(checked.text)}</p>`));
    // The WeChat client already knows its user: snsapi_base (and non-snapshot) is silent.
    const remembered = userByKey(cookieOf(req.headers.cookie, USER_COOKIE) ?? undefined);
    if (checked.scope === 'snsapi_base' && remembered && !remembered.snapshot) return grantCode(reply, checked.redirect, checked.scope, req.query.state, remembered);
    const base = new URLSearchParams(Object.entries(req.query).filter(([k]) => k !== 'user' && k !== 'name') as [string, string][]);
    const confirm = `${STANDIN_PREFIX}/open/connect/oauth2/confirm?${base.toString()}`;
    const users = FAKE_USERS.filter((u) => !u.snapshot || checked.scope === 'snsapi_base');
    const body = `<p>${checked.scope === 'snsapi_userinfo' ? '网页将获取你的昵称、头像 / The page asks for your nickname and avatar' : '选择一个测试微信用户 / Pick a test WeChat user'}</p>
<ul>${users.map((u) => `<li><a class="user" href="${esc(`${confirm}&user=${u.key}`)}"><img alt="" src="${esc(avatarOf(u.key))}" width="40" height="40">${esc(u.nickname)}</a></li>`).join('')}</ul>
<form method="get" action="${STANDIN_PREFIX}/open/connect/oauth2/confirm">
${[...base.entries()].map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('')}
<label>其他测试用户 / Another test user <input name="user" pattern="[A-Za-z0-9_-]{1,40}" required></label>
<button type="submit">允许 / Allow</button></form>
<p><a href="${esc(`${checked.redirect.toString().split('#')[0]}${checked.redirect.search ? '&' : '?'}state=${encodeURIComponent(req.query.state ?? '')}`)}">拒绝 / Deny</a></p>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('微信授权（模拟） WeChat authorisation (stand-in)', body));
  });

  app.get<{ Querystring: AuthQuery }>(`${STANDIN_PREFIX}/open/connect/oauth2/confirm`, async (req, reply) => {
    const checked = checkAuthorize(req.query);
    const user = userByKey(req.query.user);
    if (!checked.ok || !user)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(page('微信授权错误', `<p class="err">${checked.ok ? 'unknown user' : esc(checked.text)}</p>`));
    if (!user.snapshot) reply.header('set-cookie', `${USER_COOKIE}=${user.key}; Path=${STANDIN_PREFIX}/; SameSite=Lax; Max-Age=2592000`);
    return grantCode(reply, checked.redirect, checked.scope, req.query.state, user);
  });

  /* ---- server side ---- */

  app.get<{ Querystring: Record<string, string | undefined> }>(`${STANDIN_PREFIX}/api/sns/oauth2/access_token`, async (req) => {
    const q = req.query;
    if (q.appid !== o.appId) return err(40013, 'invalid appid');
    if (q.secret !== o.secret) return err(40125, 'invalid appsecret');
    if (q.grant_type !== 'authorization_code') return err(40002, 'invalid grant_type');
    const grant = q.code ? codes.get(q.code) : undefined;
    if (!grant || grant.expiresAt <= now()) return err(40029, 'invalid code');
    if (grant.used) return err(40163, 'code been used');
    grant.used = true;
    const accessToken = randomBytes(24).toString('base64url');
    userTokens.set(accessToken, { user: grant.user, scope: grant.scope, expiresAt: now() + TOKEN_TTL_S * 1000 });
    const snapshot = grant.user.snapshot === true;
    return {
      access_token: accessToken,
      expires_in: TOKEN_TTL_S,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: fakeOpenid(o.appId, grant.user.key),
      scope: grant.scope,
      ...(snapshot ? { is_snapshotuser: 1 } : { unionid: fakeUnionid(grant.user.key) }),
    };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(`${STANDIN_PREFIX}/api/sns/userinfo`, async (req) => {
    const grant = req.query.access_token ? userTokens.get(req.query.access_token) : undefined;
    if (!grant) return err(40001, 'invalid credential, access_token is invalid or not latest');
    if (grant.expiresAt <= now()) return err(42001, 'access_token expired');
    if (grant.scope !== 'snsapi_userinfo') return err(48001, 'api unauthorized');
    if (req.query.openid !== fakeOpenid(o.appId, grant.user.key)) return err(40003, 'invalid openid');
    return {
      openid: req.query.openid,
      nickname: grant.user.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: avatarOf(grant.user.key),
      privilege: [],
      unionid: fakeUnionid(grant.user.key),
    };
  });

  app.post<{ Body: { grant_type?: string; appid?: string; secret?: string; force_refresh?: boolean } | null }>(`${STANDIN_PREFIX}/api/cgi-bin/stable_token`, async (req) => {
    const b = req.body ?? {};
    if (b.grant_type !== 'client_credential') return err(40002, 'invalid grant_type');
    if (b.appid !== o.appId) return err(40013, 'invalid appid');
    if (b.secret !== o.secret) return err(40125, 'invalid appsecret');
    // stable_token: the same token until it expires unless a refresh is forced.
    if (!stable || stable.expiresAt <= now() || b.force_refresh) {
      stable = { token: randomBytes(24).toString('base64url'), expiresAt: now() + TOKEN_TTL_S * 1000 };
      appTokens.set(stable.token, stable.expiresAt);
    }
    return { access_token: stable.token, expires_in: Math.round((stable.expiresAt - now()) / 1000) };
  });

  // /cgi-bin/token: a new token on every call; the one before keeps working for the grace only.
  let classic: string | null = null;
  app.get<{ Querystring: Record<string, string | undefined> }>(`${STANDIN_PREFIX}/api/cgi-bin/token`, async (req) => {
    const q = req.query;
    if (q.grant_type !== 'client_credential') return err(40002, 'invalid grant_type');
    if (q.appid !== o.appId) return err(40013, 'invalid appid');
    if (q.secret !== o.secret) return err(40125, 'invalid appsecret');
    if (classic) appTokens.set(classic, Math.min(appTokens.get(classic) ?? 0, now() + OLD_TOKEN_GRACE_MS));
    classic = randomBytes(24).toString('base64url');
    appTokens.set(classic, now() + TOKEN_TTL_S * 1000);
    await o.record?.({ kind: 'wechatToken', to: o.appId, body: JSON.stringify({ grant: 'client_credential' }) });
    return { access_token: classic, expires_in: TOKEN_TTL_S };
  });

  type TemplateBody = { touser?: unknown; template_id?: unknown; url?: unknown; data?: unknown } | null;
  app.post<{ Querystring: { access_token?: string }; Body: TemplateBody }>(`${STANDIN_PREFIX}/api/cgi-bin/message/template/send`, async (req) => {
    const expiresAt = appTokens.get(req.query.access_token ?? '');
    if (expiresAt === undefined) return err(40001, 'invalid credential, access_token is invalid or not latest');
    if (expiresAt <= now()) return err(42001, 'access_token expired');
    const b = req.body ?? {};
    if (typeof b.touser !== 'string' || !/^[\w-]{1,64}$/.test(b.touser)) return err(40003, 'invalid openid');
    if (typeof b.template_id !== 'string' || !b.template_id.startsWith('TPL_')) return err(40037, 'invalid template_id');
    if (b.url !== undefined && typeof b.url !== 'string') return err(47001, 'data format error');
    const data = b.data;
    if (typeof data !== 'object' || data === null || Object.values(data).some((f) => typeof (f as { value?: unknown })?.value !== 'string')) return err(47001, 'data format error');
    const forced = Object.entries(TEMPLATE_FORCED_ERRORS).find(([suffix]) => (b.touser as string).endsWith(suffix));
    if (forced) return err(forced[1].errcode, forced[1].errmsg);
    await o.record?.({ kind: 'wechatTemplate', to: b.touser, body: JSON.stringify({ templateId: b.template_id, fields: data, link: b.url ?? null }) });
    return { errcode: 0, errmsg: 'ok', msgid: randomInt(1e9, 2e9) };
  });

  app.get<{ Querystring: { access_token?: string; type?: string } }>(`${STANDIN_PREFIX}/api/cgi-bin/ticket/getticket`, async (req) => {
    const token = req.query.access_token ?? '';
    const expiresAt = appTokens.get(token);
    if (expiresAt === undefined) return err(40001, 'invalid credential, access_token is invalid or not latest');
    if (expiresAt <= now()) return err(42001, 'access_token expired');
    if (req.query.type !== 'jsapi') return err(40097, 'invalid args');
    let t = tickets.get(token);
    if (!t || t.expiresAt <= now()) {
      t = { ticket: randomBytes(32).toString('base64url'), expiresAt: now() + TOKEN_TTL_S * 1000 };
      tickets.set(token, t);
    }
    return { errcode: 0, errmsg: 'ok', ticket: t.ticket, expires_in: Math.round((t.expiresAt - now()) / 1000) };
  });
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px 16px;background:#ededed;color:#111}h1{font-size:18px}ul{list-style:none;padding:0}
li{margin:8px 0}.user{display:flex;gap:12px;align-items:center;padding:12px;background:#fff;border-radius:8px;color:#111;text-decoration:none;min-height:44px}
.user img{border-radius:6px}form{background:#fff;padding:12px;border-radius:8px}input{font:inherit;padding:8px;margin:8px 0;width:100%;box-sizing:border-box}
button{font:inherit;background:#07c160;color:#fff;border:0;border-radius:6px;padding:10px 16px;width:100%}.err{color:#c00}</style></head>
<body><h1>${esc(title)}</h1>${body}</body></html>`;
}

function avatarSvg(key: string) {
  const hue = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${hue},55%,55%)"/><circle cx="20" cy="16" r="7" fill="#fff"/><path d="M7 36c2-8 8-11 13-11s11 3 13 11z" fill="#fff"/></svg>`;
}
