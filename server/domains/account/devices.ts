import Bowser from 'bowser';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ClientKind, SignedInSession } from '#shared/contract/security';
import type { Db } from '../../db/client';
import { apps, companies, sessions } from '../../db/schema';
import { notFound, refuse } from '../../gateway/app-error';
import { notifyMember } from '../message/notify';
import { revokeMemberTickets } from '../wechat/ticket';
import { digest, formatDateTime } from './limits';

/**
 * Sessions and devices the member controls (decision 0050): where a session comes from (address,
 * user agent, client kind, a device fingerprint), the member's list of live sessions, signing one
 * or all others out, the company's limit of sessions per member and the new-device notice.
 */

/** Where a sign-in comes from: the request's address and User-Agent, and the app for an app's sign-in. */
export interface SessionClient {
  ip: string;
  userAgent: string;
  /** The registered app whose code was exchanged for this session (sso/validate/authcode). */
  appId?: string;
}

/** The client of the request a handler runs for. */
export const clientOf = (ctx: { ip: string; userAgent: string }): SessionClient => ({ ip: ctx.ip, userAgent: ctx.userAgent });

/** The signed-in devices page the notices lead to. */
export const DEVICES_PAGE = '/memberCenter/devices';

/** Days a device stays "known" after its last use. */
export const KNOWN_DEVICE_DAYS = 90;
const DAY_MS = 86_400_000;

export interface Agent {
  browser: string;
  os: string;
  platform: string;
}

/** Browser and OS names with major versions, parsed with bowser ('' when the agent says nothing). */
export function parseAgent(userAgent: string | null): Agent {
  if (!userAgent) return { browser: '', os: '', platform: '' };
  const r = Bowser.parse(userAgent);
  const major = (v: string | undefined) => (v ? v.split('.')[0] : '');
  const browser = [r.browser.name, major(r.browser.version)].filter(Boolean).join(' ');
  const os = [r.os.name, r.os.versionName ?? major(r.os.version)].filter(Boolean).join(' ');
  return { browser, os, platform: r.platform.type ?? '' };
}

/** WeChat's in-app browser, a phone or tablet browser (the H5 pages), or anything else (desktop). */
export function clientKindOf(c: SessionClient): ClientKind {
  if (c.appId) return 'app';
  if (/MicroMessenger/i.test(c.userAgent)) return 'wechat';
  const platform = c.userAgent ? Bowser.parse(c.userAgent).platform.type : undefined;
  return platform === 'mobile' || platform === 'tablet' ? 'h5' : 'desktop';
}

/**
 * The device fingerprint: client kind, browser family and OS family (no versions, so an update is
 * not a new device; no cookie, since the gateway reads none). Coarse on purpose: it tells "Chrome on
 * Windows" from "Safari on iPhone", which is what the notice says, not one laptop from another.
 */
export function fingerprintOf(c: SessionClient): string {
  const kind = clientKindOf(c);
  if (kind === 'app') return digest('app', c.appId!).slice(0, 22);
  const r = c.userAgent ? Bowser.parse(c.userAgent) : null;
  return digest('device', kind, r?.browser.name ?? '', r?.os.name ?? '', r?.platform.type ?? '').slice(0, 22);
}

/** The session columns a sign-in writes from its client. */
export function clientColumns(c: SessionClient, now: Date) {
  return {
    ip: c.ip,
    userAgent: c.userAgent.slice(0, 512),
    client: clientKindOf(c),
    appId: c.appId ?? null,
    fingerprint: fingerprintOf(c),
    lastUsedAt: now,
  };
}

/** Live: not revoked, and its access or refresh token still usable. */
const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sql`coalesce(${sessions.refreshExpiresAt}, ${sessions.expiresAt})`, now));

export async function listSessions(db: Db, now: Date, memberId: number, currentId: number): Promise<SignedInSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      client: sessions.client,
      appName: apps.name,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      company: companies.name,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .leftJoin(apps, eq(apps.appId, sessions.appId))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .where(and(eq(sessions.memberId, memberId), live(now)))
    .orderBy(sql`${sessions.id} = ${currentId} desc`, sql`${sessions.lastUsedAt} desc`, sql`${sessions.id} desc`);
  return rows.map((r) => {
    const a = parseAgent(r.userAgent);
    return {
      id: r.id,
      browser: a.browser,
      os: a.os,
      kind: r.client as ClientKind,
      appName: r.appName ?? null,
      ip: r.ip ?? '',
      company: r.company ?? null,
      firstUsed: r.createdAt.toISOString(),
      lastUsed: r.lastUsedAt.toISOString(),
      current: r.id === currentId,
    };
  });
}

