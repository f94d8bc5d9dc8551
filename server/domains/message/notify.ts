import { eq } from 'drizzle-orm';
import type { NotifyEventKey } from '#shared/rules/notify-events';
import { text, type Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { companyMembers, messages } from '../../db/schema';
import { enqueueDeliveries } from '../notify/enqueue';
import { channelOn, readPreferences, readPreferencesOf, DEFAULT_PREFERENCES, type StoredPreferences } from '../notify/preferences';

/**
 * The one way other domains notify members. `key` is an event of the catalogue
 * (src-shared/rules/notify-events.ts) and names a pair of texts, `<key>.title` and `<key>.content`;
 * both languages are stored so the in-site list shows the reader's language. Besides the in-site
 * message, the SMS and WeChat deliveries the member's choices allow go into the outbox in the same
 * transaction (decision 0055). `at` comes from the injected clock.
 */
export interface Notice {
  key: NotifyEventKey;
  /** `{ t: key }` values are texts themselves, localized per language. */
  vars?: Record<string, string | number | { t: string }>;
  /** Who sent it: platform, review, security, fund ... */
  publisher: string;
  at: Date;
  /** A desktop path the message leads to (the H5 list maps the ones it has a page for). */
  link?: string;
}

function localVars(vars: Notice['vars'], lang: Lang) {
  return Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, typeof v === 'object' ? text(v.t, lang) : v]));
}

function row(memberId: number, n: Notice) {
  const zh = localVars(n.vars, 'zh-CN');
  const en = localVars(n.vars, 'en');
  return {
    memberId,
    titleZh: text(`${n.key}.title`, 'zh-CN', zh),
    titleEn: text(`${n.key}.title`, 'en', en),
    contentZh: text(`${n.key}.content`, 'zh-CN', zh),
    contentEn: text(`${n.key}.content`, 'en', en),
    publisher: n.publisher,
    link: n.link ?? null,
    createdAt: n.at,
  };
}

async function deliver(db: Db, memberIds: number[], n: Notice, prefsOf: (id: number) => StoredPreferences) {
  const inSite = memberIds.filter((id) => channelOn(prefsOf(id), n.key, 'inSite'));
  if (inSite.length) await db.insert(messages).values(inSite.map((id) => row(id, n)));
  for (const id of memberIds) await enqueueDeliveries(db, id, n.key, n.vars ?? {}, prefsOf(id), n.at);
}

export async function notifyMember(db: Db, memberId: number, n: Notice): Promise<void> {
  const prefs = await readPreferences(db, memberId);
  await deliver(db, [memberId], n, () => prefs);
}

/** Every member of the company receives the message (reviews concern the whole company). */
export async function notifyCompany(db: Db, companyId: number, n: Notice): Promise<void> {
  const ids = (await db.select({ id: companyMembers.memberId }).from(companyMembers).where(eq(companyMembers.companyId, companyId))).map((m) => m.id);
  if (!ids.length) return;
  const prefs = await readPreferencesOf(db, ids);
  await deliver(db, ids, n, (id) => prefs.get(id) ?? DEFAULT_PREFERENCES);
}
