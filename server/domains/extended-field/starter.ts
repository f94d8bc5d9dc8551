import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, dictionaryGroups, dictionaryValues, extendedFields } from '../../db/schema';

/**
 * ExtendedFieldConfiguration/init: a company's starter set, made once. Each group and field is
 * inserted only when its key is new to the company (a key the company already uses, even by a
 * deleted field, is left alone), so calling init again, or after changes, alters nothing.
 */
const GROUPS = [
  {
    key: 'education',
    nameZh: '学历',
    nameEn: 'Education',
    values: [
      ['highSchool', '高中及以下', 'High school or below'],
      ['college', '大专', 'College'],
      ['bachelor', '本科', 'Bachelor'],
      ['master', '硕士及以上', 'Master or above'],
    ],
  },
  {
    key: 'deviceCategory',
    nameZh: '设备类别',
    nameEn: 'Device category',
    values: [
      ['lathe', '数控车床', 'CNC lathe'],
      ['machiningCentre', '加工中心', 'Machining centre'],
      ['grinder', '磨床', 'Grinder'],
      ['measuring', '检测设备', 'Measuring equipment'],
      ['other', '其他', 'Other'],
    ],
  },
] as const;

/** What companies commonly add beyond the built-in columns (job number, entry and purchase dates are built in). */
const FIELDS = [
  { target: 'employee', key: 'accessCardNo', labelZh: '门禁卡号', labelEn: 'Access card no.', type: 'text', isUnique: true, maxLength: 32, sort: 1 },
  { target: 'employee', key: 'education', labelZh: '学历', labelEn: 'Education', type: 'select', dictionaryKey: 'education', sort: 2 },
  { target: 'employee', key: 'contractEnd', labelZh: '合同到期日', labelEn: 'Contract end date', type: 'date', sort: 3 },
  { target: 'device', key: 'assetNo', labelZh: '资产编号', labelEn: 'Asset no.', type: 'text', isUnique: true, maxLength: 32, sort: 1 },
  { target: 'device', key: 'category', labelZh: '设备类别', labelEn: 'Category', type: 'select', dictionaryKey: 'deviceCategory', sort: 2 },
  { target: 'device', key: 'warrantyEnd', labelZh: '保修到期日', labelEn: 'Warranty end date', type: 'date', sort: 3 },
  { target: 'device', key: 'powerKw', labelZh: '额定功率（kW）', labelEn: 'Rated power (kW)', type: 'number', minValue: 0, maxValue: 10000, sort: 4 },
] as const;

export async function initStarterSet(db: Db, companyId: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    let groups = 0;
    for (const g of GROUPS) {
      const [row] = await tx.insert(dictionaryGroups).values({ companyId, key: g.key, nameZh: g.nameZh, nameEn: g.nameEn }).onConflictDoNothing().returning({ id: dictionaryGroups.id });
      if (!row) continue;
      groups++;
      await tx.insert(dictionaryValues).values(g.values.map(([key, labelZh, labelEn], i) => ({ groupId: row.id, key, labelZh, labelEn, sort: i + 1 })));
    }
    const made = await tx
      .insert(extendedFields)
      .values(FIELDS.map((f) => ({ companyId, ...f })))
      .onConflictDoNothing()
      .returning({ id: extendedFields.id });
    return { created: groups + made.length > 0, fields: made.length, groups };
  });
}