/** Ends one of the member's own sessions: another member's id, or one already ended, is "not found". */
export async function signOutSession(db: Db, now: Date, memberId: number, currentId: number, sessionId: number) {
  if (sessionId === currentId) throw refuse('member.session.current');
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId), live(now)))
    .returning({ client: sessions.client });
  if (!ended.length) throw notFound('member.session.notFound');
  // A WeChat browser would sign itself in again with its ticket (decision 0006).
  if (ended[0].client === 'wechat') await revokeMemberTickets(db, now, memberId);
  return { signedOut: true as const };
}

/**
 * Ends every session of the member but `keepId` (none: every one), and the WeChat tickets that would
 * sign a browser in again. Answers how many sessions ended.
 */
export async function endOtherSessions(db: Db, now: Date, memberId: number, keepId: number | null): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), keepId === null ? undefined : ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  await revokeMemberTickets(db, now, memberId);
  return ended.length;
}

/** Ends the member's sessions acting for one company (other companies' and personal sessions stay). */
export async function endCompanySessions(db: Db, now: Date, companyId: number, memberId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), eq(sessions.companyId, companyId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Before a member session is written: whether its device is new, i.e. the member has sessions (so
 * this is not the first sign-in) but none with this fingerprint used in the last 90 days.
 */
export async function isNewDevice(db: Db, now: Date, memberId: number, fingerprint: string): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_DEVICE_DAYS * DAY_MS);
  const [r] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.memberId} = ${memberId})`,
      seen: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.memberId} = ${memberId} and ${sessions.fingerprint} = ${fingerprint} and ${sessions.lastUsedAt} > ${since})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(r?.any) && !r?.seen;
}

export async function noticeNewDevice(db: Db, now: Date, memberId: number, c: SessionClient) {
  const a = parseAgent(c.userAgent);
  await notifyMember(db, memberId, {
    key: 'member.message.newDevice',
    vars: {
      browser: a.browser || { t: 'member.session.unknownBrowser' },
      os: a.os || { t: 'member.session.unknownOs' },
      time: formatDateTime(now),
      ip: c.ip,
    },
    publisher: 'security',
    at: now,
    link: DEVICES_PAGE,
  });
}

/**
 * The company's limit of sessions per member: after a sign-in for the company, the member's live
 * sessions of that company beyond the limit end, oldest first, in one statement, and the member is
 * told why. 0 means no limit.
 */
export async function enforceSessionLimit(db: Db, now: Date, memberId: number, companyId: number) {
  const [c] = await db.select({ limit: companies.maxSessionsPerMember, name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!c || c.limit <= 0) return;
  const beyond = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), eq(sessions.companyId, companyId), live(now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .offset(c.limit);
  const rows = await db.update(sessions).set({ revokedAt: now }).where(inArray(sessions.id, beyond)).returning({ userAgent: sessions.userAgent });
  for (const r of rows) {
    const a = parseAgent(r.userAgent);
    await notifyMember(db, memberId, {
      key: 'member.message.sessionLimit',
      vars: { company: c.name, limit: c.limit, browser: a.browser || { t: 'member.session.unknownBrowser' }, os: a.os || { t: 'member.session.unknownOs' }, time: formatDateTime(now) },
      publisher: 'security',
      at: now,
      link: DEVICES_PAGE,
    });
  }
}

export async function sessionLimitOf(db: Db, companyId: number) {
  const [c] = await db.select({ limit: companies.maxSessionsPerMember }).from(companies).where(eq(companies.id, companyId));
  return { limit: c?.limit ?? 0 };
}

export async function setSessionLimit(db: Db, companyId: number, limit: number) {
  await db.update(companies).set({ maxSessionsPerMember: limit }).where(eq(companies.id, companyId));
  return { limit };
}
