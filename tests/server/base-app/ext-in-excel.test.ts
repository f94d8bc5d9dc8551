import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#shared/rules/texts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { anEmployee, employeeWorld } from '../employee/_setup';
import { download, EN_HEADERS, readXlsx, rosterRows, uploadXlsx, xlsx, ZH_HEADERS } from '../employee/_xlsx';
import * as employeeCmds from '#shared/contract/employee';
import * as equipmentCmds from '#shared/contract/equipment';
import * as extendedFieldCmds from '#shared/contract/extended-field';

/**
 * The company's extended fields are columns of the Excel templates, imports and the employee
 * export; an import checks them as a save does (required, type, range, dictionary, unique) and
 * stores them normalized; the report names them in the reader's language.
 */
let s: TestServer;
let w: Awaited<ReturnType<typeof employeeWorld>>;

beforeAll(async () => {
  s = await startTestServer();
  w = await employeeWorld(s, ['employee.view']);
  // The starter set: employee 门禁卡号 (unique text), 学历 (select), 合同到期日 (date); device 资产编号, 设备类别, 保修到期日, 额定功率.
  expect((await s.call(extendedFieldCmds.init, {}, { token: w.admin })).response).toMatchObject({ created: true });
  const add = (p: Record<string, unknown>) => s.call(extendedFieldCmds.add, p, { token: w.admin });
  expect((await add({ target: 'employee', key: 'shoeSize', labelZh: '鞋码', labelEn: 'Shoe size', type: 'number', min: 30, max: 50, required: true, sort: 9 })).error).toBeUndefined();
  // A company's own field named like a built-in column.
  expect((await add({ target: 'device', key: 'site', labelZh: '位置', labelEn: 'Location', type: 'text', sort: 9 })).error).toBeUndefined();
});
afterAll(async () => {
  await s?.close();
});

const EMP_EXT_ZH = ['门禁卡号', '学历', '合同到期日', '鞋码'];
const EMP_EXT_EN = ['Access card no.', 'Education', 'Contract end date', 'Shoe size'];
const find = async (jobNumber: string) => (await s.call(employeeCmds.getEmployeeList, { keyword: jobNumber }, { token: w.admin })).response.list[0];

