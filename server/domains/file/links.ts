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

async function secret(db: Db): Promise<Buffer> {
  const hit = cache.get(db);
  if (hit) return hit;
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const key = Buffer.from(row.value as string, 'base64');
  cache.set(db, key);
  return key;
}

const mac = (key: Buffer, id: string, exp: number, download: boolean) =>
  createHmac('sha256', key)
    .update(`${id}.${exp}.${download ? 'd' : 'v'}`)
    .digest('base64url');

export async function fileLink(db: Db, publicId: string, now: Date, download = false): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + LINK_TTL_S;
  const sig = mac(await secret(db), publicId, exp, download);
  return `/files/${publicId}?exp=${exp}&sig=${sig}${download ? '&download=1' : ''}`;
}

export async function checkLink(db: Db, publicId: string, exp: number, sig: string, download: boolean, now: Date): Promise<boolean> {
  if (!Number.isInteger(exp) || exp < now.getTime() / 1000) return false;
  const want = Buffer.from(mac(await secret(db), publicId, exp, download));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
