import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Keyset } from '#shared/contract/command';
import type { RecordKind, TransRecord } from '#shared/contract/fund';
import { hasText, text, type Lang } from '#shared/rules/texts';
import { formatCents } from '#shared/utils/money';
import type { Db } from '../../db/client';
import { cursorOf, fromMicros, fromTheEnd, keysetAnswer, microsOf, numberedAnswer, parseCursor } from '../../db/keyset';
import { ledgerAccounts, ledgerEntries, ledgerEntryCounters, ledgerTxns } from '../../db/schema';
import type { Ctx } from '../../gateway/handler';
import { beijingDayStart } from './orders';
import { openedAccount } from './scope';

/**
 * Transaction records are the entries of the company's available balance: each shows its
 * kind, income or expense, purpose (a text key localized on read), time, amount and the
 * balance after it. Filters: kind, direction, Beijing calendar days start..end inclusive.
 */
interface Filter {
  kind?: RecordKind;
  direction?: 'income' | 'expense';
  start?: string;
  end?: string;
}
interface Cursors {
  after?: string;
  before?: string;
}

export function purposeText(stored: string, lang: Lang) {
  const space = stored.indexOf(' ');
  const key = space < 0 ? stored : stored.slice(0, space);
  let vars: Record<string, string> = {};
  try {
    vars = space < 0 ? {} : (JSON.parse(stored.slice(space + 1)) as Record<string, string>);
  } catch {
    /* a purpose without vars */
  }
  return hasText(key) ? text(key, lang, vars) : stored;
}

/** The available balance's ledger account and its counters row (entries, income, expense), in one read. */
export const availableQuery = (db: Db, fundAccountId: number) =>
  db
    .select({ id: ledgerAccounts.id, entries: ledgerEntryCounters.entries, income: ledgerEntryCounters.income, expense: ledgerEntryCounters.expense })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntryCounters, eq(ledgerEntryCounters.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.fundAccountId, fundAccountId), eq(ledgerAccounts.bucket, 'available')))
    .limit(1);

async function available(ctx: Ctx<unknown>, fundAccountId: number) {
  const [row] = await availableQuery(ctx.deps.db, fundAccountId);
  return row ? { id: row.id, entries: row.entries ?? 0, income: Number(row.income ?? 0), expense: Number(row.expense ?? 0) } : null;
}

const filtered = (f: Filter) => Boolean(f.kind || f.direction || f.start || f.end);

export function conditions(accountId: number, f: Filter): SQL[] {
  const where: SQL[] = [eq(ledgerEntries.accountId, accountId)];
  if (f.kind) where.push(eq(ledgerTxns.kind, f.kind));
  if (f.direction === 'income') where.push(gt(ledgerEntries.amount, 0));
  if (f.direction === 'expense') where.push(lt(ledgerEntries.amount, 0));
  if (f.start) where.push(gte(ledgerEntries.createdAt, beijingDayStart(f.start)));
  if (f.end) where.push(lt(ledgerEntries.createdAt, new Date(beijingDayStart(f.end).getTime() + 86_400_000)));
  return where;
}

const forward = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];
const backward = [asc(ledgerEntries.createdAt), asc(ledgerEntries.id)];
const columns = {
  id: ledgerEntries.id,
  kind: ledgerTxns.kind,
  amount: ledgerEntries.amount,
  balance: ledgerEntries.balanceAfter,
  purpose: ledgerTxns.purpose,
  at: ledgerEntries.createdAt,
  us: microsOf(ledgerEntries.createdAt),
};
type Row = { id: number; kind: string; amount: number; balance: number; purpose: string; at: Date; us: string };

/**
 * A filter's ids in list order from ledger_entries_list_idx; joined to the transactions only
 * when the kind filter needs them.
 */
function idsQuery(db: Db, f: Filter, where: SQL, order: SQL[]) {
  const q = db.select({ id: ledgerEntries.id }).from(ledgerEntries);
  return (f.kind ? q.innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId)) : q).where(where).orderBy(...order);
}

