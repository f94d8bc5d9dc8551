import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { auditCheckpoints, auditDayHeads, auditEntries, auditHeads } from '../../db/schema';
import { signCheckpoint } from './checkpoint';
import { beijingDayOf, DAY_MS, dayEnd, dayStart } from './days';
import { recordBreak, verifyChain, walkChain } from './verify';

/**
 * The audit trail's daily work, once per Beijing day after midnight (decision 0053):
 * 1. the heads of the chains that changed yesterday, as they stood at midnight (audit/heads);
 * 2. every chain checked from where it was last verified; a seventh of the chains, by name, from
 *    their start (so an old row edited is found within a week); a break becomes an operator item;
 * 3. entries older than the retention pruned behind a signed checkpoint, only where verified.
 */
const MARKER = '*';

const weekSlot = (chain: string) => [...chain].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 7;

export async function runAuditDaily(deps: Deps, now: Date): Promise<number> {
  const db = deps.db;
  const day = beijingDayOf(new Date(now.getTime() - DAY_MS));
  const [done] = await db
    .select({ day: auditDayHeads.day })
    .from(auditDayHeads)
    .where(and(eq(auditDayHeads.day, day), eq(auditDayHeads.chain, MARKER)))
    .limit(1);
  if (done) return 0;
  await db.execute(sql`
    insert into audit_day_heads (day, chain, company_id, seq, hash)
    select distinct on (e.chain) ${day}, e.chain, e.company_id, e.seq, e.hash
    from audit_entries e
    where e.chain in (select chain from audit_heads where updated_at >= ${dayStart(day).toISOString()}) and e.at < ${dayEnd(day).toISOString()}
    order by e.chain, e.seq desc
    on conflict do nothing`);
  let checked = 0;
  const dow = new Date(now.getTime() + 8 * 3_600_000).getUTCDay();
  const heads = await db.select().from(auditHeads);
  for (const h of heads) {
    const full = weekSlot(h.chain) === dow;
    const r = full || h.verifiedSeq === 0 ? await verifyChain(deps, h.chain) : await fromVerified(deps, h);
    checked += r.checked;
    if (!r.ok && r.broken) await recordBreak(db, h.chain, h.companyId, r.broken, now);
    else
      await db
        .update(auditHeads)
        .set({ verifiedSeq: r.lastSeq, verifiedHash: r.lastHash })
        .where(and(eq(auditHeads.chain, h.chain), lt(auditHeads.verifiedSeq, r.lastSeq + 1)));
  }
  await pruneExpired(deps, now);
  await db.insert(auditDayHeads).values({ day, chain: MARKER, companyId: null, seq: 0, hash: '' }).onConflictDoNothing();
  return checked;
}

/** From the last verified entry on: that entry must still be there with its hash, then the rest walks. */
async function fromVerified(deps: Deps, h: typeof auditHeads.$inferSelect) {
  const [anchor] = await deps.db
    .select({ id: auditEntries.id, hash: auditEntries.hash })
    .from(auditEntries)
    .where(and(eq(auditEntries.chain, h.chain), eq(auditEntries.seq, h.verifiedSeq)))
    .limit(1);
  const [cp] = await deps.db.select().from(auditCheckpoints).where(eq(auditCheckpoints.chain, h.chain)).limit(1);
  const anchored = anchor ? anchor.hash === h.verifiedHash : cp?.seq === h.verifiedSeq && cp.hash === h.verifiedHash;
  if (!anchored) return { ok: false, checked: 0, lastSeq: h.verifiedSeq, lastHash: h.verifiedHash, broken: { id: anchor?.id ?? null, seq: h.verifiedSeq, reason: 'hash' as const } };
  const walked = await walkChain(deps.db, h.chain, h.verifiedSeq, h.verifiedHash);
  const [head] = await deps.db.select().from(auditHeads).where(eq(auditHeads.chain, h.chain)).limit(1);
  // Entries written while walking are checked tomorrow; a head behind the walk means rows were lost.
  if (walked.ok && head && head.seq < walked.lastSeq) return { ...walked, ok: false, broken: { id: null, seq: head.seq, reason: 'head' as const } };
  return walked;
}

/** Drops entries past the retention, up to the verified point, leaving a signed checkpoint in their place. */
export async function pruneExpired(deps: Deps, now: Date) {
  const cutoff = new Date(now.getTime() - deps.config.auditRetentionDays * DAY_MS);
  const heads = await deps.db.select().from(auditHeads).where(gt(auditHeads.verifiedSeq, 0));
  let pruned = 0;
  for (const h of heads) {
    const [last] = await deps.db
      .select({ seq: auditEntries.seq, hash: auditEntries.hash })
      .from(auditEntries)
      .where(and(eq(auditEntries.chain, h.chain), lt(auditEntries.at, cutoff), lt(auditEntries.seq, h.verifiedSeq + 1)))
      .orderBy(sql`${auditEntries.seq} desc`)
      .limit(1);
    if (!last) continue;
    const signature = await signCheckpoint(deps, { chain: h.chain, seq: last.seq, hash: last.hash, prunedAt: now });
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(auditCheckpoints)
        .values({ chain: h.chain, seq: last.seq, hash: last.hash, prunedAt: now, signature })
        .onConflictDoUpdate({ target: auditCheckpoints.chain, set: { seq: last.seq, hash: last.hash, prunedAt: now, signature } });
      const gone = await tx
        .delete(auditEntries)
        .where(and(eq(auditEntries.chain, h.chain), lt(auditEntries.seq, last.seq + 1)))
        .returning({ id: auditEntries.id });
      pruned += gone.length;
    });
  }
  return pruned;
}
