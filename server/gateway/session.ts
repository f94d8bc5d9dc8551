import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client';

/** The signed-in principal attached to a request, or null for anonymous calls. */
export interface Principal {
  sessionId: number;
  kind: 'member' | 'operator' | 'salesman';
  memberId: number | null;
  operatorId: number | null;
  companyId: number | null;
  memberCode: string | null;
  certified: boolean;
  /** The member is a platform field admin (members.is_field_admin). */
  fieldAdmin: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** `touch`: the session's last use is over a minute old, so the gateway records this one (touchSession). */
export type LookupResult = { ok: true; principal: Principal; touch: boolean } | { ok: false; code: 14 | 15 };

/** How often a session's last use is written at most (decision 0050). */
export const TOUCH_EVERY_MS = 60_000;

// The hot path: one prepared statement, no ORM (docs/architecture.md, Budgets).
const SESSION_COLUMNS = `s.id, s.kind, s.member_id, s.operator_id, s.company_id, s.expires_at, s.revoked_at, s.last_used_at,
  m.code as member_code, coalesce(c.certified, false) as certified, coalesce(m.is_field_admin, false) as field_admin`;
const SESSION_FROM = `sessions s left join members m on m.id = s.member_id left join companies c on c.id = s.company_id`;
export const LOOKUP_SQL = `select ${SESSION_COLUMNS} from ${SESSION_FROM} where s.token_hash = $1`;

/**
 * The session lookup and a hot read in one round trip: `readSql` runs per session
 * row (a LATERAL subquery, so it may use s.member_id, s.company_id) and its columns
 * come back beside the session's. Used for reads every page makes (the unread dot).
 */
export const fusedSessionSql = (readSql: string) => `select ${SESSION_COLUMNS}, r.* from ${SESSION_FROM} left join lateral (${readSql}) r on true where s.token_hash = $1`;

export interface SessionRow {
  id: number | string;
  kind: Principal['kind'];
  member_id: number | null;
  operator_id: number | null;
  company_id: number | null;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  last_used_at: Date | string;
  member_code: string | null;
  certified: boolean;
  field_admin: boolean;
}

export async function lookupSession(db: Database, token: string, now: Date): Promise<LookupResult> {
  const rows = await db.raw<SessionRow>('session_lookup', LOOKUP_SQL, [hashToken(token)]);
  return sessionOf(rows[0], now);
}

/** A session row (from the lookup or a fused read) judged at `now`. */
export function sessionOf(r: SessionRow | undefined, now: Date): LookupResult {
  if (!r || r.revoked_at) return { ok: false, code: 14 };
  if (new Date(r.expires_at).getTime() <= now.getTime()) return { ok: false, code: 15 };
  return {
    ok: true,
    touch: new Date(r.last_used_at).getTime() <= now.getTime() - TOUCH_EVERY_MS,
    principal: {
      sessionId: Number(r.id),
      kind: r.kind,
      memberId: r.member_id,
      operatorId: r.operator_id,
      companyId: r.company_id,
      memberCode: r.member_code,
      certified: r.certified,
      fieldAdmin: r.field_admin,
    },
  };
}

// Conditional, so parallel requests of one session write at most once; it runs only when the lookup
// saw a last use over a minute old, so the lookup itself stays one read (decision 0050).
const TOUCH_SQL = `update sessions set last_used_at = $2, ip = $3, user_agent = $4 where id = $1 and last_used_at <= $5`;

/** Records the session's use (time, address, user agent): at most once a minute per session. */
export async function touchSession(db: Database, sessionId: number, now: Date, ip: string, userAgent: string) {
  await db.raw('session_touch', TOUCH_SQL, [sessionId, now, ip, userAgent.slice(0, 512), new Date(now.getTime() - TOUCH_EVERY_MS)]);
}