describe('employee sheets with extended fields', () => {
  it('the template adds a column per live field, labels that repeat a built-in header marked, with a note of what the cell takes', async () => {
    const en = await s.call(employeeCmds.getImportTemplateUrl, { type: 'employee' }, { token: w.admin, lang: 'en' });
    expect((await readXlsx((await download(s, en.response.url)).data))[0]).toEqual([...EN_HEADERS, ...EMP_EXT_EN]);
    const zh = await s.call(employeeCmds.getImportTemplateUrl, { type: 'employee' }, { token: w.admin });
    const data = (await download(s, zh.response.url)).data;
    expect((await readXlsx(data))[0]).toEqual([...ZH_HEADERS, ...EMP_EXT_ZH]);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ArrayBuffer);
    const note = (col: number) => JSON.stringify(wb.worksheets[0].getRow(1).getCell(col).note ?? '');
    expect(note(12)).toContain('本科');
    expect(note(14)).toContain('必填');
  });

  it('checks each row as a save would, reports in the reader language, and stores normalized values', async () => {
    await s.call(employeeCmds.saveEmployee, anEmployee({ ext: { accessCardNo: 'E-TAKEN', shoeSize: 40 } }), { token: w.admin });
    const rows = rosterRows(9, '甲', 13700000000).map((r, i) => [...r, `E-${i + 1}`, '本科', '2024/5/6', String(38 + (i % 5))]);
    rows[1][13] = ''; // row 3: shoe size is required
    rows[2][13] = '99'; // row 4: above the range
    rows[3][11] = '博士'; // row 5: not a value of the group
    rows[4][12] = '2024-02-30'; // row 6: not a date
    rows[5][10] = 'E-1'; // row 7: repeats row 2's unique value
    rows[6][10] = 'E-TAKEN'; // row 8: another employee holds it
    rows[7][13] = 'big'; // row 9: not a number
    rows[8][11] = 'Master or above'; // row 10: a label in English is taken too
    const fileId = await uploadXlsx(s, w.admin, await xlsx([...ZH_HEADERS, ...EMP_EXT_ZH], rows));
    const r = await s.call(employeeCmds.importEmployeeExcel, { fileId, mode: 'valid-rows' }, { token: w.admin, lang: 'en' });
    expect(r.response).toMatchObject({ status: 'done', total: 9, imported: 2, errorCount: 7 });
    const en = (key: string, label: string, vars: Record<string, string | number> = {}) => text(key, 'en', { label, ...vars });
    expect(r.response.errors).toEqual([
      { row: 3, column: 'Shoe size', reason: en('extendedField.value.required', 'Shoe size') },
      { row: 4, column: 'Shoe size', reason: en('extendedField.value.max', 'Shoe size', { max: 50 }) },
      { row: 5, column: 'Education', reason: en('extendedField.value.select', 'Education') },
      { row: 6, column: 'Contract end date', reason: en('extendedField.value.date', 'Contract end date') },
      { row: 7, column: 'Access card no.', reason: en('excelImport.ext.duplicateInFile', 'Access card no.', { value: 'E-1' }) },
      { row: 8, column: 'Access card no.', reason: en('extendedField.value.taken', 'Access card no.', { value: 'E-TAKEN' }) },
      { row: 9, column: 'Shoe size', reason: en('extendedField.value.number', 'Shoe size') },
    ]);
    // The same report read in Chinese names the columns by their Chinese headers.
    const zh = await s.call(employeeCmds.getExcelImportInfo, { importId: r.response.importId }, { token: w.admin });
    expect(zh.response.errors[0]).toEqual({ row: 3, column: '鞋码', reason: text('extendedField.value.required', 'zh-CN', { label: '鞋码' }) });

    expect((await find('JA-0001')).ext).toEqual({ accessCardNo: 'E-1', education: 'bachelor', contractEnd: '2024-05-06', shoeSize: 38 });
    expect((await find('JA-0009')).ext).toEqual({ accessCardNo: 'E-9', education: 'master', contractEnd: '2024-05-06', shoeSize: 41 });
  });

  it('a file without the column of a required field is refused as a whole; without optional ones it imports', async () => {
    const old = await uploadXlsx(s, w.admin, await xlsx(ZH_HEADERS, rosterRows(1, '乙', 13710000000)));
    const r = await s.call(employeeCmds.importEmployeeExcel, { fileId: old, mode: 'valid-rows' }, { token: w.admin, lang: 'en' });
    expect(r.response.errors).toEqual([{ row: 1, column: 'Shoe size', reason: text('excelImport.header.missing', 'en', { column: 'Shoe size' }) }]);
    const some = await uploadXlsx(
      s,
      w.admin,
      await xlsx(
        [...ZH_HEADERS, 'Shoe size'],
        rosterRows(1, '乙', 13710000000).map((x) => [...x, 44]),
      ),
    );
    expect((await s.call(employeeCmds.importEmployeeExcel, { fileId: some, mode: 'valid-rows' }, { token: w.admin })).response).toMatchObject({ imported: 1, errorCount: 0 });
    expect((await find('YI-0001')).ext).toEqual({ shoeSize: 44 });
  });

  it('the export writes the extended values (select labels in the sheet language) and re-imports as is', async () => {
    const ex = await s.call(employeeCmds.exportEmployeeExcel, { keyword: 'JA-000' }, { token: w.admin, lang: 'en' });
    const sheet = await readXlsx((await download(s, ex.response.url)).data);
    expect(sheet[0]).toEqual([...EN_HEADERS, ...EMP_EXT_EN]);
    expect(sheet.slice(1).map((r) => r.slice(10))).toEqual([
      ['E-9', 'Master or above', '2024-05-06', '41'],
      ['E-1', 'Bachelor', '2024-05-06', '38'],
    ]);
    // Re-imported in check mode, the two rows clash only on the values they themselves hold.
    const fileId = await uploadXlsx(s, w.admin, (await download(s, ex.response.url)).data);
    const r = await s.call(employeeCmds.importEmployeeExcel, { fileId, mode: 'check' }, { token: w.admin, lang: 'en' });
    expect(r.response.errors.map((e: { column: string }) => e.column).sort()).toEqual(['Access card no.', 'Access card no.', 'Job number', 'Job number', 'Mobile', 'Mobile']);
  });
});

describe('device sheets with extended fields', () => {
  it('the template and the import carry the device fields', async () => {
    const tpl = await s.call(employeeCmds.getImportTemplateUrl, { type: 'equipment' }, { token: w.admin, lang: 'en' });
    expect((await readXlsx((await download(s, tpl.response.url)).data))[0].slice(9)).toEqual(['Asset no.', 'Category', 'Warranty end date', 'Rated power (kW)', 'Location (extended)']);
    const headers = ['设备编号', '设备名称', '型号', '部门', '资产编号', '设备类别', '额定功率（kW）'];
    const fileId = await uploadXlsx(
      s,
      w.admin,
      await xlsx(headers, [
        ['XT-0001', '车床一号', 'IBX-100', '装配车间', 'A-1', '数控车床', '7.5'],
        ['XT-0002', '车床二号', 'IBX-100', '装配车间', 'A-1', 'CNC lathe', '3'],
        ['XT-0003', '车床三号', 'IBX-100', '装配车间', 'A-3', '磨床', '-1'],
      ]),
      '设备.xlsx',
    );
    const r = await s.call(equipmentCmds.equipmentImportExcel, { fileId, mode: 'valid-rows' }, { token: w.admin });
    expect(r.response).toMatchObject({ imported: 1, errorCount: 2 });
    expect(r.response.errors).toEqual([
      { row: 3, column: '资产编号', reason: text('excelImport.ext.duplicateInFile', 'zh-CN', { label: '资产编号', value: 'A-1' }) },
      { row: 4, column: '额定功率（kW）', reason: text('extendedField.value.min', 'zh-CN', { label: '额定功率（kW）', min: 0 }) },
    ]);
    const dev = (await s.call(equipmentCmds.equipmentList, { keyword: 'XT-0001', page: 1, rows: 10 }, { token: w.admin })).response.list[0];
    expect(dev.ext).toEqual({ assetNo: 'A-1', category: 'lathe', powerKw: 7.5 });
  });
});
