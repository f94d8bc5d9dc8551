import type { Db } from '../../db/client';
import { dictionaryGroups, dictionaryValues } from '../../db/schema';
import type { SeedStep } from '../../db/seed';
import { WORK_FUNCTIONS } from '#shared/rules/fields';
import { WORK_FUNCTION_LABELS } from '../account/options';

/** The platform's own dictionary groups (company null): public reference data (dictionary/selectValueByKey). */
const INDUSTRIES: [string, string, string][] = [
  ['machinery', '通用设备制造', 'General machinery'],
  ['automotive', '汽车制造', 'Automotive'],
  ['electronics', '电子设备制造', 'Electronics'],
  ['metal', '金属制品', 'Metal products'],
  ['plastics', '橡胶和塑料制品', 'Rubber and plastics'],
  ['textile', '纺织', 'Textiles'],
  ['food', '食品制造', 'Food'],
  ['other', '其他', 'Other'],
];

export async function seedPlatformGroups(tx: Db) {
  const groups = [
    { key: 'workFunction', nameZh: '工作职能', nameEn: 'Work function', values: WORK_FUNCTIONS.map((k) => [k, WORK_FUNCTION_LABELS[k].zh, WORK_FUNCTION_LABELS[k].en] as const) },
    { key: 'industry', nameZh: '所属行业', nameEn: 'Industry', values: INDUSTRIES },
  ];
  for (const g of groups) {
    const [row] = await tx.insert(dictionaryGroups).values({ companyId: null, key: g.key, nameZh: g.nameZh, nameEn: g.nameEn }).returning({ id: dictionaryGroups.id });
    await tx.insert(dictionaryValues).values(g.values.map(([key, labelZh, labelEn], i) => ({ groupId: row.id, key, labelZh, labelEn, sort: i + 1 })));
  }
}

export const dictionarySeedSteps: SeedStep[] = [{ name: 'dictionary-platform-groups', run: (tx) => seedPlatformGroups(tx) }];
