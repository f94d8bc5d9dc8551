import { eq } from 'drizzle-orm';
import { text, type Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { companyMembers, messages } from '../../db/schema';

/**
 * The one way other domains leave in-site messages. `key` names a pair of texts in
 * src-shared/rules/texts.json, `<key>.title` and `<key>.content`; both languages are
 * stored so the list shows the reader's language. `at` comes from the injected clock.
 */
export interface Notice {
  key: string;
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

export async function notifyMember(db: Db, memberId: number, n: Notice): Promise<void> {
  await db.insert(messages).values(row(memberId, n));
}

/** Every member of the company receives the message (reviews concern the whole company). */
export async function notifyCompany(db: Db, companyId: number, n: Notice): Promise<void> {
  const list = await db.select({ id: companyMembers.memberId }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  if (list.length) await db.insert(messages).values(list.map((m) => row(m.id, n)));
}
