import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#shared/rules/texts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { PNG, upload, uploadToken } from '../centre/_files';
import { employeeWorld } from './_setup';
import { download, EN_HEADERS, readXlsx, rosterRows, uploadXlsx, xlsx, ZH_HEADERS } from './_xlsx';
import { ErrorCode } from '#shared/contract/errors';
import * as fileCmds from '#shared/contract/file';
import * as employeeCmds from '#shared/contract/employee';

/** Excel import and export of employees. */
let s: TestServer;
let w: Awaited<ReturnType<typeof employeeWorld>>;

beforeAll(async () => {
  s = await startTestServer();
  w = await employeeWorld(s, ['employee.view', 'employee.export', 'employee.import', 'employee.edit']);
});
afterAll(async () => {
  await s?.close();
});

const total = async (keyword: string, token = w.admin) => (await s.call(employeeCmds.getEmployeeList, { keyword }, { token, rows: 1 })).response.total as number;

/** 200 rows with 3 bad ones: a wrong mobile (row 11), a repeated job number (row 51), an unknown department (row 121). */
function spoiled(prefix: string, base: number) {
  const rows = rosterRows(200, prefix, base);
  rows[9][1] = '1234567';
  rows[49][2] = rows[4][2];
  rows[119][4] = '不存在的车间';
  return rows;
}

describe('import of a 200-row file with 3 bad rows', () => {
  it('reports the rows and columns in the caller language and imports nothing until fixed', async () => {
    const rows = spoiled('甲', 13700000000);
    const fileId = await uploadXlsx(s, w.admin, await xlsx(ZH_HEADERS, rows));

    const check = await s.call(employeeCmds.importEmployeeExcel, { fileId, mode: 'check' }, { token: w.admin, lang: 'en' });
    expect(check.error).toBeUndefined();
    expect(check.response).toMatchObject({ status: 'done', mode: 'check', total: 200, processed: 200, imported: 0, errorCount: 3 });
    expect(check.response.errors).toEqual([
      { row: 11, column: 'Mobile', reason: text('rule.general.mobile', 'en') },
      { row: 51, column: 'Job number', reason: text('employee.jobNumber.duplicateInFile', 'en') },
      { row: 121, column: 'Department', reason: text('excelImport.cell.unknownDepartment', 'en') },
    ]);

    const strict = await s.call(employeeCmds.importEmployeeExcel, { fileId, mode: 'all-or-nothing' }, { token: w.admin });
    expect(strict.response).toMatchObject({ status: 'done', imported: 0, errorCount: 3 });
    expect(strict.response.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [11, '手机号'],
      [51, '工号'],
      [121, '部门'],
    ]);
    expect(await total('甲员工')).toBe(0);

    // The report stays readable, by import id and by file, in either language.
    const info = await s.call(employeeCmds.getExcelImportInfo, { importId: strict.response.importId }, { token: w.admin, lang: 'en' });
    expect(info.response).toMatchObject({ importId: strict.response.importId, mode: 'all-or-nothing', errorCount: 3, errors: [{ row: 11, column: 'Mobile' }, { row: 51 }, { row: 121 }] });
    expect((await s.call(employeeCmds.getExcelImportInfo, { fileId }, { token: w.admin })).response.importId).toBe(strict.response.importId);

    // Fixed and uploaded again: all 200 go in.
    rows[9][1] = '13700000009';
    rows[49][2] = 'JA-0050';
    rows[119][4] = '生产部/机加工车间';
    const fixed = await uploadXlsx(s, w.admin, await xlsx(ZH_HEADERS, rows));
    const done = await s.call(employeeCmds.importEmployeeExcel, { fileId: fixed, mode: 'all-or-nothing' }, { token: w.admin });
    expect(done.response).toMatchObject({ status: 'done', total: 200, imported: 200, errorCount: 0, errors: [] });
    expect(await total('甲员工')).toBe(200);

    // The same file again: every row is now taken on the roster.
    const again = await s.call(employeeCmds.importEmployeeExcel, { fileId: fixed, mode: 'valid-rows' }, { token: w.admin, lang: 'en' });
    expect(again.response).toMatchObject({ imported: 0, errorCount: 400 });
    expect(again.response.errors[0]).toEqual({ row: 2, column: 'Mobile', reason: text('employee.mobile.taken', 'en') });
  });

  it('imports the 197 valid rows when asked to, with English headers', async () => {
    const fileId = await uploadXlsx(s, w.admin, await xlsx(EN_HEADERS, spoiled('乙', 13600000000)));
    const r = await s.call(employeeCmds.importEmployeeExcel, { fileId, mode: 'valid-rows' }, { token: w.admin });
    expect(r.response).toMatchObject({ status: 'done', total: 200, imported: 197, errorCount: 3 });
    expect(r.response.errors.map((e: { row: number }) => e.row)).toEqual([11, 51, 121]);
    expect(await total('乙员工')).toBe(197);
    const one = (await s.call(employeeCmds.getEmployeeList, { keyword: 'YI-0002' }, { token: w.admin })).response.list[0];
    expect(one).toMatchObject({ name: '乙员工2', gender: 'female', department: { name: '机加工车间' }, position: '操作工', entryDate: '2024-05-06', status: 'inService' });
  });

  it('two parallel imports of one file never import a row twice', async () => {
    const fileId = await uploadXlsx(s, w.admin, await xlsx(ZH_HEADERS, rosterRows(100, '丙', 13500000000)));
    const both = await Promise.all([0, 1].map(() => s.call(employeeCmds.importEmployeeExcel, { fileId, mode: 'valid-rows' }, { token: w.admin })));
    const imported = both.map((r) => r.response?.imported ?? 0);
    expect(imported.reduce((a, b) => a + b, 0)).toBe(100);
    expect(await total('丙员工')).toBe(100);
  });
});

