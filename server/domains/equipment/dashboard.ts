import { and, eq, gte, sql } from 'drizzle-orm';
import type { DashboardPanel } from '#shared/contract/insight';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { deviceChecks, orgDepartments, orgDevices } from '../../db/schema';
import { inScope, type DataScope } from '../org/data-scope';

/**
 * The "Equipment monitoring" dashboard of a company session, computed from the company's own
 * devices in the caller's data scope (instead of the seeded demo series): devices in use, the
 * in-use rate, devices by status, field checks of the last 14 days and devices by department.
 * The panel ids and types are the seeded ones, so the dashboard page renders it unchanged.
 */
const STATUS = [
  ['inUse', '在用', 'In use'],
  ['idle', '闲置', 'Idle'],
  ['repair', '维修', 'Under repair'],
  ['scrapped', '报废', 'Scrapped'],
] as const;
const DAY = 86_400_000;
const beijingDay = (t: Date) => new Date(t.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export async function deviceDashboard(db: Db, companyId: number, scope: DataScope, lang: Lang, now: Date): Promise<{ intro: string; items: DashboardPanel[] }> {
  const t = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const where = and(eq(orgDevices.companyId, companyId), inScope(scope, orgDevices.departmentId));
  const byStatus = await db
    .select({ status: orgDevices.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(orgDevices)
    .where(where)
    .groupBy(orgDevices.status);
  const count = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  const total = byStatus.reduce((a, r) => a + r.n, 0);
  const byDept = await db
    .select({ name: sql<string>`coalesce(${orgDepartments.name}, '')`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(orgDevices)
    .leftJoin(orgDepartments, eq(orgDepartments.id, orgDevices.departmentId))
    .where(where)
    .groupBy(orgDepartments.name)
    .orderBy(sql`count(*) desc`);
  // Checks of the last 14 Beijing days (today included), of devices in scope.
  const days = Array.from({ length: 14 }, (_, i) => beijingDay(new Date(now.getTime() - (13 - i) * DAY)));
  const since = new Date(Date.parse(`${days[0]}T00:00:00+08:00`));
  const checks = await db
    .select({ day: sql<string>`to_char(${deviceChecks.checkedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(deviceChecks)
    .innerJoin(orgDevices, eq(orgDevices.id, deviceChecks.deviceId))
    .where(and(eq(deviceChecks.companyId, companyId), gte(deviceChecks.checkedAt, since), inScope(scope, orgDevices.departmentId)))
    .groupBy(sql`1`);
  const perDay = new Map(checks.map((r) => [r.day, r.n]));
  const unit = t('台', 'devices');
  return {
    intro: t(`本企业 ${total} 台设备的状态、点检与部门分布`, `States, field checks and departments of the company's ${total} devices`),
    items: [
      { id: 'online', type: 'stat', title: t('在用设备', 'Devices in use'), unit, span: 4, labels: [''], series: [{ name: t('在用', 'In use'), data: [count('inUse')] }] },
      {
        id: 'rate',
        type: 'gauge',
        title: t('设备在用率', 'In-use rate'),
        unit: '%',
        span: 4,
        labels: [''],
        series: [{ name: t('在用率', 'In-use rate'), data: [total ? Math.round((count('inUse') / total) * 1000) / 10 : 0] }],
      },
      {
        id: 'states',
        type: 'pie',
        title: t('设备状态分布', 'Devices by status'),
        unit,
        span: 4,
        labels: STATUS.map(([, zh, en]) => t(zh, en)),
        series: [{ name: t('设备', 'Devices'), data: STATUS.map(([s]) => count(s)) }],
      },
      {
        id: 'trend',
        type: 'line',
        title: t('近 14 天点检次数', 'Field checks, last 14 days'),
        unit: t('次', 'checks'),
        span: 8,
        labels: days.map((d) => d.slice(5)),
        series: [{ name: t('点检', 'Checks'), data: days.map((d) => perDay.get(d) ?? 0) }],
      },
      {
        id: 'hours',
        type: 'bar',
        title: t('各部门设备数', 'Devices by department'),
        unit,
        span: 4,
        labels: byDept.map((r) => r.name || t('未分配', 'Unassigned')),
        series: [{ name: t('设备', 'Devices'), data: byDept.map((r) => r.n) }],
      },
    ],
  };
}
