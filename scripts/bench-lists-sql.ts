// The bare SQL beside each case of scripts/bench-lists.ts: the statements the command runs, taken
// from the server's own query builders (toSQL) and issued through the same driver without the
// gateway, in the same order (the session lookup first, as every signed-in command does).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { DEEP_OFFSET, fromTheEnd, parseCursor } from '../server/db/keyset';
import { fundAccounts } from '../server/db/schema';
import { allHandlers } from '../server/domains/index';
import { availableQuery, conditions, recordsKeysetQuery, recordsPageQuery } from '../server/domains/fund/records';
import { countersQuery, filterOf, keysetQuery, pageQuery } from '../server/domains/message/list';
import { hashToken, LOOKUP_SQL } from '../server/gateway/session';

export interface BareCase {
  list: 'messages' | 'records' | 'unread';
  page: number;
  rows: number;
  parameters: Record<string, unknown>;
  after?: string;
}

export interface Who {
  token: string;
  memberId: number;
  companyId: number;
  fundAccountId: number;
  ledgerAccountId: number;
}

type Query = { toSQL(): { sql: string; params: unknown[] } };
const FUSED = allHandlers.find((h) => h.def.cmd === 'message/unReadMessageInfo')!.fused!;

export type Exec = (name: string, sql: string, params: unknown[]) => Promise<unknown[]>;

/**
 * A function that runs the case's statements once through `exec` (the driver, or EXPLAIN ANALYZE
 * around it), or null when the case has none to compare.
 */
export function bareRun(c: BareCase, who: Who, database: Database, exec: Exec = (name, sql, params) => database.raw(name, sql, params)): (() => Promise<unknown>) | null {
  const db = database.db;
  const run = (q: Query) => {
    const { sql, params } = q.toSQL();
    return exec(`bare_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`, sql, params);
  };
  const session = () => exec('bare_session', LOOKUP_SQL, [hashToken(who.token)]);
  if (c.list === 'unread') return () => exec('bare_fused', FUSED.sql, [hashToken(who.token)]);
  if (c.list === 'messages') {
    if (c.parameters.range) return null;
    const where = filterOf(who.memberId, c.parameters, new Date());
    const offset = (c.page - 1) * c.rows;
    return async () => {
      await session();
      if (c.after) {
        const [flag, us, id] = parseCursor(c.after, 3, 'after');
        const counters = run(countersQuery(db, who.memberId));
        await run(keysetQuery(db, where, flag === '1', { us, id: Number(id) }, 'after', c.rows + 1));
        return counters;
      }
      if (offset < DEEP_OFFSET) return Promise.all([run(countersQuery(db, who.memberId)), run(pageQuery(db, where, c.rows, offset))]);
      const [row] = (await run(countersQuery(db, who.memberId))) as Array<{ total: number; unread: number }>;
      const total = c.parameters.status === 'unread' ? row.unread : row.total;
      const end = fromTheEnd(offset, c.rows, total);
      return run(end ? pageQuery(db, where, end.limit, end.offset, true) : pageQuery(db, where, c.rows, offset));
    };
  }
  const where = and(...conditions(who.ledgerAccountId, {}))!;
  return async () => {
    await session();
    await run(db.select().from(fundAccounts).where(eq(fundAccounts.companyId, who.companyId)).limit(1));
    const [avail] = (await run(availableQuery(db, who.fundAccountId))) as Array<{ entries: number }>;
    if (c.after) {
      const [us, id] = parseCursor(c.after, 2, 'after');
      return run(recordsKeysetQuery(db, where, us, Number(id), 'after', c.rows + 1));
    }
    const offset = (c.page - 1) * c.rows;
    const end = fromTheEnd(offset, c.rows, Number(avail.entries));
    return run(end ? recordsPageQuery(db, {}, where, end.limit, end.offset, true) : recordsPageQuery(db, {}, where, c.rows, offset));
  };
}