/**
 * One page by number: the page's ids first (index only), then their rows by primary key (a
 * deferred join; `= any(array(...))` so that a large page is still read by index, not hashed).
 */
export function recordsPageQuery(db: Db, f: Filter, where: SQL, limit: number, offset: number, reverse = false) {
  const order = reverse ? backward : forward;
  const ids = idsQuery(db, f, where, order).limit(limit).offset(offset);
  return db
    .select(columns)
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(sql`${ledgerEntries.id} = any(array(${ids}))`)
    .orderBy(...order);
}

/** The rows past a cursor (time, id): `after` goes on to older rows, `before` back to newer ones. */
export function recordsKeysetQuery(db: Db, where: SQL, us: string, id: number, dir: 'after' | 'before', limit: number) {
  const key = sql`(${fromMicros(us)}, ${id})`;
  const past = dir === 'after' ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < ${key}` : sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) > ${key}`;
  return db
    .select(columns)
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(and(where, past))
    .orderBy(...(dir === 'after' ? forward : backward))
    .limit(limit);
}

const cursorOfRow = (r: Row) => cursorOf(r.us, r.id);

async function keysetPage(db: Db, where: SQL, f: Filter & Cursors, rows: number): Promise<{ list: Row[] } & Keyset> {
  const dir = f.after !== undefined ? 'after' : 'before';
  const [us, id] = parseCursor((f.after ?? f.before)!, 2, dir);
  const got = (await recordsKeysetQuery(db, where, us, Number(id), dir, rows + 1)) as Row[];
  return keysetAnswer(got, rows, dir, cursorOfRow);
}

/** A filter's count: the counters row without filters, else from the index (the kind filter joins). */
export function recordsCountQuery(db: Db, f: Filter, where: SQL) {
  const q = db.select({ n: count() }).from(ledgerEntries);
  return (f.kind ? q.innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId)) : q).where(where);
}

export async function listRecords(ctx: Ctx<Filter & Cursors>) {
  const acc = await openedAccount(ctx);
  const avail = await available(ctx, acc.id);
  if (!avail) return { list: [], total: 0 };
  const f = ctx.params;
  const where = and(...conditions(avail.id, f))!;
  const db = ctx.deps.db;
  const counted = filtered(f) ? recordsCountQuery(db, f, where).then(([r]) => Number(r.n)) : Promise.resolve(avail.entries);
  const offset = (ctx.page - 1) * ctx.rows;
  let page: { list: Row[] } & Keyset;
  if (f.after !== undefined || f.before !== undefined) {
    page = await keysetPage(db, where, f, ctx.rows);
  } else {
    const total = await counted;
    const end = fromTheEnd(offset, ctx.rows, total);
    const list = (end ? (await recordsPageQuery(db, f, where, end.limit, end.offset, true)).reverse() : await recordsPageQuery(db, f, where, ctx.rows, offset)) as Row[];
    page = numberedAnswer(list, ctx.page, offset, total, cursorOfRow);
  }
  const total = await counted;
  const list: TransRecord[] = page.list.map((r) => ({
    id: r.id,
    kind: r.kind as RecordKind,
    direction: r.amount > 0 ? 'income' : 'expense',
    purpose: purposeText(r.purpose, ctx.lang),
    time: r.at.toISOString(),
    amount: formatCents(Math.abs(r.amount)),
    balance: formatCents(r.balance),
  }));
  return { ...page, list, total };
}

export async function recordTotals(ctx: Ctx<Omit<Filter, 'direction'>>) {
  const acc = await openedAccount(ctx);
  const avail = await available(ctx, acc.id);
  if (!avail) return { income: '0.00', expense: '0.00', count: 0 };
  // Without a filter the counters row holds the answer.
  if (!filtered(ctx.params)) return { income: formatCents(avail.income), expense: formatCents(avail.expense), count: avail.entries };
  const id = avail.id;
  const [row] = await ctx.deps.db
    .select({
      income: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} else 0 end), 0)`,
      expense: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)`,
      n: count(),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(and(...conditions(id, ctx.params)));
  return { income: formatCents(Number(row.income)), expense: formatCents(Number(row.expense)), count: Number(row.n) };
}
