import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import * as equipmentCmds from '#shared/contract/equipment';
import * as insightCmds from '#shared/contract/insight';

/**
 * /dashboard/index for a company session: "Equipment monitoring" and the maintenance dashboard
 * read the company's devices and field checks; every other dashboard is marked sample.
 */
let s: TestServer;
let admin: string;
type Visual = { id: number; title: string; sample: boolean };
type Panel = { id: string; labels: string[]; series: { name: string; data: number[] }[] };

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
});
afterAll(async () => {
  await s?.close();
});

const list = async (token: string, lang = 'en') => (await s.call(insightCmds.dashboardVisualList, {}, { token, lang })).response as Visual[];

describe('live and sample dashboards', () => {
  it('a company session sees two dashboards of its own data, the rest marked sample', async () => {
    const v = await list(admin);
    expect(v.filter((x) => !x.sample).map((x) => [x.title, (x as Visual & { panels: number }).panels])).toEqual([
      ['Equipment monitoring', 5],
      ['Maintenance and field checks', 5],
    ]);
    expect(v.filter((x) => x.sample).map((x) => x.title)).toEqual(expect.arrayContaining(['OEE analysis', 'Energy management', 'Quality SPC', 'Production reporting']));
    expect((await list(admin, 'zh-CN')).find((x) => !x.sample && x.title === '设备维护与点检')).toBeTruthy();
    // A personal session (no company) sees every dashboard as the sample it is.
    const personal = await s.createSession('member', '13800000002');
    expect((await list(personal)).every((x) => x.sample)).toBe(true);
  });

  it('the maintenance dashboard counts the company checks, abnormal ones by device, and devices under repair', async () => {
    const id = (await list(admin)).find((x) => x.title === 'Maintenance and field checks')!.id;
    const panels = async () => {
      const d = (await s.call(insightCmds.dashboardVisualDetail, { id }, { token: admin, lang: 'en' })).response;
      expect(d.sample).toBe(false);
      return Object.fromEntries((d.items as Panel[]).map((p) => [p.id, p])) as Record<string, Panel>;
    };
    const before = await panels();
    expect(before.repair.series[0].data).toEqual([1]); // the seeded device under repair
    const dev = (await s.call(equipmentCmds.equipmentBySn, { sn: 'IMT100-0001' }, { token: admin })).response;
    for (const result of ['abnormal', 'abnormal', 'normal']) expect((await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: dev.id, result }, { token: admin })).error).toBeUndefined();
    const after = await panels();
    expect(after.abnormal.series[0].data[0]).toBe(before.abnormal.series[0].data[0] + 2);
    const today = after.checks.series.map((x) => x.data.at(-1));
    expect(today).toEqual([(before.checks.series[0].data.at(-1) ?? 0) + 1, (before.checks.series[1].data.at(-1) ?? 0) + 2]);
    expect(after.top.labels[0]).toContain('IMT100-0001');
    expect(after.coverage.series[0].data[0]).toBeGreaterThan(0);
    // A sample dashboard says so in its detail too.
    const oee = (await list(admin)).find((x) => x.title === 'OEE analysis')!.id;
    expect((await s.call(insightCmds.dashboardVisualDetail, { id: oee }, { token: admin })).response.sample).toBe(true);
  });
});
