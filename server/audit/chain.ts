import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { sql } from 'drizzle-orm';
import type { AuditEntry } from '#shared/contract/audit';
import type { Db } from '../db/client';

/**
 * Appending to a chain (decision 0053). The head row is bumped first (`insert … on conflict do
 * update`), which locks it until the transaction ends: entries of one chain get consecutive
 * numbers in commit order, and two writers never read the same previous hash. Two round trips.
 */

/** Who acted, as the contract's entries name it. */
export type ActorKind = AuditEntry['actorKind'];

export interface EntryInput {
  companyId: number | null;
  memberId: number | null;
  at: Date;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string | null;
  ip: string | null;
  userAgent: string | null;
  process: string | null;
  cmd: string;
  kind: string;
  target: string | null;
  detail: Record<string, unknown>;
  result: 'done' | 'refused';
  errorCode: number | null;
}

/** A company's chain, or a member's own when there is no company, or the platform's (operators, unknown callers). */
export const chainOf = (companyId: number | null, memberId: number | null) => (companyId != null ? `c:${companyId}` : memberId != null ? `m:${memberId}` : 'platform');

/** What the hash covers: every column but the row id and the hashes themselves. */
export function bodyOf(chain: string, seq: number, e: EntryInput) {
  return {
    chain,
    seq,
    companyId: e.companyId,
    memberId: e.memberId,
    at: e.at.toISOString(),
    actorKind: e.actorKind,
    actorId: e.actorId,
    actorName: e.actorName,
    ip: e.ip,
    userAgent: e.userAgent,
    process: e.process,
    cmd: e.cmd,
    kind: e.kind,
    target: e.target,
    detail: e.detail,
    result: e.result,
    errorCode: e.errorCode,
  };
}

export const entryHash = (prevHash: string, body: ReturnType<typeof bodyOf>) =>
  createHash('sha256')
    .update(prevHash)
    .update(canonicalize(body) ?? '')
    .digest('hex');

type Rows<T> = { rows: T[] };

/** Appends one entry inside the caller's transaction; answers its chain number. */
export async function appendEntry(tx: Db, e: EntryInput): Promise<number> {
  const chain = chainOf(e.companyId, e.memberId);
  const bumped = (await tx.execute(
    sql`insert into audit_heads (chain, company_id, seq, hash) values (${chain}, ${e.companyId}, 1, '')
        on conflict (chain) do update set seq = audit_heads.seq + 1
        returning seq, hash`,
  )) as unknown as Rows<{ seq: string | number; hash: string }>;
  const seq = Number(bumped.rows[0].seq);
  const prev = bumped.rows[0].hash;
  const hash = entryHash(prev, bodyOf(chain, seq, e));
  await tx.execute(
    sql`with e as (
          insert into audit_entries (chain, seq, company_id, member_id, at, actor_kind, actor_id, actor_name, ip, user_agent, process, cmd, kind, target, detail, result, error_code, prev_hash, hash)
          values (${chain}, ${seq}, ${e.companyId}, ${e.memberId}, ${e.at.toISOString()}, ${e.actorKind}, ${e.actorId}, ${e.actorName}, ${e.ip}, ${e.userAgent}, ${e.process}, ${e.cmd}, ${e.kind}, ${e.target}, ${JSON.stringify(e.detail)}::jsonb, ${e.result}, ${e.errorCode}, ${prev}, ${hash})
          returning 1)
        update audit_heads set hash = ${hash}, updated_at = ${e.at.toISOString()} where chain = ${chain}`,
  );
  return seq;
}
