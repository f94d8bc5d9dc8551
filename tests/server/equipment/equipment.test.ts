import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectionBoxes, deviceChecks, orgDepartments, orgDevices } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { PDF, PNG, upload, uploadAs, uploadToken } from '../centre/_files';
import { companyId, grant, ok } from './_company';
import { ErrorCode } from '#shared/contract/errors';
import * as equipmentCmds from '#shared/contract/equipment';
import * as extendedFieldCmds from '#shared/contract/extended-field';

/**
 * Devices (equipment/*): validation, access by button, data scope, sync of connection boxes,
 * field checks with photos. Parallel syncs run truly in parallel on PostgreSQL (TEST_DATABASE_URL).
 */
const s = useTestServer();
let admin: string;
let worker: string; // 陈静: in 机加工车间, device.view/add/edit/check through a role; data scope = 机加工车间
let other: string;
const dept: Record<string, number> = {};
const list = async (token: string, params: Record<string, unknown> = {}, page = 1, rows = 50) => ok(await s.call(equipmentCmds.equipmentList, { ...params, page, rows }, { token }));

beforeAll(async () => {
  const cid = await companyId(s);
  for (const d of await s.database.db.select().from(orgDepartments).where(eq(orgDepartments.companyId, cid))) dept[d.name] = d.id;
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  await grant(s, '13800000011', ['device.view', 'device.add', 'device.edit', 'device.check']);
  // The company's own device fields (extended-field settings): the saves below fill them.
  for (const f of [
    { target: 'device', key: 'color', labelZh: '颜色', labelEn: 'Colour', type: 'text', sort: 1 },
    { target: 'device', key: 'power', labelZh: '功率', labelEn: 'Power', type: 'number', sort: 2 },
  ])
    expect((await s.call(extendedFieldCmds.add, f, { token: admin })).error).toBeUndefined();
  worker = await s.createSession('member', '13800000011', { companyCode: 'C10000001' });
  other = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
});