describe('the file and its checks', () => {
  it('takes only .xlsx workbooks for an Excel import, and no workbook anywhere else', async () => {
    const t = await uploadToken(s, w.admin, 'excelImport');
    expect((await upload(s, t, { name: 'a.png', data: PNG }, 'en')).body.error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: text('excelImport.file.type', 'en'), field: 'file' });
    const book = await xlsx(ZH_HEADERS, rosterRows(1, '丁', 13400000000));
    expect((await upload(s, t, { name: 'a.xls', data: book }, 'en')).body.error?.errorCode).toBe(ErrorCode.invalidParams);
    expect((await upload(s, t, { name: 'a.xlsx', data: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]) }, 'en')).body.error?.errorCode).toBe(ErrorCode.invalidParams);
    // A workbook whose central directory claims 2 GB unpacked (a zip bomb) is refused before exceljs opens it.
    const bomb = Buffer.from(book);
    const central = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0x7fffffff, central + 24);
    expect((await upload(s, t, { name: 'a.xlsx', data: bomb }, 'en')).body.error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: text('excelImport.file.tooLarge', 'en'), field: 'file' });
    expect((await upload(s, t, { name: 'a.xlsx', data: book })).body.response?.fileId).toBeTruthy();
    const doc = await uploadToken(s, w.admin, 'document');
    expect((await upload(s, doc, { name: 'a.xlsx', data: book })).body.error?.errorCode).toBe(ErrorCode.invalidParams);
    // The working file is not listed in My files (it holds rows of the roster).
    expect((await s.call(fileCmds.myDocument, {}, { token: w.admin })).response.list.map((f: { ext: string }) => f.ext)).not.toContain('xlsx');
  });

  it('needs the template headers (either language), refuses an empty sheet, and only the uploader may import a file', async () => {
    const noJob = await uploadXlsx(s, w.admin, await xlsx(['姓名', '手机号', 'Gender'], [['某', '13900000000', '男']]));
    const r = await s.call(employeeCmds.importEmployeeExcel, { fileId: noJob, mode: 'check' }, { token: w.admin, lang: 'en' });
    expect(r.response.errors).toEqual([{ row: 1, column: 'Job number', reason: text('excelImport.header.missing', 'en', { column: 'Job number' }) }]);
    const empty = await uploadXlsx(s, w.admin, await xlsx(ZH_HEADERS, []));
    expect((await s.call(employeeCmds.importEmployeeExcel, { fileId: empty }, { token: w.admin, lang: 'en' })).response.errors[0].reason).toBe(text('excelImport.file.empty', 'en'));
    // The staff member may import, but not a file someone else uploaded; nor read its report.
    expect((await s.call(employeeCmds.importEmployeeExcel, { fileId: noJob }, { token: w.staff })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(employeeCmds.getExcelImportInfo, { fileId: noJob }, { token: w.staff })).response).toBeNull();
    expect((await s.call(employeeCmds.getExcelImportInfo, {}, { token: w.admin })).error?.errorCode).toBe(ErrorCode.invalidParams);
  });

  it('a member limited to one department cannot import into another', async () => {
    const rows = rosterRows(2, '戊', 13300000000);
    rows[1][4] = '装配车间';
    const fileId = await uploadXlsx(s, w.staff, await xlsx(ZH_HEADERS, rows));
    const r = await s.call(employeeCmds.importEmployeeExcel, { fileId, mode: 'valid-rows' }, { token: w.staff, lang: 'en' });
    expect(r.response).toMatchObject({ imported: 1, errors: [{ row: 3, column: 'Department', reason: text('employee.department.outOfScope', 'en') }] });
  });

  it('refuses more than 10,000 data rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => [`x${i}`]);
    const fileId = await uploadXlsx(s, w.admin, await xlsx(ZH_HEADERS, rows));
    const r = await s.call(employeeCmds.importEmployeeExcel, { fileId }, { token: w.admin, lang: 'en' });
    expect(r.response.errors).toEqual([{ row: 0, column: '', reason: text('excelImport.file.tooManyRows', 'en', { max: 10000 }) }]);
  });
});

