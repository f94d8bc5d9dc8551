import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * Signed file links: /files/<publicId>?exp=<unix s>&sig=<hmac>. The gateway reads no cookies,
 * so a GET cannot carry the session: links are issued only to those allowed to see a file and
 * expire after 15 minutes. The HMAC key lives in settings, so every gateway process agrees.
 */
export const LINK_TTL_S = 15 * 60;
const KEY = 'files.linkSecret';
const cache = new WeakMap<Db, Buffer>();

const caches = new Map<string, WeakMap<Db, Buffer>>([[KEY, cache]]);

/** A random HMAC key kept in settings under `name`: made by the first process that asks, shared by all. */
export async function settingSecret(db: Db, name: string): Promise<Buffer> {
  let byDb = caches.get(name);
  if (!byDb) caches.set(name, (byDb = new WeakMap()));
  const hit = byDb.get(db);
  if (hit) return hit;
  await db
    .insert(settings)
    .values({ key: name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, name));
  const key = Buffer.from(row.value as string, 'base64');
  byDb.set(db, key);
  return key;
}

const secret = (db: Db) => settingSecret(db, KEY);

const mac = (key: Buffer, id: string, exp: number, download: boolean) =>
  createHmac('sha256', key)
    .update(`${id}.${exp}.${download ? 'd' : 'v'}`)
    .digest('base64url');

/**
 * Signs links with one read of the key and one expiry: a list page signs two per row, and a
 * thousand rows awaiting the key two thousand times showed in the list's time.
 */
export async function linkSigner(db: Db, now: Date): Promise<(publicId: string, download?: boolean) => string> {
  const key = await secret(db);
  const exp = Math.floor(now.getTime() / 1000) + LINK_TTL_S;
  return (publicId, download = false) => `/files/${publicId}?exp=${exp}&sig=${mac(key, publicId, exp, download)}${download ? '&download=1' : ''}`;
}

export async function fileLink(db: Db, publicId: string, now: Date, download = false): Promise<string> {
  return (await linkSigner(db, now))(publicId, download);
}

export async function checkLink(db: Db, publicId: string, exp: number, sig: string, download: boolean, now: Date): Promise<boolean> {
  if (!Number.isInteger(exp) || exp < now.getTime() / 1000) return false;
  const want = Buffer.from(mac(await secret(db), publicId, exp, download));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
