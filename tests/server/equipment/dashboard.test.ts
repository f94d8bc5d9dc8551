import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { grant, ok } from './_company';
import * as equipmentCmds from '#shared/contract/equipment';
import * as insightCmds from '#shared/contract/insight';

/** dashboard/visualDetail of "Equipment monitoring": a company session sees its own devices, in its data scope. */
let s: TestServer;
let visualId: number;
type Panel = { id: string; labels: string[]; series: { data: number[] }[] };
const panels = async (token: string, lang = 'zh-CN') => {
  const d = ok(await s.call(insightCmds.dashboardVisualDetail, { id: visualId }, { token, lang }));
  return Object.fromEntries((d.items as Panel[]).map((p) => [p.id, p])) as Record<string, Panel>;
};

beforeAll(async () => {
  s = await startTestServer();
  const admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  visualId = (ok(await s.call(insightCmds.dashboardVisualList, {}, { token: admin, lang: 'en' })) as { id: number; title: string }[]).find((v) => v.title === 'Equipment monitoring')!.id;
});
afterAll(async () => {
  await s?.close();
});

describe('device dashboard', () => {
  it('counts the company devices by status and department, and the checks of the last 14 days', async () => {
    const admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    const p = await panels(admin, 'en');
    expect(p.states.labels).toEqual(['In use', 'Idle', 'Under repair', 'Scrapped']);
    expect(p.states.series[0].data).toEqual([4, 1, 1, 0]);
    expect(p.online.series[0].data).toEqual([4]);
    expect(p.rate.series[0].data).toEqual([66.7]);
    expect(Object.fromEntries(p.hours.labels.map((l, i) => [l, p.hours.series[0].data[i]]))).toEqual({ 机加工车间: 3, 装配车间: 1, 质量部: 1, Unassigned: 1 });
    const before = p.trend.series[0].data.reduce((a, b) => a + b, 0);
    expect(before).toBe(2); // the two seeded checks (yesterday and the day before)
    const d = ok(await s.call(equipmentCmds.equipmentBySn, { sn: 'IMT100-0001' }, { token: admin }));
    ok(await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: d.id, result: 'normal' }, { token: admin }));
    const after = await panels(admin, 'en');
    expect(after.trend.series[0].data.at(-1)).toBe(1);
  });

  it('a member limited to one department counts only its devices; a personal session sees the demo', async () => {
    await grant(s, '13800000011', ['device.view']);
    const worker = await s.createSession('member', '13800000011', { companyCode: 'C10000001' });
    const p = await panels(worker);
    expect(p.states.series[0].data.reduce((a, b) => a + b, 0)).toBe(3);
    expect(p.hours.labels).toEqual(['机加工车间']);
    const personal = await s.createSession('member', '13800000002');
    expect((await panels(personal)).online.series[0].data).toEqual([41]);
  });
});