describe('template and export', () => {
  it('the template has the headers in the caller language', async () => {
    const t = await s.call(employeeCmds.getImportTemplateUrl, { type: 'employee' }, { token: w.admin, lang: 'en' });
    expect(t.response.name).toMatch(/\.xlsx$/);
    const got = await download(s, t.response.url);
    expect(got.type).toContain('spreadsheetml');
    expect(await readXlsx(got.data)).toEqual([EN_HEADERS]);
    const zh = await s.call(employeeCmds.getImportTemplateUrl, { type: 'employee' }, { token: w.admin });
    expect((await readXlsx((await download(s, zh.response.url)).data))[0]).toEqual(ZH_HEADERS);
  });

  it('the export re-opened equals the filtered list; a member limited to one department exports only its employees', async () => {
    await s.call(employeeCmds.saveEmployee, { name: '装配外人', mobile: '13200000001', jobNumber: 'ZP-1', gender: 'male', departmentId: w.dept['装配车间'] }, { token: w.admin });
    const filter = { keyword: '乙员工1', status: 'inService' };
    const listed = (await s.call(employeeCmds.getEmployeeList, filter, { token: w.admin, rows: 500 })).response;
    const ex = await s.call(employeeCmds.exportEmployeeExcel, filter, { token: w.admin, lang: 'en' });
    expect(ex.response.count).toBe(listed.total);
    const sheet = await readXlsx((await download(s, ex.response.url)).data);
    expect(sheet[0]).toEqual(EN_HEADERS);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4], r[6], r[7]])).toEqual(
      listed.list.map((e: { name: string; mobile: string; jobNumber: string; gender: string; department: { name: string }; entryDate: string }) => [
        e.name,
        e.mobile,
        e.jobNumber,
        e.gender === 'male' ? 'Male' : 'Female',
        e.department.name,
        e.entryDate,
        'In service',
      ]),
    );

    const mine = await s.call(employeeCmds.exportEmployeeExcel, {}, { token: w.staff });
    const staffSheet = await readXlsx((await download(s, mine.response.url)).data);
    const staffList = (await s.call(employeeCmds.getEmployeeList, {}, { token: w.staff, rows: 1000 })).response;
    expect(staffSheet.length - 1).toBe(staffList.total);
    expect(staffSheet.slice(1).every((r) => r[4] === '机加工车间')).toBe(true);
    expect(staffSheet.map((r) => r[0])).not.toContain('装配外人');
  });
});

describe('5,000 rows', () => {
  it('are checked and imported in seconds', async () => {
    const fileId = await uploadXlsx(s, w.admin, await xlsx(ZH_HEADERS, rosterRows(5000, '己', 15000000000)));
    const t0 = performance.now();
    const r = await s.call(employeeCmds.importEmployeeExcel, { fileId, mode: 'all-or-nothing' }, { token: w.admin });
    const ms = performance.now() - t0;
    console.log(`import of 5,000 employee rows (${s.database.kind}): ${Math.round(ms)} ms`);
    expect(r.response).toMatchObject({ status: 'done', total: 5000, imported: 5000, errorCount: 0 });
    expect(ms).toBeLessThan(30_000);
  }, 60_000);
});
