import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#shared/rules/texts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { anEmployee, employeeWorld } from './_setup';
import { ErrorCode } from '#shared/contract/errors';
import * as employeeCmds from '#shared/contract/employee';
import * as orgCmds from '#shared/contract/org';

/** Employees: validation, access, data scope and unique job numbers under parallel saves. */
let s: TestServer;
let w: Awaited<ReturnType<typeof employeeWorld>>;

beforeAll(async () => {
  s = await startTestServer();
  w = await employeeWorld(s, ['employee.view', 'employee.edit', 'employee.export']);
});
afterAll(async () => {
  await s?.close();
});

const list = async (token: string, params: Record<string, unknown> = {}, rows = 50) => {
  const r = await s.call(employeeCmds.getEmployeeList, params, { token, rows });
  expect(r.error).toBeUndefined();
  return r.response as { list: { id: number; name: string; jobNumber: string; department: { name: string } | null; linkedMember: boolean }[]; total: number };
};

describe('saving and validation', () => {
  it('saves, lists, updates and removes an employee', async () => {
    const saved = await s.call(employeeCmds.saveEmployee, anEmployee({ name: '王芳', departmentId: w.dept['质量部'], position: '质检员', entryDate: '2024-03-01', email: 'wf@example.com' }), { token: w.admin });
    expect(saved.error).toBeUndefined();
    const found = (await list(w.admin, { keyword: '王芳' })).list;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: '王芳', department: { name: '质量部' }, position: '质检员', entryDate: '2024-03-01', status: 'inService', linkedMember: false });
    const upd = await s.call(employeeCmds.updateEmployee, { ...anEmployee({ name: '王芳芳', departmentId: w.dept['质量部'] }), id: saved.response.id, status: 'left' }, { token: w.admin });
    expect(upd.error).toBeUndefined();
    expect((await list(w.admin, { keyword: '王芳芳', status: 'left' })).total).toBe(1);
    expect((await s.call(employeeCmds.removeEmployee, { ids: [saved.response.id] }, { token: w.admin })).response).toEqual({ removed: 1 });
    expect((await list(w.admin, { keyword: '王芳' })).total).toBe(0);
  });

  it('refuses bad fields with 1002, the field and the text in the caller language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [anEmployee({ mobile: '12345' }), 'mobile', 'rule.general.mobile'],
      [anEmployee({ name: '' }), 'name', 'employee.name.required'],
      [anEmployee({ jobNumber: 'A 1' }), 'jobNumber', 'employee.jobNumber.format'],
      [anEmployee({ gender: 'x' }), 'gender', 'employee.gender.required'],
      [anEmployee({ entryDate: '2024-02-30' }), 'entryDate', 'employee.entryDate.format'],
      [anEmployee({ email: 'nope' }), 'email', 'rule.general.email.format'],
      [anEmployee({ remark: 'x'.repeat(201) }), 'remark', 'employee.remark.max'],
    ];
    for (const [params, field, key] of cases) {
      const r = await s.call(employeeCmds.saveEmployee, params, { token: w.admin, lang: 'en' });
      expect(r.error, field).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: text(key, 'en'), field });
    }
    expect((await s.call(employeeCmds.saveEmployee, { ...anEmployee(), extra: 1 }, { token: w.admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'extra' });
    expect((await s.call(employeeCmds.saveEmployee, anEmployee({ ext: JSON.parse('{"__proto__": {"x": 1}}') }), { token: w.admin })).error?.errorCode).toBe(ErrorCode.invalidParams);
  });

  it('refuses extended values the company has not defined (tests/server/base-app/ext-on-save.test.ts covers defined ones)', async () => {
    const r = await s.call(employeeCmds.saveEmployee, anEmployee({ name: '扩展', ext: { shoeSize: 42 } }), { token: w.admin });
    expect(r.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'ext.shoeSize' });
    expect((await s.call(employeeCmds.saveEmployee, anEmployee({ name: '扩展', ext: {} }), { token: w.admin })).error).toBeUndefined();
  });

  it('links an employee to the company member with the same mobile, and not to anyone else', async () => {
    // The demo roster's 陈静 has the mobile of member 13800000011 (seed); a save recomputes the link.
    expect((await list(w.admin, { keyword: '13800000011' })).list[0]).toMatchObject({ name: '陈静', linkedMember: true });
    expect((await s.call(employeeCmds.saveEmployee, anEmployee({ mobile: '13800000011' }), { token: w.admin })).error?.errorCode).toBe(ErrorCode.refused);
    await s.call(employeeCmds.saveEmployee, anEmployee({ name: '外人', mobile: '13800000002' }), { token: w.admin });
    // 13800000002 is a personal member, not of this company.
    expect((await list(w.admin, { keyword: '外人' })).list[0].linkedMember).toBe(false);
  });

  it('refuses a job number or mobile already on the roster (job numbers ignore case)', async () => {
    const a = anEmployee({ jobNumber: 'DUP-001' });
    expect((await s.call(employeeCmds.saveEmployee, a, { token: w.admin })).error).toBeUndefined();
    expect((await s.call(employeeCmds.saveEmployee, anEmployee({ jobNumber: 'dup-001' }), { token: w.admin, lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: text('employee.jobNumber.taken', 'en'),
    });
    expect((await s.call(employeeCmds.saveEmployee, anEmployee({ mobile: a.mobile }), { token: w.admin, lang: 'en' })).error).toEqual({ errorCode: ErrorCode.refused, errorInfo: text('employee.mobile.taken', 'en') });
  });

  it('keeps job numbers unique under 10 parallel saves of the same number', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => s.call(employeeCmds.saveEmployee, anEmployee({ jobNumber: 'RACE-1' }), { token: w.admin })));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.filter((r) => r.error?.errorCode === ErrorCode.refused)).toHaveLength(9);
    expect((await list(w.admin, { keyword: 'RACE-1' })).total).toBe(1);
  });
});

