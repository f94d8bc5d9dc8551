import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { industryStandinMembers, industryStandinTokens } from '../../db/schema';

/**
 * Where the industry API's stand-in keeps its state: the gateway's database (its own tables, so
 * several gateway processes share it), or memory (the separate `npm run standins` process of the
 * production rehearsal, which has no database).
 */
export interface StandInMember {
  id: number;
  tenant: string;
  mobile: string;
  name: string;
  status: string;
  createdAt: Date;
}

export interface StandInToken {
  tenant: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface IndustryStandInStore {
  addToken(hash: string, t: { tenant: string; actor: string; expiresAt: Date }): Promise<void>;
  token(hash: string): Promise<StandInToken | null>;
  revoke(hash: string, at: Date): Promise<void>;
  revokeTenant(tenant: string, at: Date): Promise<number>;
  /** Oldest first; `q` matches part of the name or mobile, case-insensitively. */
  list(tenant: string, q: string, offset: number, limit: number): Promise<{ items: StandInMember[]; total: number }>;
  /** Null when the tenant already has this mobile. */
  add(tenant: string, mobile: string, name: string, at: Date): Promise<StandInMember | null>;
  find(tenant: string, id: number): Promise<StandInMember | null>;
  setStatus(id: number, status: 'enabled' | 'disabled'): Promise<StandInMember>;
  remove(id: number): Promise<void>;
}

export function dbStandInStore(db: Db): IndustryStandInStore {
  const m = industryStandinMembers;
  const tk = industryStandinTokens;
  return {
    async addToken(hash, t) {
      await db.insert(tk).values({ tokenHash: hash, ...t });
    },
    async token(hash) {
      const [row] = await db.select().from(tk).where(eq(tk.tokenHash, hash));
      return row ?? null;
    },
    async revoke(hash, at) {
      await db.update(tk).set({ revokedAt: at }).where(eq(tk.tokenHash, hash));
    },
    async revokeTenant(tenant, at) {
      const r = await db
        .update(tk)
        .set({ revokedAt: at })
        .where(and(eq(tk.tenant, tenant), isNull(tk.revokedAt)))
        .returning({ h: tk.tokenHash });
      return r.length;
    },
    async list(tenant, q, offset, limit) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = and(eq(m.tenant, tenant), q ? or(ilike(m.name, like), ilike(m.mobile, like)) : undefined);
      const [items, [{ n }]] = await Promise.all([db.select().from(m).where(where).orderBy(asc(m.id)).limit(limit).offset(offset), db.select({ n: count() }).from(m).where(where)]);
      return { items, total: Number(n) };
    },
    async add(tenant, mobile, name, at) {
      const [row] = await db.insert(m).values({ tenant, mobile, name, createdAt: at }).onConflictDoNothing().returning();
      return row ?? null;
    },
    async find(tenant, id) {
      const [row] = await db
        .select()
        .from(m)
        .where(and(eq(m.tenant, tenant), eq(m.id, id)));
      return row ?? null;
    },
    async setStatus(id, status) {
      const [row] = await db.update(m).set({ status }).where(eq(m.id, id)).returning();
      return row;
    },
    async remove(id) {
      await db.delete(m).where(eq(m.id, id));
    },
  };
}

export function memoryStandInStore(): IndustryStandInStore {
  const tokens = new Map<string, StandInToken & { actor: string }>();
  const members = new Map<number, StandInMember>();
  let next = 1;
  return {
    async addToken(hash, t) {
      tokens.set(hash, { ...t, revokedAt: null });
    },
    async token(hash) {
      return tokens.get(hash) ?? null;
    },
    async revoke(hash, at) {
      const t = tokens.get(hash);
      if (t) t.revokedAt = at;
    },
    async revokeTenant(tenant, at) {
      let n = 0;
      for (const t of tokens.values()) {
        if (t.tenant !== tenant || t.revokedAt) continue;
        t.revokedAt = at;
        n++;
      }
      return n;
    },
    async list(tenant, q, offset, limit) {
      const needle = q.toLowerCase();
      const all = [...members.values()].filter((x) => x.tenant === tenant && (!needle || x.name.toLowerCase().includes(needle) || x.mobile.includes(needle)));
      return { items: all.slice(offset, offset + limit), total: all.length };
    },
    async add(tenant, mobile, name, at) {
      if ([...members.values()].some((x) => x.tenant === tenant && x.mobile === mobile)) return null;
      const row = {
        id: next++,
        tenant,
        mobile,
        name,
        status: 'enabled',
        createdAt: at,
      };
      members.set(row.id, row);
      return row;
    },
    async find(tenant, id) {
      const row = members.get(id);
      return row && row.tenant === tenant ? row : null;
    },
    async setStatus(id, status) {
      const row = members.get(id)!;
      row.status = status;
      return row;
    },
    async remove(id) {
      members.delete(id);
    },
  };
}
