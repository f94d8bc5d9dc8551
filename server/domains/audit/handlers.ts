import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import * as c from '#shared/contract/audit';
import { auditBreaks, auditDayHeads, companies } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { chainOf } from '../../audit/chain';
import { beijingDayOf, DAY_MS } from './days';
import { companyActors } from './actors';
import { exportLink } from './export';
import { auditPage, companyTotal, companyWhere, memberWhere } from './list';
import { recordBreak, verifyChain } from './verify';
import type { Db } from '../../db/client';

/** The audit trail's commands (decision 0053). */

async function companyByCode(db: Db, code: string) {
  const [row] = await db.select({ id: companies.id, code: companies.code, name: companies.name }).from(companies).where(eq(companies.code, code)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Unfiltered, the log's length is its chain's: counted by nobody. */
const wholeLog = (db: Db, companyId: number, f: c.AuditFilters) => (f.memberId === undefined && !f.kind && !f.target && !f.result && !f.from && !f.to ? () => companyTotal(db, companyId) : undefined);

export const auditHandlers = [
  handle(c.queryPage, async (ctx) => {
    return auditPage(ctx.deps.db, companyWhere(ctx.actor.companyId, ctx.params), ctx.params, ctx.page, ctx.rows, wholeLog(ctx.deps.db, ctx.actor.companyId, ctx.params));
  }),

  handle(c.exportLink, async (ctx) => exportLink(ctx.deps.db, ctx.actor.companyId, ctx.params, ctx.lang, ctx.deps.clock.now())),

  handle(c.myActivity, async (ctx) => auditPage(ctx.deps.db, memberWhere(ctx.actor.memberId, ctx.params.kind), ctx.params, ctx.page, ctx.rows)),

  handle(c.operatorQueryPage, async (ctx) => {
    const company = await companyByCode(ctx.deps.db, ctx.params.companyCode);
    return auditPage(ctx.deps.db, companyWhere(company.id, ctx.params), ctx.params, ctx.page, ctx.rows, wholeLog(ctx.deps.db, company.id, ctx.params));
  }),

  handle(c.actors, async (ctx) => companyActors(ctx.deps.db, ctx.actor.companyId, ctx.params.keyword)),

  handle(c.operatorActors, async (ctx) => companyActors(ctx.deps.db, (await companyByCode(ctx.deps.db, ctx.params.companyCode)).id, ctx.params.keyword)),

  handle(c.verify, async (ctx) => {
    const company = await companyByCode(ctx.deps.db, ctx.params.companyCode);
    const chain = chainOf(company.id, null);
    const r = await verifyChain(ctx.deps, chain);
    if (!r.ok && r.broken) await recordBreak(ctx.deps.db, chain, company.id, r.broken, ctx.deps.clock.now());
    return { companyCode: company.code, ok: r.ok, checked: r.checked, head: r.head, broken: r.broken };
  }),

  handle(c.heads, async (ctx) => {
    const db = ctx.deps.db;
    const day = ctx.params.day ?? beijingDayOf(new Date(ctx.deps.clock.now().getTime() - DAY_MS));
    const where = and(eq(auditDayHeads.day, day), ne(auditDayHeads.chain, '*'));
    const [list, [{ n }], breaks] = await Promise.all([
      db
        .select({ chain: auditDayHeads.chain, seq: auditDayHeads.seq, hash: auditDayHeads.hash, companyCode: companies.code, companyName: companies.name })
        .from(auditDayHeads)
        .leftJoin(companies, eq(companies.id, auditDayHeads.companyId))
        .where(where)
        .orderBy(asc(auditDayHeads.chain))
        .limit(ctx.rows)
        .offset((ctx.page - 1) * ctx.rows),
      db.$count(auditDayHeads, where).then((n) => [{ n }]),
      db
        .select({ chain: auditBreaks.chain, seq: auditBreaks.seq, reason: auditBreaks.reason, foundAt: auditBreaks.foundAt, companyCode: companies.code })
        .from(auditBreaks)
        .leftJoin(companies, eq(companies.id, auditBreaks.companyId))
        .where(isNull(auditBreaks.resolvedAt))
        .orderBy(asc(auditBreaks.foundAt))
        .limit(100),
    ]);
    return {
      day,
      list: list.map((r) => ({ chain: r.chain, seq: r.seq, hash: r.hash, companyCode: r.companyCode ?? null, companyName: r.companyName ?? null })),
      total: n,
      breaks: breaks.map((b) => ({ chain: b.chain, companyCode: b.companyCode ?? null, seq: b.seq, reason: b.reason, foundAt: b.foundAt.toISOString() })),
    };
  }),
];
