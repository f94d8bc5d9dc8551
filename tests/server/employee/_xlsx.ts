import ExcelJS from 'exceljs';
import type { TestServer } from '../../helpers/server';
import { uploadAs } from '../centre/_files';

export const ZH_HEADERS = ['姓名', '手机号', '工号', '性别', '部门', '职位', '入职日期', '状态', '邮箱', '备注'];
export const EN_HEADERS = ['Name', 'Mobile', 'Job number', 'Gender', 'Department', 'Position', 'Entry date', 'Status', 'Email', 'Remark'];

/** A roster sheet: n rows of valid employees (job numbers JA-0001… by the prefix, mobiles from `base`), then `edit` spoils some. */
const JOB: Record<string, string> = { 甲: 'JA', 乙: 'YI', 丙: 'BI', 丁: 'DI', 戊: 'WU', 己: 'JI' };
export function rosterRows(n: number, prefix: string, base: number, department = '机加工车间'): (string | Date)[][] {
  return Array.from({ length: n }, (_, i) => [
    `${prefix}员工${i + 1}`,
    String(base + i),
    `${JOB[prefix] ?? 'X'}-${String(i + 1).padStart(4, '0')}`,
    i % 2 ? '女' : '男',
    department,
    '操作工',
    '2024-05-06',
    '在职',
    '',
    '',
  ]);
}

export async function xlsx(headers: string[], rows: (string | number | Date)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('员工');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Uploads a workbook for an Excel import and answers its file id. */
export async function uploadXlsx(s: TestServer, token: string, data: Buffer, name = '员工.xlsx') {
  return (await uploadAs(s, token, { name, data }, 'excelImport')).fileId;
}

/** The sheet of a downloaded workbook as rows of cell texts (header included). */
export async function readXlsx(data: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return out;
}

/** GET a signed link through the server; answers the bytes. */
export async function download(s: TestServer, url: string) {
  const res = await s.app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`download ${res.statusCode}: ${res.body}`);
  return { data: res.rawPayload, type: res.headers['content-type'], disposition: String(res.headers['content-disposition']) };
}
