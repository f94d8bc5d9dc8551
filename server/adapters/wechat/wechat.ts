/**
 * WeChat's server API as the portal uses it (OAuth for web pages and the JS-SDK ticket),
 * spoken over HTTP to the base URLs in the configuration: the stand-in this gateway serves
 * in development and tests (stand-in.ts), or WeChat itself (https://open.weixin.qq.com and
 * https://api.weixin.qq.com) by configuration alone.
 *
 * The access token and the jsapi_ticket are cached until shortly before they expire
 * (both last 7200 s); /cgi-bin/stable_token hands every process the same token, so
 * several gateways do not invalidate each other's.
 */
export type OAuthScope = 'snsapi_base' | 'snsapi_userinfo';

export interface OAuthGrant {
  accessToken: string;
  openid: string;
  /** Absent when the official account is not bound to an open-platform account. */
  unionid: string | null;
  scope: string;
  /** Opened from a Moments snapshot page: no real identity is given (is_snapshotuser). */
  snapshotUser: boolean;
}

export interface WeChatUserInfo {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatarUrl: string;
}

/** An error answered by WeChat ({errcode, errmsg}): 40029 invalid or expired code, 40163 code already used, … */
export class WeChatError extends Error {
  constructor(
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`WeChat ${errcode}: ${errmsg}`);
  }
}

export interface WeChat {
  appId: string;
  /** The browser's authorize URL (state must be [A-Za-z0-9]{1,128}). */
  authorizeUrl(redirectUri: string, scope: OAuthScope, state: string): string;
  exchangeCode(code: string): Promise<OAuthGrant>;
  userInfo(accessToken: string, openid: string): Promise<WeChatUserInfo>;
  /** A jsapi_ticket, cached until it expires. */
  jsapiTicket(now: Date): Promise<string>;
  /**
   * A new access token from GET /cgi-bin/token. It retires the one before (after a short grace),
   * so callers share it through the database (domains/notify/wechat-token.ts) instead of caching it here.
   */
  fetchAccessToken(): Promise<{ token: string; expiresIn: number }>;
  /** A template message (POST /cgi-bin/message/template/send); WeChat's refusals throw WeChatError (43004 unfollowed, 40001 token…). */
  sendTemplate(accessToken: string, m: TemplateMessage): Promise<{ msgid: string }>;
  /** Replaces the HTTP client (the gateway routes calls to its own stand-in in-process). */
  useFetcher(f: Fetcher): void;
}

export interface TemplateMessage {
  touser: string;
  templateId: string;
  url: string;
  data: Record<string, { value: string }>;
}

export type Fetcher = (url: string, init?: { method?: string; body?: string; headers?: Record<string, string> }) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface WeChatConfig {
  appId: string;
  secret: string;
  openBase: string;
  apiBase: string;
}

/** Refresh cached tokens this long before WeChat says they expire. */
const EARLY_MS = 300_000;

const globalFetcher: Fetcher = async (url, init) => {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, json: () => res.json() };
};

export function httpWeChat(cfg: WeChatConfig): WeChat {
  let fetcher = globalFetcher;
  const api = cfg.apiBase.replace(/\/$/, '');
  let token: { value: string; expiresAt: number } | null = null;
  let ticket: { value: string; expiresAt: number } | null = null;

  async function request(path: string, init?: Parameters<Fetcher>[1]): Promise<Record<string, unknown>> {
    const res = await fetcher(`${api}${path}`, init);
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') throw new WeChatError(-1, `HTTP ${res.status}`);
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0) throw new WeChatError(errcode, String(body.errmsg ?? ''));
    return body;
  }

  async function accessToken(now: Date): Promise<string> {
    if (token && token.expiresAt > now.getTime()) return token.value;
    const body = await request('/cgi-bin/stable_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credential', appid: cfg.appId, secret: cfg.secret, force_refresh: false }),
    });
    token = { value: String(body.access_token), expiresAt: now.getTime() + Number(body.expires_in) * 1000 - EARLY_MS };
    return token.value;
  }

  return {
    appId: cfg.appId,
    useFetcher(f) {
      fetcher = f;
    },
    async fetchAccessToken() {
      const q = new URLSearchParams({ grant_type: 'client_credential', appid: cfg.appId, secret: cfg.secret });
      const body = await request(`/cgi-bin/token?${q.toString()}`);
      return { token: String(body.access_token), expiresIn: Number(body.expires_in) };
    },
    async sendTemplate(accessTokenValue, m) {
      const body = await request(`/cgi-bin/message/template/send?access_token=${encodeURIComponent(accessTokenValue)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ touser: m.touser, template_id: m.templateId, url: m.url, data: m.data }),
      });
      return { msgid: String(body.msgid ?? '') };
    },
    authorizeUrl(redirectUri, scope, state) {
      const q = new URLSearchParams({ appid: cfg.appId, redirect_uri: redirectUri, response_type: 'code', scope, state });
      return `${cfg.openBase.replace(/\/$/, '')}/connect/oauth2/authorize?${q.toString()}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const q = new URLSearchParams({ appid: cfg.appId, secret: cfg.secret, code, grant_type: 'authorization_code' });
      const body = await request(`/sns/oauth2/access_token?${q.toString()}`);
      return {
        accessToken: String(body.access_token),
        openid: String(body.openid),
        unionid: typeof body.unionid === 'string' && body.unionid ? body.unionid : null,
        scope: String(body.scope ?? ''),
        snapshotUser: Number(body.is_snapshotuser ?? 0) === 1,
      };
    },
    async userInfo(accessTokenValue, openid) {
      const q = new URLSearchParams({ access_token: accessTokenValue, openid, lang: 'zh_CN' });
      const body = await request(`/sns/userinfo?${q.toString()}`);
      return {
        openid: String(body.openid),
        unionid: typeof body.unionid === 'string' && body.unionid ? body.unionid : null,
        nickname: String(body.nickname ?? ''),
        avatarUrl: String(body.headimgurl ?? ''),
      };
    },
    async jsapiTicket(now) {
      if (ticket && ticket.expiresAt > now.getTime()) return ticket.value;
      let body: Record<string, unknown>;
      try {
        body = await request(`/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(await accessToken(now))}&type=jsapi`);
      } catch (err) {
        // 40001/42001: the cached access token went stale early; fetch a new one once.
        if (!(err instanceof WeChatError) || (err.errcode !== 40001 && err.errcode !== 42001)) throw err;
        token = null;
        body = await request(`/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(await accessToken(now))}&type=jsapi`);
      }
      ticket = { value: String(body.ticket), expiresAt: now.getTime() + Number(body.expires_in) * 1000 - EARLY_MS };
      return ticket.value;
    },
  };
}
