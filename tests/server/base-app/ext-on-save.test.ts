import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { anEmployee, employeeWorld } from '../employee/_setup';
import { ErrorCode } from '#shared/contract/errors';
import * as employeeCmds from '#shared/contract/employee';
import * as equipmentCmds from '#shared/contract/equipment';
import * as extendedFieldCmds from '#shared/contract/extended-field';

/** Employee and device saves check extended values exactly as dataVerification does, and store them normalized. */
let s: TestServer;
let w: Awaited<ReturnType<typeof employeeWorld>>;

beforeAll(async () => {
  s = await startTestServer();
  w = await employeeWorld(s, ['employee.view']);
  const add = (p: Record<string, unknown>) => s.call(extendedFieldCmds.add, p, { token: w.admin });
  expect((await add({ target: 'device', key: 'power', labelZh: '功率', labelEn: 'Power', type: 'number', min: 0, max: 100, required: true, sort: 1 })).error).toBeUndefined();
  expect((await add({ target: 'employee', key: 'badge', labelZh: '工牌号', labelEn: 'Badge', type: 'text', unique: true, maxLength: 10, sort: 1 })).error).toBeUndefined();
});
afterAll(async () => {
  await s?.close();
});

describe('extended values on save', () => {
  it('a device needs its required number field, in range; the stored value is normalized', async () => {
    const base = { sn: 'EXT-0001', name: '扩展字段设备', model: 'IBX-100', departmentId: w.dept['装配车间'] };
    expect((await s.call(equipmentCmds.equipmentSave, base, { token: w.admin, lang: 'en' })).error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: expect.stringContaining('Power'), field: 'ext.power' });
    expect((await s.call(equipmentCmds.equipmentSave, { ...base, ext: { power: 150 } }, { token: w.admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'ext.power' });
    expect((await s.call(equipmentCmds.equipmentSave, { ...base, ext: { power: 5, other: 'x' } }, { token: w.admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'ext.other' });
    const saved = await s.call(equipmentCmds.equipmentSave, { ...base, ext: { power: '7.5' } }, { token: w.admin });
    expect(saved.response.ext).toEqual({ power: 7.5 });
  });

  it('an employee badge is unique in the company, except for the employee being edited', async () => {
    const first = await s.call(employeeCmds.saveEmployee, anEmployee({ ext: { badge: ' B-01 ' } }), { token: w.admin });
    expect(first.error).toBeUndefined();
    const dup = await s.call(employeeCmds.saveEmployee, anEmployee({ ext: { badge: 'B-01' } }), { token: w.admin, lang: 'en' });
    expect(dup.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'ext.badge' });
    const list = await s.call(employeeCmds.getEmployeeList, { keyword: '' }, { token: w.admin, rows: 100 });
    const me = list.response.list.find((e: { id: number }) => e.id === first.response.id);
    expect(me.ext).toEqual({ badge: 'B-01' });
    const again = await s.call(employeeCmds.updateEmployee, { ...anEmployee(), id: first.response.id, ext: { badge: 'B-01' } }, { token: w.admin });
    expect(again.error).toBeUndefined();
  });
});
