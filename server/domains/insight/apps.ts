import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppChannel, AppItem, OpenModel } from '#shared/contract/insight';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { appCatalogue, companyApps } from '../../db/schema';
import { forbidden, notFound, refuse } from '../../gateway/app-error';
import type { Principal } from '../../gateway/session';
import { membership } from '../account/accounts';
import { isAuthorised } from './work-resumption';

type CatalogueRow = typeof appCatalogue.$inferSelect;
type CompanyRow = typeof companyApps.$inferSelect;

const activeAt = (r: Pick<CompanyRow, 'startsAt' | 'endsAt'>, now: Date) => (!r.startsAt || r.startsAt <= now) && (!r.endsAt || r.endsAt > now);

function item(app: CatalogueRow, own: CompanyRow | null, lang: Lang, now: Date): AppItem {
  const relation: AppItem['relation'] = app.kind === 'platform' ? 'platform' : own && own.relation !== 'platform' ? (own.relation as 'purchased' | 'followed') : 'none';
  const active = relation === 'platform' || (relation === 'purchased' && activeAt(own!, now));
  return {
    appCode: app.code,
    kind: app.kind as AppItem['kind'],
    channel: app.channel as AppChannel,
    name: lang === 'en' ? app.nameEn : app.nameZh,
    intro: lang === 'en' ? app.introEn : app.introZh,
    url: app.url,
    icon: app.icon,
    relation,
    // Platform apps show unless hidden; purchases show while in force and not hidden; follows never do.
    display: active && (own ? own.display : relation === 'platform'),
    startsAt: relation === 'purchased' ? (own!.startsAt?.toISOString() ?? null) : null,
    endsAt: relation === 'purchased' ? (own!.endsAt?.toISOString() ?? null) : null,
    active,
    seats: relation === 'purchased' ? own!.seats : 0,
    granted: relation === 'purchased' ? own!.granted : 0,
  };
}

/** The catalogue (optionally one kind or channel) joined with the company's rows. */
async function load(db: Db, p: Principal, where: { kind?: 'platform' | 'box'; channel?: AppChannel; code?: string }) {
  const rows = await db
    .select({ app: appCatalogue, own: companyApps })
    .from(appCatalogue)
    .leftJoin(companyApps, and(eq(companyApps.appCode, appCatalogue.code), p.companyId ? eq(companyApps.companyId, p.companyId) : sql`false`))
    .where(and(where.kind ? eq(appCatalogue.kind, where.kind) : undefined, where.channel ? eq(appCatalogue.channel, where.channel) : undefined, where.code ? eq(appCatalogue.code, where.code) : undefined))
    .orderBy(asc(appCatalogue.sort));
  return rows;
}

/** Platform apps that open only for companies on a list: the statistics (white list). */
const WHITE_LISTED = new Set(['data-statistics']);

export async function platformApps(db: Db, p: Principal, lang: Lang, now: Date) {
  const items = (await load(db, p, { kind: 'platform' })).map((r) => item(r.app, r.own, lang, now));
  // A tile that would only lead to "Not authorised" is not offered.
  if (items.some((i) => WHITE_LISTED.has(i.appCode)) && !(await isAuthorised(db, p))) {
    return items.map((i) => (WHITE_LISTED.has(i.appCode) ? { ...i, display: false, active: false } : i));
  }
  return items;
}

/** The company's box apps of one relation; `activeOnly` keeps purchases in force. */
export async function boxApps(db: Db, p: Principal, lang: Lang, now: Date, relation: 'purchased' | 'followed', activeOnly = false) {
  if (!p.companyId) return [];
  const items = (await load(db, p, { kind: 'box' })).filter((r) => r.own?.relation === relation).map((r) => item(r.app, r.own, lang, now));
  return activeOnly ? items.filter((i) => i.active) : items;
}

export async function appsByChannel(db: Db, p: Principal, lang: Lang, now: Date, channel: AppChannel) {
  return (await load(db, p, { channel })).map((r) => item(r.app, r.own, lang, now));
}

/**
 * Shows or hides an app on the worktable. Only the company's administrator (or a role granted
 * facApp.manage) may; only apps the company can open (platform apps, purchases in force).
 */
export async function setAppDisplay(db: Db, p: Principal, lang: Lang, now: Date, appCode: string, display: boolean) {
  const m = await membership(db, p.memberId!, { id: p.companyId! });
  if (!m || !(m.isAdmin || m.granted.includes('facApp.manage'))) throw forbidden();
  const [row] = await load(db, p, { code: appCode });
  if (!row) throw notFound();
  const it = item(row.app, row.own, lang, now);
  if (!it.active) throw refuse('myApp.notUsable');
  await db
    .insert(companyApps)
    .values({ companyId: p.companyId!, appCode, relation: 'platform', display })
    .onConflictDoUpdate({ target: [companyApps.companyId, companyApps.appCode], set: { display } });
  return { appCode, display };
}

/** Apps the company may open, and the seats of its purchases in force (of one app when named). */
export async function grantCount(db: Db, p: Principal, lang: Lang, now: Date, appCode?: string) {
  const platform = await platformApps(db, p, lang, now);
  const bought = await boxApps(db, p, lang, now, 'purchased', true);
  if (appCode) {
    const one = [...platform, ...bought].find((a) => a.appCode === appCode);
    if (!one) throw notFound();
    return { apps: 1, seats: one.seats, granted: one.granted };
  }
  return { apps: platform.length + bought.length, seats: bought.reduce((n, a) => n + a.seats, 0), granted: bought.reduce((n, a) => n + a.granted, 0) };
}

/** Charged modules the company opened: its purchases, in force or ended. */
export async function openModels(db: Db, p: Principal, lang: Lang, now: Date): Promise<OpenModel[]> {
  return (await boxApps(db, p, lang, now, 'purchased')).map((a) => ({ modelCode: a.appCode, name: a.name, startsAt: a.startsAt, endsAt: a.endsAt, active: a.active }));
}
