import { eq } from 'drizzle-orm';
import { text } from '../../../src-shared/rules/texts';
import type { Db } from '../../db/client';
import { companyMembers, messages } from '../../db/schema';

/**
 * The one way other domains leave in-site messages. `key` names a pair of texts in
 * src-shared/rules/texts.json, `<key>.title` and `<key>.content`; both languages are
 * stored so the list shows the reader's language. `at` comes from the injected clock.
 */
export interface Notice {
  key: string;
  vars?: Record<string, string | number>;
  /** Who sent it: platform, review, security, fund ... */
  publisher: string;
  at: Date;
}

function row(memberId: number, n: Notice) {
  const vars = n.vars ?? {};
  return {
    memberId,
    titleZh: text(`${n.key}.title`, 'zh-CN', vars),
    titleEn: text(`${n.key}.title`, 'en', vars),
    contentZh: text(`${n.key}.content`, 'zh-CN', vars),
    contentEn: text(`${n.key}.content`, 'en', vars),
    publisher: n.publisher,
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
