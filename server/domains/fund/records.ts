import { and, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RecordKind, TransRecord } from '../../../src-shared/contract/fund';
import { hasText, text, type Lang } from '../../../src-shared/rules/texts';
import { formatCents } from '../../../src-shared/utils/money';
import { ledgerAccounts, ledgerEntries, ledgerTxns } from '../../db/schema';
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

async function availableId(ctx: Ctx<unknown>, fundAccountId: number) {
  const [row] = await ctx.deps.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.fundAccountId, fundAccountId), eq(ledgerAccounts.bucket, 'available')))
    .limit(1);
  return row?.id ?? null;
}

function conditions(accountId: number, f: Filter): SQL[] {
  const where: SQL[] = [eq(ledgerEntries.accountId, accountId)];
  if (f.kind) where.push(eq(ledgerTxns.kind, f.kind));
  if (f.direction === 'income') where.push(gt(ledgerEntries.amount, 0));
  if (f.direction === 'expense') where.push(lt(ledgerEntries.amount, 0));
  if (f.start) where.push(gte(ledgerEntries.createdAt, beijingDayStart(f.start)));
  if (f.end) where.push(lt(ledgerEntries.createdAt, new Date(beijingDayStart(f.end).getTime() + 86_400_000)));
  return where;
}

export async function listRecords(ctx: Ctx<Filter>) {
  const acc = await openedAccount(ctx);
  const id = await availableId(ctx, acc.id);
  if (!id) return { list: [], total: 0 };
  const where = and(...conditions(id, ctx.params));
  const db = ctx.deps.db;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: ledgerEntries.id, kind: ledgerTxns.kind, amount: ledgerEntries.amount, balance: ledgerEntries.balanceAfter, purpose: ledgerTxns.purpose, at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(ctx.rows)
      .offset((ctx.page - 1) * ctx.rows),
    db.select({ n: count() }).from(ledgerEntries).innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId)).where(where),
  ]);
  const list: TransRecord[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as RecordKind,
    direction: r.amount > 0 ? 'income' : 'expense',
    purpose: purposeText(r.purpose, ctx.lang),
    time: r.at.toISOString(),
    amount: formatCents(Math.abs(r.amount)),
    balance: formatCents(r.balance),
  }));
  return { list, total: Number(n) };
}

export async function recordTotals(ctx: Ctx<Omit<Filter, 'direction'>>) {
  const acc = await openedAccount(ctx);
  const id = await availableId(ctx, acc.id);
  if (!id) return { income: '0.00', expense: '0.00', count: 0 };
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