describe('list and scope', () => {
  it('the admin lists every device with details and the seeded last check; filters by department subtree, status, model, keyword', async () => {
    const all = await list(admin);
    expect(all.total).toBe(6);
    const lathe = all.list.find((d: { sn: string }) => d.sn === 'IBX100-0002');
    expect(lathe).toMatchObject({ status: 'repair', brand: '沈阳机床', department: { name: '机加工车间' }, lastCheck: { result: 'abnormal', memberName: '陈静' } });
    expect((await list(admin, { departmentId: dept['生产部'] })).total).toBe(4);
    expect((await list(admin, { status: 'idle' })).list.map((d: { sn: string }) => d.sn)).toEqual(['IMT100-0002']);
    expect((await list(admin, { model: 'imt' })).total).toBe(2);
    expect((await list(admin, { keyword: '车床' })).total).toBe(2);
    expect((await list(admin, { keyword: '%' })).total).toBe(0);
    const paged = await list(admin, {}, 2, 4);
    expect(paged).toMatchObject({ total: 6 });
    expect(paged.list).toHaveLength(2);
  });

  it('a member limited to one department sees only its devices, and nothing else by id or serial', async () => {
    const mine = await list(worker);
    expect(mine.list.map((d: { department: { name: string } }) => d.department.name)).toEqual(['机加工车间', '机加工车间', '机加工车间']);
    expect((await list(worker, { departmentId: dept['质量部'] })).total).toBe(0);
    expect((await s.call(equipmentCmds.equipmentBySn, { sn: 'IMT100-0002' }, { token: worker })).error).toMatchObject({ errorCode: ErrorCode.notFound });
    expect(ok(await s.call(equipmentCmds.equipmentBySn, { sn: 'IBX100-0001' }, { token: worker }))).toMatchObject({ name: '数控车床 1 号' });
    const quality = (await list(admin, { departmentId: dept['质量部'] })).list[0];
    expect((await s.call(equipmentCmds.equipmentUpdate, { id: quality.id, sn: quality.sn, name: '改名', model: quality.model, departmentId: dept['质量部'] }, { token: worker })).error).toMatchObject({
      errorCode: ErrorCode.notFound,
    });
  });

  it("ids (the label sheet, decision 0056) pick devices in the caller's scope only; others are left out", async () => {
    const all = (await list(admin)).list as { id: number; department: { name: string } | null }[];
    const ids = all.map((d) => d.id);
    const picked = await list(admin, { ids: [ids[0], ids[2], 2_000_000_000] });
    expect(picked.total).toBe(2);
    expect(picked.list.map((d: { id: number }) => d.id).sort()).toEqual([ids[0], ids[2]].sort());
    const machining = all.filter((d) => d.department?.name === '机加工车间').map((d) => d.id);
    const outside = all.filter((d) => d.department?.name !== '机加工车间').map((d) => d.id);
    expect((await list(worker, { ids })).list.map((d: { id: number }) => d.id).sort()).toEqual(machining.sort());
    expect(await list(worker, { ids: outside })).toEqual({ list: [], total: 0 });
    expect(await list(other, { ids })).toEqual({ list: [], total: 0 });
    expect((await s.call(equipmentCmds.equipmentList, { ids: [] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'ids' });
  });

  it('another company sees none of it; a member without device.view gets 1003', async () => {
    expect(await list(other)).toEqual({ list: [], total: 0 });
    const nobody = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
    expect((await s.call(equipmentCmds.equipmentList, {}, { token: nobody })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await s.call(equipmentCmds.equipmentDelete, { id: 1 }, { token: worker })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
  });
});

describe('save, update, delete', () => {
  it('validates the fields and the serial', async () => {
    const base = { name: '新设备', model: 'M-1', departmentId: dept['机加工车间'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, sn: 'A B' }, 'sn'],
      [{ ...base, sn: 'X', name: '' }, 'name'],
      [{ ...base, sn: 'X', status: 'broken' }, 'status'],
      [{ ...base, sn: 'X', purchaseDate: '2023-02-30' }, 'purchaseDate'],
      [{ ...base, sn: 'X', ext: { 'bad key': 1 } }, 'ext'],
      [{ ...base, sn: 'X', surprise: 1 }, ''],
      [{ ...base, sn: 'IBX100-0001' }, 'sn'],
    ];
    for (const [p, field] of cases) {
      const r = await s.call(equipmentCmds.equipmentSave, p, { token: admin });
      expect(r.error?.errorCode, JSON.stringify(p)).toBe(1002);
      if (field) expect(r.error?.field ?? '', JSON.stringify(p)).toContain(field);
    }
    const taken = await s.call(equipmentCmds.equipmentSave, { ...base, sn: 'IBX100-0001' }, { token: admin, lang: 'en' });
    expect(taken.error).toMatchObject({ field: 'sn', errorInfo: 'Another device already has this serial number' });
  });

  it('adds with a given or generated serial and ext values; a scoped member adds only into departments they see', async () => {
    const d = ok(
      await s.call(
        equipmentCmds.equipmentSave,
        { sn: 'NEW-1', name: '钻床', model: 'Z-3050', brand: '中捷', purchaseDate: '2024-01-31', status: 'idle', location: '一车间', departmentId: dept['机加工车间'], ext: { color: 'blue', power: 7.5 } },
        { token: worker },
      ),
    );
    expect(d).toMatchObject({ sn: 'NEW-1', status: 'idle', purchaseDate: '2024-01-31', ext: { color: 'blue', power: 7.5 }, department: { id: dept['机加工车间'] }, lastCheck: null });
    const gen = ok(await s.call(equipmentCmds.equipmentSave, { name: '磨床', model: 'M7130', departmentId: dept['机加工车间'] }, { token: worker }));
    expect(gen.sn).toMatch(/^EQ-\d{6}-\d{4}$/);
    expect((await s.call(equipmentCmds.equipmentSave, { sn: 'NEW-2', name: '外部', model: 'X', departmentId: dept['质量部'] }, { token: worker })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'departmentId',
    });
    expect((await s.call(equipmentCmds.equipmentSave, { sn: 'NEW-2', name: '无部门', model: 'X', departmentId: null }, { token: worker })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'departmentId',
    });
  });

  it('parallel adds of one serial make one device', async () => {
    const rs = await Promise.all(Array.from({ length: 8 }, (_, i) => s.call(equipmentCmds.equipmentSave, { sn: 'RACE-1', name: `并发${i}`, model: 'R', departmentId: null }, { token: admin })));
    expect(rs.filter((r) => r.response).length).toBe(1);
    expect(rs.filter((r) => r.error?.errorCode === ErrorCode.invalidParams).length).toBe(7);
  });

  it('updates (serial unique except itself) and deletes with its checks', async () => {
    const d = (await list(admin, { keyword: 'NEW-1' })).list[0];
    const upd = ok(await s.call(equipmentCmds.equipmentUpdate, { id: d.id, sn: 'NEW-1', name: '摇臂钻床', model: d.model, status: 'scrapped', departmentId: d.department.id }, { token: worker }));
    expect(upd).toMatchObject({ name: '摇臂钻床', status: 'scrapped', brand: '' });
    expect((await s.call(equipmentCmds.equipmentUpdate, { id: d.id, sn: 'IBX100-0001', name: 'x', model: 'x', departmentId: d.department.id }, { token: worker })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'sn',
    });
    ok(await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: d.id, result: 'normal' }, { token: worker }));
    expect((await s.call(equipmentCmds.equipmentDelete, { id: d.id }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.notFound });
    expect(ok(await s.call(equipmentCmds.equipmentDelete, { id: d.id }, { token: admin }))).toEqual({ deleted: true });
    expect(await s.database.db.select().from(deviceChecks).where(eq(deviceChecks.deviceId, d.id))).toEqual([]);
    expect((await s.call(equipmentCmds.equipmentDelete, { id: d.id }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.notFound });
  });
});

describe('mobileCheck', () => {
  it('persists a check with photos; the device shows it as its last check', async () => {
    const d = ok(await s.call(equipmentCmds.equipmentBySn, { sn: 'IBX200-0001' }, { token: worker }));
    const photos = [await uploadAs(s, worker, { name: 'a.png', data: PNG }, 'deviceCheck'), await uploadAs(s, worker, { name: 'b.png', data: PNG }, 'deviceCheck')];
    const c = ok(await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: d.id, result: 'abnormal', note: '冷却液不足', location: '一车间 B 区', photoFileIds: photos.map((p) => p.fileId) }, { token: worker }));
    expect(c).toMatchObject({ result: 'abnormal', note: '冷却液不足', memberName: '陈静' });
    expect(c.photos).toHaveLength(2);
    const again = ok(await s.call(equipmentCmds.equipmentBySn, { sn: 'IBX200-0001' }, { token: admin }));
    expect(again.lastCheck).toMatchObject({ id: c.id, location: '一车间 B 区' });
    const img = await s.app.inject({ method: 'GET', url: again.lastCheck.photos[0].url });
    expect(img.statusCode).toBe(200);
  });

  it('refuses a device out of scope, foreign or non-picture files, and more than 6 photos', async () => {
    const outside = ok(await s.call(equipmentCmds.equipmentBySn, { sn: 'IMT100-0002' }, { token: admin }));
    expect((await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: outside.id, result: 'normal' }, { token: worker })).error).toMatchObject({ errorCode: ErrorCode.notFound });
    const mine = ok(await s.call(equipmentCmds.equipmentBySn, { sn: 'IBX100-0001' }, { token: worker }));
    const adminPhoto = await uploadAs(s, admin, { name: 'c.png', data: PNG }, 'deviceCheck');
    // A PDF is not a photo: the watermark upload refuses it.
    const pdf = await upload(s, await uploadToken(s, worker, 'deviceCheck'), { name: 'd.pdf', data: PDF }, 'zh-CN', {});
    expect(pdf.body.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'file' });
    const doc = await uploadAs(s, worker, { name: 'e.png', data: PNG }, 'document');
    for (const id of [adminPhoto.fileId, doc.fileId, 'nope'])
      expect((await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: mine.id, result: 'normal', photoFileIds: [id] }, { token: worker })).error).toMatchObject({
        errorCode: ErrorCode.invalidParams,
        field: 'photoFileIds',
      });
    expect((await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: mine.id, result: 'normal', photoFileIds: Array(7).fill('x') }, { token: worker })).error).toMatchObject({ errorCode: ErrorCode.invalidParams });
    expect((await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: mine.id, result: 'fine' }, { token: worker })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'result' });
    const viewer = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
    expect((await s.call(equipmentCmds.equipmentMobileCheck, { deviceId: mine.id, result: 'normal' }, { token: viewer })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
  });
});

