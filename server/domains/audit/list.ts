import { and, desc, eq, gt, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilters, AuditPage } from '#shared/contract/audit';
import type { AuditKind } from '#shared/contract/audit-values';
import type { Db } from '../../db/client';
import { auditEntries, members, operators } from '../../db/schema';
import { keysetAnswer, numberedAnswer, parseCursor } from '../../db/keyset';
import { dayEnd, dayStart } from './days';

/**
 * One log, three readers: the company (its chain's entries), the operator (any company's) and the
 * member (their own, across companies). Newest first by id; pages by number or, for deep pages, by
 * the `next`/`prev` cursor (the id), so page 5,000 reads like page 1. The whole log's `total` is its
 * chain's length (the head's number less the pruned part); a filtered total is counted only up to
 * COUNT_CAP rows: a million entries are not counted on every page.
 */
export const COUNT_CAP = 1_000;
/** How far an entry's id order may stray from its time order (transactions end within the request timeout). */
const ID_SLACK_MS = 60_000;

type Filter = AuditFilters & { after?: string; before?: string };
type Row = typeof auditEntries.$inferSelect & { memberName: string | null; operatorName: string | null };

export function companyWhere(companyId: number, f: AuditFilters): SQL[] {
  const w: SQL[] = [eq(auditEntries.companyId, companyId)];
  // A date range also bounds the ids (from the (company, at) index), so the newest-first read starts at the range.
  if (f.from)
    w.push(sql`${auditEntries.id} >= coalesce((select id from ${auditEntries} where company_id = ${companyId} and at >= ${new Date(dayStart(f.from).getTime() - ID_SLACK_MS).toISOString()} order by at limit 1), 0)`);
  if (f.to)
    w.push(sql`${auditEntries.id} <= coalesce((select id from ${auditEntries} where company_id = ${companyId} and at < ${new Date(dayEnd(f.to).getTime() + ID_SLACK_MS).toISOString()} order by at desc limit 1), 0)`);
  if (f.memberId !== undefined) w.push(eq(auditEntries.actorId, f.memberId), eq(auditEntries.actorKind, 'member'));
  if (f.kind) w.push(eq(auditEntries.kind, f.kind));
  if (f.result) w.push(eq(auditEntries.result, f.result));
  if (f.target) w.push(f.target.includes(':') ? eq(auditEntries.target, f.target) : like(auditEntries.target, `%:${f.target.replace(/[%_\\]/g, '\\$&')}`));
  if (f.from) w.push(gte(auditEntries.at, dayStart(f.from)));
  if (f.to) w.push(lt(auditEntries.at, dayEnd(f.to)));
  return w;
}

const MY_KINDS: Record<'signIn' | 'security', AuditKind> = { signIn: 'signIn', security: 'security' };

export function memberWhere(memberId: number, kind?: 'signIn' | 'security'): SQL[] {
  const w: SQL[] = [eq(auditEntries.memberId, memberId)];
  w.push(kind ? eq(auditEntries.kind, MY_KINDS[kind]) : sql`${auditEntries.kind} in ('signIn', 'security')`);
  return w;
}

const select = (db: Db) =>
  db
    .select({ e: auditEntries, memberName: members.name, operatorName: operators.name })
    .from(auditEntries)
    .leftJoin(members, and(eq(auditEntries.actorKind, 'member'), eq(members.id, auditEntries.actorId)))
    .leftJoin(operators, and(eq(auditEntries.actorKind, 'operator'), eq(operators.id, auditEntries.actorId)));

const flat = (r: { e: typeof auditEntries.$inferSelect; memberName: string | null; operatorName: string | null }): Row => ({ ...r.e, memberName: r.memberName, operatorName: r.operatorName });

export function toEntry(r: Row): AuditEntry {
  const detail = (r.detail ?? {}) as { targets?: Record<string, unknown>; params?: Record<string, unknown>; changes?: AuditEntry['changes'] };
  return {
    id: r.id,
    seq: r.seq,
    at: r.at.toISOString(),
    actorKind: r.actorKind as AuditEntry['actorKind'],
    actorId: r.actorId,
    actorName: r.memberName ?? r.operatorName ?? r.actorName,
    ip: r.ip,
    userAgent: r.userAgent,
    process: r.process,
    cmd: r.cmd,
    kind: r.kind as AuditKind,
    target: r.target,
    targets: detail.targets ?? {},
    params: detail.params ?? {},
    changes: detail.changes ?? [],
    result: r.result as AuditEntry['result'],
    errorCode: r.errorCode,
    hash: r.hash,
  };
}

/** The whole company log's length, from its chain head: no rows counted. */
export async function companyTotal(db: Db, companyId: number): Promise<{ total: number; more: boolean }> {
  const { rows } = (await db.execute(
    sql`select coalesce(h.seq, 0) - coalesce(c.seq, 0) as n from (select ${`c:${companyId}`}::text as chain) k left join audit_heads h on h.chain = k.chain left join audit_checkpoints c on c.chain = k.chain`,
  )) as unknown as { rows: { n: number | string }[] };
  return { total: Number(rows[0]?.n ?? 0), more: false };
}

async function cappedCount(db: Db, where: SQL[]): Promise<{ total: number; more: boolean }> {
  const { rows } = (await db.execute(sql`select count(*)::int as n from (select 1 from ${auditEntries} where ${and(...where)} limit ${COUNT_CAP + 1}) t`)) as unknown as { rows: { n: number }[] };
  const n = Number(rows[0]?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), more: n > COUNT_CAP };
}

/** The id, with the chain number beside it (a cursor has at least two parts). */
const cursorOf = (r: Row) => `${r.id}.${r.seq}`;

/** A page of entries matching `where`, newest first. */
export async function auditPage(db: Db, where: SQL[], f: Filter, page: number, rows: number, whole?: () => Promise<{ total: number; more: boolean }>): Promise<AuditPage> {
  const count = whole ? whole() : cappedCount(db, where);
  if (f.after !== undefined || f.before !== undefined) {
    const dir = f.after !== undefined ? 'after' : 'before';
    const id = Number(parseCursor((f.after ?? f.before)!, 2, dir)[0]);
    const got = await select(db)
      .where(and(...where, dir === 'after' ? lt(auditEntries.id, id) : gt(auditEntries.id, id)))
      .orderBy(dir === 'after' ? desc(auditEntries.id) : auditEntries.id)
      .limit(rows + 1);
    const answer = keysetAnswer(got.map(flat), rows, dir, cursorOf);
    return { ...answer, list: answer.list.map(toEntry), ...(await count) };
  }
  const offset = (page - 1) * rows;
  const [got, counted] = await Promise.all([
    select(db)
      .where(and(...where))
      .orderBy(desc(auditEntries.id))
      .limit(rows)
      .offset(offset),
    count,
  ]);
  const answer = numberedAnswer(got.map(flat), page, offset, counted.more ? Number.MAX_SAFE_INTEGER : counted.total, cursorOf);
  return { ...answer, list: answer.list.map(toEntry), ...counted };
}

/** Entries in batches of `size` for the export: by id descending, never the whole range in memory. */
export async function* auditBatches(db: Db, where: SQL[], size: number, max: number) {
  let last: number | null = null;
  let sent = 0;
  while (sent < max) {
    const got = await select(db)
      .where(and(...where, ...(last === null ? [] : [lt(auditEntries.id, last)])))
      .orderBy(desc(auditEntries.id))
      .limit(Math.min(size, max - sent));
    if (!got.length) return;
    const rows = got.map(flat);
    yield rows.map(toEntry);
    sent += rows.length;
    last = rows[rows.length - 1].id;
  }
}
