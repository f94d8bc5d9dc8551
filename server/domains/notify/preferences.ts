import { eq, inArray } from 'drizzle-orm';
import { NOTIFY_EVENTS, type NotifyChannel, type NotifyEventKey } from '#shared/rules/notify-events';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { notifyPreferences } from '../../db/schema';

/** A member's choices as stored; `choices` keeps only the switches that differ from the catalogue's defaults. */
export interface StoredPreferences {
  lang: Lang;
  quietHours: boolean;
  choices: Record<string, Partial<Record<NotifyChannel, boolean>>>;
}

export const DEFAULT_PREFERENCES: StoredPreferences = { lang: 'zh-CN', quietHours: true, choices: {} };

/** Whether `channel` is on for the event: a mandatory event keeps its defaults whatever is stored. */
export function channelOn(p: StoredPreferences, event: NotifyEventKey, channel: NotifyChannel): boolean {
  const e = NOTIFY_EVENTS[event];
  if (e.mandatory) return e.channels[channel];
  return p.choices[event]?.[channel] ?? e.channels[channel];
}

const fromRow = (r: typeof notifyPreferences.$inferSelect): StoredPreferences => ({ lang: r.lang === 'en' ? 'en' : 'zh-CN', quietHours: r.quietHours, choices: r.choices });

export async function readPreferences(db: Db, memberId: number): Promise<StoredPreferences> {
  const [r] = await db.select().from(notifyPreferences).where(eq(notifyPreferences.memberId, memberId)).limit(1);
  return r ? fromRow(r) : DEFAULT_PREFERENCES;
}

/** Several members' choices in one query (a company's notice goes to all its members). */
export async function readPreferencesOf(db: Db, memberIds: number[]): Promise<Map<number, StoredPreferences>> {
  const out = new Map<number, StoredPreferences>();
  if (!memberIds.length) return out;
  const rows = await db.select().from(notifyPreferences).where(inArray(notifyPreferences.memberId, memberIds));
  for (const r of rows) out.set(r.memberId, fromRow(r));
  return out;
}

export async function writePreferences(db: Db, memberId: number, p: StoredPreferences, now: Date) {
  await db
    .insert(notifyPreferences)
    .values({ memberId, lang: p.lang, quietHours: p.quietHours, choices: p.choices, updatedAt: now })
    .onConflictDoUpdate({ target: notifyPreferences.memberId, set: { lang: p.lang, quietHours: p.quietHours, choices: p.choices, updatedAt: now } });
}

/** Remembers the member's language for outside messages (a notify command carries it). */
export async function rememberLang(db: Db, memberId: number, lang: Lang, now: Date) {
  await db
    .insert(notifyPreferences)
    .values({ memberId, lang, updatedAt: now })
    .onConflictDoUpdate({ target: notifyPreferences.memberId, set: { lang, updatedAt: now } });
}