describe('access', () => {
  it('a member without the button is refused with 1003; the admin is not', async () => {
    const plain = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
    for (const [cmd, params] of [
      ['employee/getList', {}],
      ['employee/save', anEmployee()],
      ['employee/update', { id: 1, ...anEmployee() }],
      ['employee/removeFacMember', { ids: [1] }],
      ['employee/importEmployeeExcel', { fileId: 'abcdefgh12', mode: 'check' }],
      ['employee/exportEmployeeExcel', {}],
      ['file/getImportTemplateUrl', { type: 'employee' }],
    ] as const) {
      expect((await s.call(cmd, params, { token: plain })).error?.errorCode, cmd).toBe(1003);
    }
    // The staff role holds view/edit/export but not remove or import.
    expect((await s.call(employeeCmds.removeEmployee, { ids: [1] }, { token: w.staff })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(employeeCmds.importEmployeeExcel, { fileId: 'abcdefgh12' }, { token: w.staff })).error?.errorCode).toBe(ErrorCode.forbidden);
  });

  it('another company sees none of these employees and cannot change them', async () => {
    const mine = await s.call(employeeCmds.saveEmployee, anEmployee({ name: '本企业' }), { token: w.admin });
    const other = await s.createSession('member', '13800000005');
    expect((await list(other)).total).toBe(0);
    expect((await s.call(employeeCmds.updateEmployee, { id: mine.response.id, ...anEmployee() }, { token: other })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(employeeCmds.removeEmployee, { ids: [mine.response.id] }, { token: other })).error?.errorCode).toBe(ErrorCode.refused);
    // nor can it file an employee into this company's department
    expect((await s.call(employeeCmds.saveEmployee, anEmployee({ departmentId: w.dept['质量部'] }), { token: other })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await list(w.admin, { keyword: '本企业' })).total).toBe(1);
  });
});

describe('data scope (decision record 0013)', () => {
  it('a member limited to one department sees, files and changes only its employees (and its sub-departments by filter)', async () => {
    const inMine = await s.call(employeeCmds.saveEmployee, anEmployee({ name: '车间甲', departmentId: w.dept['机加工车间'] }), { token: w.admin });
    const inOther = await s.call(employeeCmds.saveEmployee, anEmployee({ name: '装配乙', departmentId: w.dept['装配车间'] }), { token: w.admin });
    await s.call(employeeCmds.saveEmployee, anEmployee({ name: '无部门丙' }), { token: w.admin });
    const seen = await list(w.staff);
    expect(seen.list.every((e) => e.department?.name === '机加工车间')).toBe(true);
    expect(seen.list.map((e) => e.name)).toContain('车间甲');
    // The admin's filter on 生产部 includes its sub-departments.
    const prod = (await list(w.admin, { departmentId: w.dept['生产部'] })).list.map((e) => e.name);
    expect(prod).toEqual(expect.arrayContaining(['车间甲', '装配乙']));
    expect(prod).not.toContain('无部门丙');
    expect((await list(w.staff, { departmentId: w.dept['生产部'] })).list.map((e) => e.name)).not.toContain('装配乙');

    const refused = await s.call(employeeCmds.saveEmployee, anEmployee({ departmentId: w.dept['装配车间'] }), { token: w.staff, lang: 'en' });
    expect(refused.error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: text('employee.department.outOfScope', 'en') });
    expect((await s.call(employeeCmds.saveEmployee, anEmployee(), { token: w.staff })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(employeeCmds.saveEmployee, anEmployee({ departmentId: w.dept['机加工车间'] }), { token: w.staff })).error).toBeUndefined();
    // moving one of mine out of scope, or touching one outside it, is refused
    expect((await s.call(employeeCmds.updateEmployee, { id: inMine.response.id, ...anEmployee({ departmentId: w.dept['装配车间'] }) }, { token: w.staff })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(employeeCmds.updateEmployee, { id: inOther.response.id, ...anEmployee({ departmentId: w.dept['机加工车间'] }) }, { token: w.staff })).error?.errorCode).toBe(ErrorCode.refused);
  });

  it('basicInfo/getDepartmentList holds only the departments in the caller scope', async () => {
    const staffDepts = (await s.call(orgCmds.getDepartmentList, {}, { token: w.staff })).response.map((d: { name: string }) => d.name);
    expect(staffDepts).toEqual(['机加工车间']);
    const all = (await s.call(orgCmds.getDepartmentList, {}, { token: w.admin })).response.map((d: { name: string }) => d.name);
    expect(all).toEqual(expect.arrayContaining(['生产部', '机加工车间', '装配车间', '质量部', '设备部']));
  });
});
