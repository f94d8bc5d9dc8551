import type { IndustrySettings } from './settings';

/**
 * The industry API as the portal uses it (docs/industry-api.md): a client-credentials token bound
 * to one tenant (the company) and one actor (the admin), then the tenant's member list, add,
 * enable, disable and remove with that bearer token. Spoken over HTTP to INDUSTRY_API_URL, which is
 * the stand-in this gateway serves outside production; the client secret stays on the server.
 */
export interface IndustryApiMember {
  id: string;
  mobile: string;
  name: string;
  status: 'enabled' | 'disabled';
  createdAt: string;
}

/** An answer other than success: the HTTP status and the contract's error code (invalid_token, member_exists, not_found, …). */
export class IndustryApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {
    super(`industry API ${status} ${error}`);
  }
  /** The token is expired, revoked or unknown (401), or not for this tenant (403): the admin must obtain a new one. */
  get tokenRefused() {
    return this.status === 401 || this.status === 403;
  }
}

export type IndustryFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{ status: number; text: string }>;

export interface IndustryApi {
  token(tenant: string, actor: string): Promise<{ accessToken: string; expiresIn: number }>;
  revoke(token: string): Promise<void>;
  listMembers(token: string, tenant: string, q: { page: number; size: number; keyword?: string }): Promise<{ items: IndustryApiMember[]; total: number }>;
  addMember(token: string, tenant: string, m: { mobile: string; name: string }): Promise<IndustryApiMember>;
  setStatus(token: string, tenant: string, id: string, action: 'enable' | 'disable'): Promise<IndustryApiMember>;
  removeMember(token: string, tenant: string, id: string): Promise<void>;
  /** Replaces the HTTP client (the gateway answers calls to its own stand-in in-process). */
  useFetch(f: IndustryFetch): void;
}

const networkFetch: IndustryFetch = async (url, init) => {
  const res = await fetch(url, {
    ...init,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, text: await res.text() };
};

export function httpIndustryApi(s: IndustrySettings): IndustryApi {
  let send = networkFetch;
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(s.clientId)}:${encodeURIComponent(s.clientSecret)}`).toString('base64')}`;
  const form = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };

  async function request<T>(method: string, path: string, headers: Record<string, string>, body?: string): Promise<T> {
    const res = await send(`${s.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    let json: unknown = undefined;
    try {
      json = res.text ? JSON.parse(res.text) : undefined;
    } catch {
      json = undefined;
    }
    if (res.status >= 200 && res.status < 300) return json as T;
    const error = json && typeof json === 'object' && typeof (json as { error?: unknown }).error === 'string' ? (json as { error: string }).error : 'server_error';
    throw new IndustryApiError(res.status, error);
  }
  const bearer = (token: string, json = false) => ({
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const members = (tenant: string) => `/tenants/${encodeURIComponent(tenant)}/members`;

  return {
    async token(tenant, actor) {
      const r = await request<{ access_token?: unknown; expires_in?: unknown }>(
        'POST',
        '/oauth/token',
        { ...form, authorization: basic },
        new URLSearchParams({
          grant_type: 'client_credentials',
          tenant,
          actor,
        }).toString(),
      );
      if (typeof r?.access_token !== 'string' || typeof r.expires_in !== 'number') throw new IndustryApiError(502, 'bad_response');
      return { accessToken: r.access_token, expiresIn: r.expires_in };
    },
    async revoke(token) {
      await request(
        'POST',
        '/oauth/revoke',
        { ...form, authorization: basic },
        new URLSearchParams({
          token,
          token_type_hint: 'access_token',
        }).toString(),
      );
    },
    async listMembers(token, tenant, q) {
      const query = new URLSearchParams({
        page: String(q.page),
        size: String(q.size),
        ...(q.keyword ? { q: q.keyword } : {}),
      });
      const r = await request<{ items: IndustryApiMember[]; total: number }>('GET', `${members(tenant)}?${query}`, bearer(token));
      return { items: r.items, total: r.total };
    },
    addMember: (token, tenant, m) => request<IndustryApiMember>('POST', members(tenant), bearer(token, true), JSON.stringify(m)),
    setStatus: (token, tenant, id, action) => request<IndustryApiMember>('POST', `${members(tenant)}/${encodeURIComponent(id)}/${action}`, bearer(token)),
    async removeMember(token, tenant, id) {
      await request('DELETE', `${members(tenant)}/${encodeURIComponent(id)}`, bearer(token));
    },
    useFetch(f) {
      send = f;
    },
  };
}
