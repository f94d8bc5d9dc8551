import { eq } from 'drizzle-orm';
import type { DashboardPanel } from '#shared/contract/insight';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { dashboardVisuals } from '../../db/schema';
import type { DataScope } from '../org/data-scope';
import { deviceDashboard } from './dashboard';
import { maintenanceDashboard } from './maintenance-dashboard';

type Build = (db: Db, companyId: number, scope: DataScope, lang: Lang, now: Date) => Promise<{ title?: string; intro: string; items: DashboardPanel[] }>;

/**
 * The dashboards a company session sees computed from its own devices and field checks (in its
 * data scope), by the seeded dashboard's English title. Every other dashboard keeps the platform's
 * sample series and says so (decision record 0024).
 */
const LIVE: Record<string, { build: Build; title: Record<Lang, string> | null; panels: number }> = {
  'Equipment monitoring': { build: deviceDashboard, title: null, panels: 5 },
  'Predictive maintenance': { build: maintenanceDashboard, title: { 'zh-CN': '设备维护与点检', en: 'Maintenance and field checks' }, panels: 5 },
};

export const isLiveTitle = (titleEn: string) => Object.prototype.hasOwnProperty.call(LIVE, titleEn);

/** The title a company session sees for a live dashboard (its own data may be narrower than the sample's theme). */
export const liveTitle = (titleEn: string, lang: Lang) => LIVE[titleEn]?.title?.[lang] ?? null;

/** How many charts a live dashboard shows (the list says so before it is opened). */
export const livePanels = (titleEn: string) => LIVE[titleEn]?.panels ?? null;

/** The live builder of a dashboard, or null when it shows sample data. */
export async function liveBuilder(db: Db, id: number): Promise<Build | null> {
  const [r] = await db.select({ titleEn: dashboardVisuals.titleEn }).from(dashboardVisuals).where(eq(dashboardVisuals.id, id)).limit(1);
  return r && isLiveTitle(r.titleEn) ? LIVE[r.titleEn].build : null;
}
