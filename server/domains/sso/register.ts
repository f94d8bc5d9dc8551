import { randomBytes } from 'node:crypto';
import { apps } from '../../db/schema';
import type { Db } from '../../db/client';
import { hashToken } from '../../gateway/session';

/**
 * Registers (or updates) an app that may sign members in (scripts/register-app.ts). Redirect URIs
 * are stored as given and later compared character for character, so each must be the exact
 * absolute URI the app sends: https, or http only to a loopback host (development), no fragment.
 * A confidential app gets a new random secret, shown once and stored hashed; a public app none
 * (its OpenID Connect codes then need PKCE).
 */

export interface AppRegistration {
  appId: string;
  name: string;
  redirectUris: string[];
  confidential: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'is not an absolute URI';
  }
  if (url.hash || uri.includes('#')) return 'must not have a fragment';
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) return 'must be https (plain http only to a loopback host)';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be https';
  if (url.username || url.password) return 'must not carry credentials';
  return null;
}

export async function registerApp(db: Db, r: AppRegistration): Promise<{ secret: string | null }> {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(r.appId)) throw new Error('the app id is 1-64 letters, digits, dot, dash or underscore');
  if (!r.name.trim()) throw new Error('the app needs a name');
  if (r.redirectUris.length === 0) throw new Error('at least one redirect URI');
  for (const uri of r.redirectUris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new Error(`redirect URI ${uri} ${problem}`);
  }
  const secret = r.confidential ? randomBytes(32).toString('base64url') : null;
  const row = { name: r.name.trim(), redirectUris: r.redirectUris, secretHash: secret ? hashToken(secret) : null };
  await db
    .insert(apps)
    .values({ appId: r.appId, ...row })
    .onConflictDoUpdate({ target: apps.appId, set: row });
  return { secret };
}
