import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as insightCmds from '#shared/contract/insight';

const s = useTestServer();
let listed: string; // 13800000001, certified company on the white list
let other: string; // 13800000003, a company not on it
let personal: string;
beforeAll(async () => {
  listed = await s.createSession('member', '13800000001');
  other = await s.createSession('member', '13800000003');
  personal = await s.createSession('member', '13800000002');
});

const ok = async (cmd: string, params: unknown, token = listed, lang?: string) => {
  const r = await s.call(cmd, params, { token, lang });
  expect(r.error).toBeUndefined();
  return r.response;
};

describe('work-resumption white list', () => {
  it('needs a login', async () => {
    expect((await s.call(insightCmds.validWorkResumptionAuth, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(insightCmds.sampleCountry, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('answers whether the company is on the list', async () => {
    expect(await ok('white/validWorkResumptionAuth', {})).toEqual({ authorised: true });
    expect(await ok('white/validWorkResumptionAuth', {}, other)).toEqual({ authorised: false });
    expect(await ok('white/validWorkResumptionAuth', {}, personal)).toEqual({ authorised: false });
  });

  it('refuses every statistic to others with the spec-style text', async () => {
    for (const [cmd, params] of [
      ['workResumption/provinceMenu', {}],
      ['location/getCitiesAtWorkResumption', { provinceCode: '320000' }],
      ['workResumptionDevice/deviceOpenTrend', {}],
      ['workResumption/sampleCountry', {}],
      ['workResumption/sampleProvince', { provinceCode: '320000' }],
      ['workResumption/sampleCity', { cityCode: '320500' }],
    ] as const) {
      expect((await s.call(cmd, params, { token: other, lang: 'en' })).error).toEqual({
        errorCode: ErrorCode.forbidden,
        errorInfo: 'Your company is not authorised to view the work-resumption statistics; please contact customer service',
      });
      expect((await s.call(cmd, params, { token: personal })).error?.errorCode).toBe(ErrorCode.forbidden);
    }
  });
});

describe('work-resumption statistics', () => {
  it('lists provinces and their cities in both languages', async () => {
    const zh = await ok('workResumption/provinceMenu', {});
    expect(zh).toHaveLength(8);
    expect(zh[0]).toEqual({ code: '320000', name: '江苏省' });
    const en = await ok('workResumption/provinceMenu', {}, listed, 'en');
    expect(en[0]).toEqual({ code: '320000', name: 'Jiangsu' });
    expect(await ok('location/getCitiesAtWorkResumption', { provinceCode: '320000' }, listed, 'en')).toEqual([
      { code: '320100', name: 'Nanjing' },
      { code: '320200', name: 'Wuxi' },
      { code: '320500', name: 'Suzhou' },
    ]);
    expect((await s.call(insightCmds.getCitiesAtWorkResumption, { provinceCode: '990000' }, { token: listed })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(insightCmds.getCitiesAtWorkResumption, { provinceCode: '32' }, { token: listed })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'provinceCode' });
  });

  it('the trend has one point per day of the period, ending on the as-of day', async () => {
    for (const days of [7, 30, 90]) {
      const t = await ok('workResumptionDevice/deviceOpenTrend', { days });
      expect(t.points).toHaveLength(days);
      expect(t.points.at(-1).date).toBe(t.asOf);
      for (const p of t.points) {
        expect(p.devicesOn).toBeGreaterThanOrEqual(0);
        expect(p.devicesOn).toBeLessThanOrEqual(p.devices);
        expect(p.utilisation).toBeCloseTo(p.devicesOn / p.devices, 3);
      }
    }
    // The default period is 30 days; other lengths are refused.
    expect((await ok('workResumptionDevice/deviceOpenTrend', {})).points).toHaveLength(30);
    expect((await s.call(insightCmds.deviceOpenTrend, { days: 12 }, { token: listed })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'days' });
  });

  it('the sample resumes: the last week runs far more devices than the first (the seeded ramp)', async () => {
    const t = await ok('workResumptionDevice/deviceOpenTrend', { days: 90 });
    const avg = (xs: { utilisation: number }[]) => xs.reduce((n, p) => n + p.utilisation, 0) / xs.length;
    expect(avg(t.points.slice(-7))).toBeGreaterThan(avg(t.points.slice(0, 7)) + 0.3);
  });

  it('country, province and city add up, and the trend by region matches the breakdown', async () => {
    const country = await ok('workResumption/sampleCountry', { days: 7 });
    expect(country.rows).toHaveLength(8);
    const sum = (rows: { enterprises: number; devices: number; devicesOn: number }[], k: 'enterprises' | 'devices' | 'devicesOn') => rows.reduce((n, r) => n + r[k], 0);
    for (const k of ['enterprises', 'devices', 'devicesOn'] as const) expect(sum(country.rows, k)).toBe(country.summary[k]);
    expect(country.summary.utilisation).toBeCloseTo(country.summary.devicesOn / country.summary.devices, 3);
    expect(country.summary.resumed).toBeLessThanOrEqual(country.summary.enterprises);

    const js = country.rows.find((r: { code: string }) => r.code === '320000');
    const province = await ok('workResumption/sampleProvince', { days: 7, provinceCode: '320000' }, listed, 'en');
    expect(province.region).toEqual({ code: '320000', name: 'Jiangsu' });
    expect(province.summary).toMatchObject({ enterprises: js.enterprises, devices: js.devices, devicesOn: js.devicesOn });
    expect(province.rows.map((r: { name: string }) => r.name)).toEqual(['Nanjing', 'Wuxi', 'Suzhou']);

    const suzhou = province.rows.find((r: { code: string }) => r.code === '320500');
    const city = await ok('workResumption/sampleCity', { days: 7, cityCode: '320500' });
    expect(city.summary.devicesOn).toBe(suzhou.devicesOn);
    expect(city.rows).toHaveLength(city.summary.enterprises);
    expect(city.rows[0].name).toMatch(/^苏州.+有限公司$/);

    const trend = await ok('workResumptionDevice/deviceOpenTrend', { days: 7, provinceCode: '320000', cityCode: '320500' });
    expect(trend.points.at(-1).devicesOn).toBe(city.summary.devicesOn);
    expect(trend.points.at(-1).devices).toBe(city.summary.devices);
  });

  it('no two sample enterprises of a city share a name', async () => {
    for (const p of await ok('workResumption/provinceMenu', {}, listed, 'en')) {
      for (const c of await ok('location/getCitiesAtWorkResumption', { provinceCode: p.code }, listed, 'en')) {
        const names = (await ok('workResumption/sampleCity', { cityCode: c.code }, listed, 'en')).rows.map((r: { name: string }) => r.name);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });

  it('refuses a city outside the province and unknown regions', async () => {
    expect((await s.call(insightCmds.deviceOpenTrend, { provinceCode: '330000', cityCode: '320500' }, { token: listed })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(insightCmds.sampleProvince, { provinceCode: '320500' }, { token: listed })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(insightCmds.sampleCity, { cityCode: '320000' }, { token: listed })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(insightCmds.sampleCity, { cityCode: '320500', extra: 1 }, { token: listed })).error?.errorCode).toBe(ErrorCode.invalidParams);
  });
});

describe('visual dashboards', () => {
  it('categories → dashboards → a dashboard with its panels, in both languages', async () => {
    const cats = await ok('dashboard/categoryList', {}, personal);
    expect(cats.map((c: { name: string }) => c.name)).toEqual(['设备运营', '生产与质量', '能源管理']);
    const all = await ok('dashboard/visualList', {}, personal);
    expect(cats.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(all.length);
    const inFirst = await ok('dashboard/visualList', { categoryId: cats[0].id }, personal, 'en');
    expect(inFirst).toHaveLength(cats[0].count);
    expect(inFirst[0]).toMatchObject({ title: 'Equipment monitoring', categoryId: cats[0].id });

    const detail = await ok('dashboard/visualDetail', { id: inFirst[0].id }, personal, 'en');
    expect(detail.items).toHaveLength(inFirst[0].panels);
    const trend = detail.items.find((p: { id: string }) => p.id === 'trend');
    expect(trend).toMatchObject({ type: 'line', title: 'Machines on, last 14 days', unit: 'machines' });
    expect(trend.labels).toHaveLength(14);
    expect(trend.series[0].data).toHaveLength(14);
    const pie = detail.items.find((p: { type: string }) => p.type === 'pie');
    expect(pie.labels).toEqual(['Running', 'Idle', 'Stopped', 'Alarm']);
  });

  it('needs a login; unknown dashboards are 1005', async () => {
    expect((await s.call(insightCmds.dashboardCategoryList, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(insightCmds.dashboardVisualDetail, { id: 999 }, { token: personal })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(insightCmds.dashboardVisualDetail, { id: 'x' }, { token: personal })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'id' });
  });

  it('the same service by GET with userToken in the query', async () => {
    const get = async (url: string) => {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      return res.json();
    };
    const cats = await get(`/api/dashboard/categoryList?userToken=${personal}&lang=en`);
    expect(cats.response.map((c: { name: string }) => c.name)).toEqual(['Equipment operations', 'Production and quality', 'Energy']);
    const list = await get(`/api/dashboard/visualList?userToken=${personal}&categoryId=${cats.response[2].id}`);
    expect(list.response.map((v: { title: string }) => v.title)).toEqual(['能耗管理']);
    const detail = await get(`/api/dashboard/visualDetail?userToken=${personal}&id=${list.response[0].id}`);
    expect(detail.response.items.map((p: { id: string }) => p.id)).toEqual(['daily', 'share', 'total', 'carbon']);
    expect((await get('/api/dashboard/categoryList')).error.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await get(`/api/dashboard/visualDetail?userToken=${personal}&id=abc`)).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'id' });
    expect((await s.app.inject({ method: 'GET', url: '/api/dashboard/nothing' })).statusCode).toBe(404);
  });
});