describe('connection boxes', () => {
  it('a box reports with its secret (a wrong one or an unknown box is 401 alike)', async () => {
    const report = (sn: string, secret: string) => s.app.inject({ method: 'POST', url: '/api/box/report', headers: { authorization: `Bearer ${secret}` }, payload: { sn, name: '新盒子设备' } });
    expect((await report('IBX100-0009', 'wrong')).statusCode).toBe(401);
    expect((await report('NOPE-1', 'wrong')).statusCode).toBe(401);
    const [before] = await s.database.db.select().from(connectionBoxes).where(eq(connectionBoxes.sn, 'IBX100-0009'));
    expect(before.reportedAt).toBeNull();
    expect((await report('IBX100-0009', 'demo-box-secret-ibx100-0009')).statusCode).toBe(200);
    const [after] = await s.database.db.select().from(connectionBoxes).where(eq(connectionBoxes.sn, 'IBX100-0009'));
    expect(after.reportedAt).not.toBeNull();
    expect(after.secretHash).not.toContain('demo-box-secret');
  });

  it('parallel syncs add each reported box once; the box already a device stays as it was', async () => {
    const rs = await Promise.all(Array.from({ length: 10 }, () => s.call(equipmentCmds.equipmentSync, {}, { token: admin })));
    expect(rs.map((r) => ok(r).added).reduce((a: number, b: number) => a + b, 0)).toBe(3);
    expect(ok(await s.call(equipmentCmds.equipmentSync, {}, { token: admin }))).toEqual({ added: 0 });
    const synced = await s.database.db.select().from(orgDevices).where(eq(orgDevices.sn, 'IBX300-0001'));
    expect(synced).toHaveLength(1);
    expect(synced[0]).toMatchObject({ name: '注塑机 3 号', model: 'IBX-300', boxSn: 'IBX300-0001', departmentId: null });
    expect((await list(admin, { keyword: 'IBX100-0001' })).list[0].name).toBe('数控车床 1 号');
    expect(ok(await s.call(equipmentCmds.equipmentSync, {}, { token: other }))).toEqual({ added: 0 });
  });
});
