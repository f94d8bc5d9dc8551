import { endpointProblem } from '../endpoint-rule';

/**
 * The OpenID Connect providers a visitor may sign in with (/hwAuthorize), from OIDC_PROVIDERS:
 * a JSON array of {"id", "issuer", "clientId", "clientSecret", "name": {"zh-CN", "en"}}.
 * Outside production, without OIDC_PROVIDERS, the gateway's own stand-in IdP (stand-in.ts) is
 * the one provider.
 */
export interface OidcProvider {
  /** Short name in URLs (/auth/oidc/start?provider=<id>): [a-z0-9-], 1-32 characters. */
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: { 'zh-CN': string; en: string };
}

export const OIDC_STANDIN_PREFIX = '/oidc-standin';
/** The stand-in's client credentials: development values, which production counts as unset. */
export const STANDIN_OIDC_CLIENT = { id: 'portal', secret: 'standin-oidc-secret-0000' };

export function standInProvider(port: number): OidcProvider {
  return {
    id: 'demo',
    issuer: `http://127.0.0.1:${port}${OIDC_STANDIN_PREFIX}`,
    clientId: STANDIN_OIDC_CLIENT.id,
    clientSecret: STANDIN_OIDC_CLIENT.secret,
    name: { 'zh-CN': '演示身份平台', en: 'Demo identity provider' },
  };
}

type Parsed = { ok: true; providers: OidcProvider[] } | { ok: false; error: string };

const text = (v: unknown, max: number) => typeof v === 'string' && v.trim() !== '' && v.length <= max;

/** Parses OIDC_PROVIDERS; every entry needs an id, an issuer URL, a client id and both display names (the secret is checked by the caller). */
export function parseOidcProviders(raw: string | undefined): Parsed {
  if (raw === undefined || raw.trim() === '') return { ok: true, providers: [] };
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'is not JSON' };
  }
  if (!Array.isArray(list)) return { ok: false, error: 'must be a JSON array' };
  const providers: OidcProvider[] = [];
  for (const [i, p] of (list as Record<string, unknown>[]).entries()) {
    const name = (p?.name ?? {}) as Record<string, unknown>;
    if (typeof p?.id !== 'string' || !/^[a-z0-9-]{1,32}$/.test(p.id)) return { ok: false, error: `entry ${i}: id must be 1-32 of a-z, 0-9, -` };
    if (providers.some((q) => q.id === p.id)) return { ok: false, error: `entry ${i}: id "${p.id}" appears twice` };
    let issuer: URL;
    try {
      issuer = new URL(String(p.issuer));
    } catch {
      return { ok: false, error: `entry ${i} (${p.id}): issuer is not a URL` };
    }
    if (!/^https?:$/.test(issuer.protocol)) return { ok: false, error: `entry ${i} (${p.id}): issuer must be http(s)` };
    if (!text(p.clientId, 256)) return { ok: false, error: `entry ${i} (${p.id}): clientId is missing` };
    if (!text(name['zh-CN'], 40) || !text(name.en, 40)) return { ok: false, error: `entry ${i} (${p.id}): name needs "zh-CN" and "en" (up to 40 characters)` };
    providers.push({
      id: p.id,
      issuer: String(p.issuer).replace(/\/+$/, ''),
      clientId: String(p.clientId),
      clientSecret: typeof p.clientSecret === 'string' ? p.clientSecret : '',
      name: { 'zh-CN': String(name['zh-CN']).trim(), en: String(name.en).trim() },
    });
  }
  return { ok: true, providers };
}

/** The providers this gateway offers: OIDC_PROVIDERS, or outside production the stand-in. A bad value offers none (production refuses to start on it). */
export function readOidcProviders(env: NodeJS.ProcessEnv, production: boolean, port: number): OidcProvider[] {
  const parsed = parseOidcProviders(env.OIDC_PROVIDERS);
  if (!parsed.ok) return [];
  if (parsed.providers.length > 0 || production) return parsed.providers;
  return [standInProvider(port)];
}

/**
 * Production: OIDC_PROVIDERS may be unset (no third-party sign-in), but every provider it lists
 * needs a client secret (not the stand-in's) and an https issuer (http only to loopback).
 */
export function productionOidcProblems(env: NodeJS.ProcessEnv): { name: string; why: string }[] {
  const parsed = parseOidcProviders(env.OIDC_PROVIDERS);
  const shape = 'JSON [{"id","issuer","clientId","clientSecret","name":{"zh-CN","en"}}]';
  if (!parsed.ok) return [{ name: 'OIDC_PROVIDERS', why: `${shape}: ${parsed.error}` }];
  const problems: string[] = [];
  for (const p of parsed.providers) {
    if (p.clientSecret.trim() === '' || p.clientSecret === STANDIN_OIDC_CLIENT.secret) problems.push(`provider ${p.id} has no clientSecret`);
    const endpoint = endpointProblem(p.issuer);
    if (endpoint) problems.push(`provider ${p.id}: issuer ${endpoint}`);
  }
  const out = problems.length ? [{ name: 'OIDC_PROVIDERS', why: `${shape}: ${problems.join('; ')}` }] : [];
  const callback = env.OIDC_CALLBACK_URL?.trim();
  if (callback && (endpointProblem(callback) || !/^https?:\/\/[^/]+\/auth\/oidc\/callback$/.test(callback))) {
    out.push({ name: 'OIDC_CALLBACK_URL', why: 'https://<portal host>/auth/oidc/callback, as registered at the providers' });
  }
  return out;
}
