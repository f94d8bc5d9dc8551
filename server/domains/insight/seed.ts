import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appCatalogue, companies, companyApps, dashboardCategories, dashboardVisuals, wrEnterprises, wrRegions, wrWhiteList } from '../../db/schema';
import type { SeedStep } from '../../db/seed';
import { APP_CATALOGUE, DEMO_COMPANY_APPS } from './app-seed-data';
import { DASHBOARD_CATEGORIES, dashboardVisuals as visualsOf } from './dashboard-seed-data';
import { sampleEnterprises, WR_PROVINCES, WR_SERIES_DAYS } from './wr-seed-data';

const DAY = 86_400_000;

/** Yesterday in Beijing time (YYYY-MM-DD): the last day of the sample series. */
function yesterdayBeijing(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000 - DAY).toISOString().slice(0, 10);
}

/**
 * The sample's device days in one statement: for each enterprise and day, the devices on follow a
 * ramp (a holiday shutdown at the start, back to normal after 30 to 100 days depending on the
 * province), a per-enterprise level, a weekend dip and a hash jitter. hashtext is deterministic, so every
 * database seeded on the same day holds the same numbers.
 */
async function seedDeviceDays(tx: Db, lastDay: string) {
  await tx.execute(sql`
    insert into wr_device_days (enterprise_id, day, devices_on)
    select e.id, g.day, greatest(0, least(e.devices, round(e.devices * (
        (0.18 + 0.72 * least(1.0, g.i / (30.0 + r.sort * 10)))
        * (0.55 + ((e.id * 7) % 19) / 40.0)
        - case extract(isodow from g.day) when 7 then 0.25 when 6 then 0.1 else 0 end
        + ((abs(hashtext(e.id::text || ':' || g.i::text)) % 120) - 60) / 1000.0
      ))::int))
    from wr_enterprises e
    join wr_regions r on r.code = e.province_code
    cross join lateral (
      select i, (${lastDay}::date - (${WR_SERIES_DAYS - 1} - i))::date as day from generate_series(0, ${WR_SERIES_DAYS - 1}) as i
    ) g`);
}

async function companyIds(tx: Db, codes: string[]) {
  const rows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(inArray(companies.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

export const insightSeedSteps: SeedStep[] = [
  // The catalogue is product content: every environment has it.
  {
    name: 'insight-app-catalogue',
    run: async (tx) => {
      await tx
        .insert(appCatalogue)
        .values(APP_CATALOGUE.map((a, i) => ({ code: a.code, kind: a.kind, channel: a.channel, nameZh: a.zh, nameEn: a.en, introZh: a.introZh, introEn: a.introEn, url: a.url, icon: a.icon, sort: i })))
        .onConflictDoNothing();
    },
  },
  // The work-resumption sample, dashboards and the demo companies' apps are demonstration data.
  {
    name: 'insight-work-resumption',
    demo: true,
    run: async (tx) => {
      await tx
        .insert(wrRegions)
        .values(
          WR_PROVINCES.flatMap((p, pi) => [
            { code: p.code, parentCode: null, level: 1, nameZh: p.zh, nameEn: p.en, sort: pi },
            ...p.cities.map((c, ci) => ({ code: c.code, parentCode: p.code, level: 2, nameZh: c.zh, nameEn: c.en, sort: ci })),
          ]),
        );
      await tx.insert(wrEnterprises).values(sampleEnterprises());
      await seedDeviceDays(tx, yesterdayBeijing());
      const [demo] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001')).limit(1);
      if (demo) await tx.insert(wrWhiteList).values({ companyId: demo.id });
    },
  },
  {
    name: 'insight-dashboards',
    demo: true,
    run: async (tx) => {
      const cats = await tx
        .insert(dashboardCategories)
        .values(DASHBOARD_CATEGORIES.map((c, i) => ({ nameZh: c.zh, nameEn: c.en, sort: i })))
        .returning({ id: dashboardCategories.id });
      // One at a time so the ids follow the list (the box apps' URLs name them).
      for (const [i, v] of visualsOf(new Date()).entries()) {
        await tx.insert(dashboardVisuals).values({ categoryId: cats[v.category].id, titleZh: v.title.zh, titleEn: v.title.en, introZh: v.intro.zh, introEn: v.intro.en, panels: v.panels, sort: i });
      }
    },
  },
  {
    name: 'insight-company-apps',
    demo: true,
    run: async (tx) => {
      const ids = await companyIds(tx, [...new Set(DEMO_COMPANY_APPS.map((a) => a.company))]);
      const now = Date.now();
      const rows = DEMO_COMPANY_APPS.filter((a) => ids.has(a.company)).map((a) => ({
        companyId: ids.get(a.company)!,
        appCode: a.app,
        relation: a.relation,
        display: a.relation === 'purchased',
        seats: a.seats ?? 0,
        granted: a.granted ?? 0,
        startsAt: a.startDays === undefined ? null : new Date(now + a.startDays * DAY),
        endsAt: a.endDays === undefined ? null : new Date(now + a.endDays * DAY),
      }));
      if (rows.length) await tx.insert(companyApps).values(rows);
    },
  },
];
