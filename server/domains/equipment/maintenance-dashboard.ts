import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DashboardPanel } from '#shared/contract/insight';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { deviceChecks, orgDevices } from '../../db/schema';
import { inScope, type DataScope } from '../org/data-scope';

const DAY = 86_400_000;
const beijingDay = (t: Date) => new Date(t.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The "Predictive maintenance" dashboard of a company session, from what the company really
 * records: field checks (normal and abnormal, last 14 and 30 days), devices under repair, the share
 * of devices checked in 30 days and the devices found abnormal most often. Vibration sensors are
 * not connected, so the seeded vibration and health-score series are not shown to a company.
 */
export async function maintenanceDashboard(db: Db, companyId: number, scope: DataScope, lang: Lang, now: Date): Promise<{ title: string; intro: string; items: DashboardPanel[] }> {
  const t = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const devices = and(eq(orgDevices.companyId, companyId), inScope(scope, orgDevices.departmentId));
  const days = Array.from({ length: 14 }, (_, i) => beijingDay(new Date(now.getTime() - (13 - i) * DAY)));
  const since14 = new Date(Date.parse(`${days[0]}T00:00:00+08:00`));
  const since30 = new Date(now.getTime() - 30 * DAY);
  const checksOf = (since: Date) => and(eq(deviceChecks.companyId, companyId), gte(deviceChecks.checkedAt, since), devices);

  const [[totals], perDay, [checked30], top] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number), repair: sql<number>`count(*) filter (where ${orgDevices.status} = 'repair')`.mapWith(Number) })
      .from(orgDevices)
      .where(devices),
    db
      .select({
        day: sql<string>`to_char(${deviceChecks.checkedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
        result: deviceChecks.result,
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(deviceChecks)
      .innerJoin(orgDevices, eq(orgDevices.id, deviceChecks.deviceId))
      .where(checksOf(since14))
      .groupBy(sql`1`, deviceChecks.result),
    db
      .select({ devices: sql<number>`count(distinct ${deviceChecks.deviceId})`.mapWith(Number), abnormal: sql<number>`count(*) filter (where ${deviceChecks.result} = 'abnormal')`.mapWith(Number) })
      .from(deviceChecks)
      .innerJoin(orgDevices, eq(orgDevices.id, deviceChecks.deviceId))
      .where(checksOf(since30)),
    db
      .select({ name: orgDevices.name, sn: orgDevices.sn, n: sql<number>`count(*)`.mapWith(Number) })
      .from(deviceChecks)
      .innerJoin(orgDevices, eq(orgDevices.id, deviceChecks.deviceId))
      .where(and(checksOf(since30), eq(deviceChecks.result, 'abnormal')))
      .groupBy(orgDevices.id, orgDevices.name, orgDevices.sn)
      .orderBy(desc(sql`count(*)`), orgDevices.sn)
      .limit(5),
  ]);
  const count = (day: string, result: string) => perDay.find((r) => r.day === day && r.result === result)?.n ?? 0;
  const coverage = totals.total ? Math.round((checked30.devices / totals.total) * 1000) / 10 : 0;
  const unit = t('台', 'devices');
  return {
    title: t('设备维护与点检', 'Maintenance and field checks'),
    intro: t(`本企业 ${totals.total} 台设备的点检结果、维修与异常设备`, `Field check results, repairs and abnormal findings of the company's ${totals.total} devices`),
    items: [
      {
        id: 'abnormal',
        type: 'stat',
        title: t('近 30 天异常点检', 'Abnormal checks, last 30 days'),
        unit: t('次', 'checks'),
        span: 4,
        labels: [''],
        series: [{ name: t('异常', 'Abnormal'), data: [checked30.abnormal] }],
      },
      { id: 'coverage', type: 'gauge', title: t('近 30 天点检覆盖率', 'Devices checked, last 30 days'), unit: '%', span: 4, labels: [''], series: [{ name: t('覆盖率', 'Coverage'), data: [coverage] }] },
      { id: 'repair', type: 'stat', title: t('维修中设备', 'Devices under repair'), unit, span: 4, labels: [''], series: [{ name: t('维修', 'Under repair'), data: [totals.repair] }] },
      {
        id: 'checks',
        type: 'bar',
        title: t('近 14 天点检结果', 'Check results, last 14 days'),
        unit: t('次', 'checks'),
        span: 8,
        labels: days.map((d) => d.slice(5)),
        series: [
          { name: t('正常', 'Normal'), data: days.map((d) => count(d, 'normal')) },
          { name: t('异常', 'Abnormal'), data: days.map((d) => count(d, 'abnormal')) },
        ],
      },
      {
        id: 'top',
        type: 'bar',
        title: t('异常最多的设备（30 天）', 'Most often abnormal (30 days)'),
        unit: t('次', 'checks'),
        span: 4,
        labels: top.map((r) => `${r.name} ${r.sn}`),
        series: [{ name: t('异常', 'Abnormal'), data: top.map((r) => r.n) }],
      },
    ],
  };
}
