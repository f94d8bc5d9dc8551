import { and, eq, inArray } from 'drizzle-orm';
import { deviceFields, deviceSn, DEVICE_STATUSES } from '#shared/contract/equipment';
import type { Db } from '../../db/client';
import { orgDevices } from '../../db/schema';
import { departmentCell, departmentIndex, type DepartmentIndex } from '../excel-import/department-cell';
import { bySchema, required } from '../excel-import/cells';
import type { CheckedRow, ImportColumn, ImportType, StoredError } from '../excel-import/types';
import { departmentsAndScope } from '../employee/scope';

/**
 * The device sheet of equipment/importExcel, on the generic Excel import (decision record 0014):
 * every cell is checked with the contract's own device rules, the department must be the caller's
 * (data scope), serials are unique in the file and in the company (the unique index decides under
 * a parallel import: the whole import then fails and nothing is half-written).
 */
type Ctx = DepartmentIndex;

const shape = deviceFields.shape;
// Status as people type it in either language, or the stored value.
const STATUS: Record<string, (typeof DEVICE_STATUSES)[number]> = {
  在用: 'inUse',
  闲置: 'idle',
  维修: 'repair',
  维修中: 'repair',
  报废: 'scrapped',
  'in use': 'inUse',
  idle: 'idle',
  repair: 'repair',
  'under repair': 'repair',
  scrapped: 'scrapped',
};
for (const s of DEVICE_STATUSES) STATUS[s.toLowerCase()] = s;

const col = (key: string, zh: string, en: string, isRequired: boolean, check: ImportColumn<Ctx>['check'], width = 16): ImportColumn<Ctx> => ({ key, header: { 'zh-CN': zh, en }, required: isRequired, width, check });

export const equipmentColumns: ImportColumn<Ctx>[] = [
  col('sn', '设备编号', 'Serial number', true, required(deviceSn), 20),
  col('name', '设备名称', 'Name', true, required(shape.name), 20),
  col('model', '型号', 'Model', true, required(shape.model)),
  col('brand', '品牌', 'Brand', false, bySchema(shape.brand)),
  col('specification', '规格', 'Specification', false, bySchema(shape.specification), 24),
  col('department', '部门', 'Department', false, (cell, ctx) => departmentCell(cell, ctx, 'org.department.notFound'), 24),
  col(
    'status',
    '状态',
    'Status',
    false,
    (cell) => {
      if (cell === '') return { ok: true, value: 'inUse' };
      const s = STATUS[cell.toLowerCase()];
      return s ? { ok: true, value: s } : { ok: false, reason: 'excelImport.cell.invalid' };
    },
    10,
  ),
  col(
    'purchaseDate',
    '购置日期',
    'Purchase date',
    false,
    (cell) => {
      if (cell === '') return { ok: true, value: null };
      return bySchema(shape.purchaseDate)(cell.replace(/^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/, (_m, y, mo, d) => `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`));
    },
    14,
  ),
  col('location', '位置', 'Location', false, bySchema(shape.location), 24),
];

async function duplicates(db: Db, companyId: number, rows: CheckedRow[]): Promise<StoredError[]> {
  const errors: StoredError[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const sn = String(r.values.sn);
    if (seen.has(sn)) errors.push({ row: r.row, column: 'sn', reason: 'equipment.sn.duplicateInFile' });
    seen.add(sn);
  }
  const taken = new Set<string>();
  for (let i = 0; i < rows.length; i += 1000) {
    const sns = rows.slice(i, i + 1000).map((r) => String(r.values.sn));
    for (const x of await db
      .select({ sn: orgDevices.sn })
      .from(orgDevices)
      .where(and(eq(orgDevices.companyId, companyId), inArray(orgDevices.sn, sns))))
      taken.add(x.sn);
  }
  for (const r of rows) if (taken.has(String(r.values.sn))) errors.push({ row: r.row, column: 'sn', reason: 'equipment.sn.taken' });
  return errors;
}

export const equipmentImport: ImportType<Ctx> = {
  name: 'equipment',
  button: 'device.add',
  sheetName: 'equipment.sheetName',
  columns: equipmentColumns,
  async context(db, actor) {
    const { departments, scope } = await departmentsAndScope(db, actor);
    return departmentIndex(departments, scope);
  },
  checkRows: (db, actor, _ctx, rows) => duplicates(db, actor.companyId, rows),
  async commit(tx, actor, _ctx, rows) {
    const v = (r: CheckedRow) => r.values as Record<string, string | null>;
    const inserted = await tx
      .insert(orgDevices)
      .values(
        rows.map((r) => ({
          companyId: actor.companyId,
          sn: String(v(r).sn),
          name: String(v(r).name),
          model: String(v(r).model),
          brand: String(v(r).brand ?? ''),
          specification: String(v(r).specification ?? ''),
          departmentId: v(r).department as unknown as number | null,
          status: String(v(r).status),
          purchaseDate: v(r).purchaseDate ?? null,
          location: String(v(r).location ?? ''),
          ext: (r.values.ext ?? {}) as unknown as Record<string, unknown>,
        })),
      )
      .returning({ id: orgDevices.id });
    return inserted.length;
  },
};
