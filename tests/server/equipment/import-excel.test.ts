import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgDevices } from '#server/db/schema';
import { text } from '#shared/rules/texts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { employeeWorld } from '../employee/_setup';
import { download, readXlsx, uploadXlsx, xlsx } from '../employee/_xlsx';
import { ErrorCode } from '#shared/contract/errors';
import * as employeeCmds from '#shared/contract/employee';
import * as equipmentCmds from '#shared/contract/equipment';

/** equipment/importExcel on the generic Excel import: per-row report, modes, data scope, the template. */
let s: TestServer;
let w: Awaited<ReturnType<typeof employeeWorld>>;
const HEADERS = ['设备编号', '设备名称', '型号', '品牌', '规格', '部门', '状态', '购置日期', '位置'];
const rows = (n: number, prefix: string, department = '装配车间') =>
  Array.from({ length: n }, (_, i) => [`${prefix}-${String(i + 1).padStart(4, '0')}`, `导入设备${i + 1}`, 'IBX-100', '海智', '5 轴', department, i % 2 ? '闲置' : '在用', '2024/5/6', '一号厂房']);
const count = async (prefix: string) =>
  (
    await s.database.db
      .select({ id: orgDevices.id })
      .from(orgDevices)
      .where(and(eq(orgDevices.companyId, w.companyId), like(orgDevices.sn, `${prefix}-%`)))
  ).length;

beforeAll(async () => {
  s = await startTestServer();
  w = await employeeWorld(s, ['device.view', 'device.add']);
});
afterAll(async () => {
  await s?.close();
});

describe('equipment/importExcel', () => {
  it('reports bad rows, imports nothing in all-or-nothing, the valid rows on request, and the template has the device headers', async () => {
    const sheet = rows(50, 'IMP');
    sheet[4][0] = 'IMP 0005'; // not a serial
    sheet[9][0] = sheet[1][0]; // repeated in the file
    sheet[19][5] = '不存在的车间';
    sheet[29][0] = 'IBX100-0001'; // a seeded device's serial
    const fileId = await uploadXlsx(s, w.admin, await xlsx(HEADERS, sheet), '设备.xlsx');
    const check = await s.call(equipmentCmds.equipmentImportExcel, { fileId }, { token: w.admin, lang: 'en' });
    expect(check.response).toMatchObject({ status: 'done', mode: 'check', total: 50, imported: 0, errorCount: 4 });
    expect(check.response.errors).toEqual([
      { row: 6, column: 'Serial number', reason: text('equipment.sn.format', 'en') },
      { row: 11, column: 'Serial number', reason: text('equipment.sn.duplicateInFile', 'en') },
      { row: 21, column: 'Department', reason: text('excelImport.cell.unknownDepartment', 'en') },
      { row: 31, column: 'Serial number', reason: text('equipment.sn.taken', 'en') },
    ]);
    expect((await s.call(equipmentCmds.equipmentImportExcel, { fileId, mode: 'all-or-nothing' }, { token: w.admin })).response).toMatchObject({ imported: 0, errorCount: 4 });
    expect(await count('IMP')).toBe(0);
    expect((await s.call(equipmentCmds.equipmentImportExcel, { fileId, mode: 'valid-rows' }, { token: w.admin })).response).toMatchObject({ status: 'done', imported: 46 });
    expect(await count('IMP')).toBe(46);
    const list = await s.call(equipmentCmds.equipmentList, { keyword: 'IMP-0002', page: 1, rows: 10 }, { token: w.admin });
    expect(list.response.list[0]).toMatchObject({ sn: 'IMP-0002', status: 'idle', purchaseDate: '2024-05-06', department: { name: '装配车间' } });

    const tpl = await s.call(employeeCmds.getImportTemplateUrl, { type: 'equipment' }, { token: w.admin, lang: 'en' });
    expect((await readXlsx((await download(s, tpl.response.url)).data))[0]).toEqual(['Serial number', 'Name', 'Model', 'Brand', 'Specification', 'Department', 'Status', 'Purchase date', 'Location']);
  });

  it('needs device.add, and a member limited to one department imports only into it', async () => {
    // 13800000012 is a member of the company without roles.
    const plain = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
    const fileId = await uploadXlsx(s, plain, await xlsx(HEADERS, rows(2, 'VW')), '设备.xlsx');
    expect((await s.call(equipmentCmds.equipmentImportExcel, { fileId }, { token: plain })).error?.errorCode).toBe(ErrorCode.forbidden);
    // w.staff (device.add) sits in 机加工车间: 装配车间 is outside their scope.
    const own = await uploadXlsx(s, w.staff, await xlsx(HEADERS, [...rows(1, 'ST', '机加工车间'), ...rows(1, 'SU')]), '设备.xlsx');
    const r = await s.call(equipmentCmds.equipmentImportExcel, { fileId: own, mode: 'valid-rows' }, { token: w.staff, lang: 'en' });
    expect(r.response).toMatchObject({ imported: 1, errorCount: 1, errors: [{ row: 3, column: 'Department' }] });
    expect(await count('ST')).toBe(1);
    expect(await count('SU')).toBe(0);
  });
});
