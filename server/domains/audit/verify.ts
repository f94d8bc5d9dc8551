import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { VerifyResult } from '#shared/contract/audit';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { auditBreaks, auditCheckpoints, auditEntries, auditHeads } from '../../db/schema';
import { bodyOf, entryHash, type ActorKind } from '../../audit/chain';
import { checkpointHolds } from './checkpoint';

/**
 * Walks a chain in order of its numbers and recomputes every hash (decision 0053). The first entry
 * that does not hold is the answer: a number missing or out of order (a row deleted or moved), a
 * previous hash that is not the one before (rows swapped or inserted), a hash that is not the
 * entry's (a row edited), or a head that is not the last entry (the newest rows deleted).
 */
type Broken = NonNullable<VerifyResult['broken']>;
export interface ChainCheck {
  ok: boolean;
  checked: number;
  lastSeq: number;
  lastHash: string;
  broken: Broken | null;
}

const BATCH = 2000;

/** From `startSeq`/`startHash` (0/'' or a checkpoint or the last verified point) to the end of the chain. */
export async function walkChain(db: Db, chain: string, startSeq: number, startHash: string): Promise<ChainCheck> {
  let expect = startSeq + 1;
  let prev = startHash;
  let checked = 0;
  let from = startSeq;
  const fail = (id: number | null, seq: number, reason: Broken['reason']): ChainCheck => ({ ok: false, checked, lastSeq: expect - 1, lastHash: prev, broken: { id, seq, reason } });
  for (;;) {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.chain, chain), gt(auditEntries.seq, from)))
      .orderBy(asc(auditEntries.seq))
      .limit(BATCH);
    for (const r of rows) {
      if (r.seq !== expect) return fail(r.id, expect, r.seq > expect ? 'gap' : 'order');
      if (r.prevHash !== prev) return fail(r.id, r.seq, 'link');
      const body = bodyOf(chain, r.seq, {
        companyId: r.companyId,
        memberId: r.memberId,
        at: r.at,
        actorKind: r.actorKind as ActorKind,
        actorId: r.actorId,
        actorName: r.actorName,
        ip: r.ip,
        userAgent: r.userAgent,
        process: r.process,
        cmd: r.cmd,
        kind: r.kind,
        target: r.target,
        detail: r.detail as Record<string, unknown>,
        result: r.result as 'done' | 'refused',
        errorCode: r.errorCode,
      });
      if (entryHash(prev, body) !== r.hash) return fail(r.id, r.seq, 'hash');
      prev = r.hash;
      expect += 1;
      checked += 1;
    }
    if (rows.length < BATCH) break;
    from = rows[rows.length - 1].seq;
  }
  return { ok: true, checked, lastSeq: expect - 1, lastHash: prev, broken: null };
}

/** The whole chain from its start or its signed checkpoint, against its head. */
export async function verifyChain(deps: Deps, chain: string): Promise<ChainCheck & { head: { seq: number; hash: string } | null }> {
  const db = deps.db;
  const [head] = await db.select().from(auditHeads).where(eq(auditHeads.chain, chain)).limit(1);
  const [cp] = await db.select().from(auditCheckpoints).where(eq(auditCheckpoints.chain, chain)).limit(1);
  const headOut = head ? { seq: head.seq, hash: head.hash } : null;
  if (cp && !(await checkpointHolds(deps, cp))) return { ok: false, checked: 0, lastSeq: cp.seq, lastHash: cp.hash, broken: { id: null, seq: cp.seq, reason: 'checkpoint' }, head: headOut };
  const walked = await walkChain(db, chain, cp?.seq ?? 0, cp?.hash ?? '');
  if (!walked.ok) return { ...walked, head: headOut };
  if ((head?.seq ?? 0) !== walked.lastSeq || (head?.hash ?? '') !== walked.lastHash) {
    return { ...walked, ok: false, broken: { id: null, seq: walked.lastSeq + 1, reason: 'head' }, head: headOut };
  }
  return { ...walked, head: headOut };
}

/** A break becomes an operator-console item, once per chain until it is resolved. */
export async function recordBreak(db: Db, chain: string, companyId: number | null, broken: Broken, now: Date) {
  const [open] = await db
    .select({ id: auditBreaks.id })
    .from(auditBreaks)
    .where(and(eq(auditBreaks.chain, chain), isNull(auditBreaks.resolvedAt)))
    .limit(1);
  if (open) return;
  await db.insert(auditBreaks).values({ chain, companyId, seq: broken.seq, reason: broken.reason, foundAt: now }).onConflictDoNothing();
}
