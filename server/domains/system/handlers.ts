import { desc, eq } from 'drizzle-orm';
import { getGlobalColor, getLocalConfig, getNotice, getSiteConfig, pageView, unReadMessageInfo } from '#shared/contract/system';
import { notices, pageViews } from '../../db/schema';
import { handle, handleFused } from '../../gateway/handler';
import { fusedSessionSql } from '../../gateway/session';
import { readGrayscale, readLocalConfig } from './site-switches';

// Asked on every page a member opens (the header's dot): raw SQL, since Drizzle's per-query parsers
// cost about a third of the throughput on PGlite, and fused with the session lookup into one round trip.
// It reads the member's counters row, which triggers on messages keep (an aggregate, so a member
// without the row still gets one row: 0).
const UNREAD_SQL = 'select coalesce(max(unread), 0)::int as n from message_counters where member_id = $1';
const unreadOf = (n: unknown) => {
  const count = Number(n ?? 0);
  return { isExistUnRead: count > 0, count };
};

export const systemHandlers = [
  handle(getNotice, async ({ deps, lang }) => {
    const rows = await deps.db.select().from(notices).where(eq(notices.published, true)).orderBy(desc(notices.createdAt)).limit(1);
    const n = rows[0];
    if (!n) return null;
    return {
      id: n.id,
      noticeLabel: lang === 'en' ? n.labelEn : n.labelZh,
      noticeContent: lang === 'en' ? n.contentEn : n.contentZh,
      containLinks: n.containLinks ? (1 as const) : (0 as const),
      linkAddress: n.containLinks ? n.linkAddress : null,
    };
  }),

  handle(getGlobalColor, async ({ deps }) => {
    return { value: (await readGrayscale(deps.db)) ? ('on' as const) : ('off' as const) };
  }),

  handle(getLocalConfig, async ({ deps }) => {
    return readLocalConfig(deps.db, deps.config.localDeployment);
  }),

  handle(getSiteConfig, async ({ deps }) => ({
    servicePhone: deps.config.servicePhone,
    serviceHours: { zh: '工作日 9:00-17:00', en: 'Working days 9:00-17:00' },
    recordNumber: deps.config.recordNumber,
  })),

  handle(pageView, async ({ params, deps, lang, principal }) => {
    await deps.db.insert(pageViews).values({
      path: params.path,
      title: params.title,
      build: params.build,
      lang,
      referrer: params.referrer ?? null,
      memberId: principal?.memberId ?? null,
    });
    return { recorded: true as const };
  }),

  handleFused(unReadMessageInfo, { name: 'session_unread', sql: fusedSessionSql(UNREAD_SQL.replace('$1', 's.member_id')), map: (row) => unreadOf(row.n) }, async ({ deps, principal }) => {
    const [row] = await deps.database.raw<{ n: number }>('unread_count', UNREAD_SQL, [principal!.memberId!]);
    return unreadOf(row?.n);
  }),
];
