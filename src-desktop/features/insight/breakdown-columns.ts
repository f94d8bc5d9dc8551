import type { TFunction } from 'i18next';
import type { WrRow } from '#shared/contract/insight';
import { count, percent } from './format';

/** A column of the breakdown table, as both the stand-in and antd's Table draw it. */
export type BreakdownColumn = {
  key: 'name' | 'enterprises' | 'devices' | 'devicesOn' | 'utilisation' | 'avgUtilisation';
  title: string;
  align?: 'right';
  text: (row: WrRow) => string;
  sort?: (a: WrRow, b: WrRow) => number;
};

/** The breakdown's columns: the place, its sample and its rates (the two rates sortable). */
export function breakdownColumns(t: TFunction<'insight'>, lang: 'zh-CN' | 'en', days: number): BreakdownColumn[] {
  return [
    { key: 'name', title: t('stats.col.name'), text: (r) => r.name },
    { key: 'enterprises', title: t('stats.col.enterprises'), align: 'right', text: (r) => count(r.enterprises, lang) },
    { key: 'devices', title: t('stats.col.devices'), align: 'right', text: (r) => count(r.devices, lang) },
    { key: 'devicesOn', title: t('stats.col.devicesOn'), align: 'right', text: (r) => count(r.devicesOn, lang) },
    { key: 'utilisation', title: t('stats.col.utilisation'), align: 'right', text: (r) => percent(r.utilisation), sort: (a, b) => a.utilisation - b.utilisation },
    { key: 'avgUtilisation', title: t('stats.avgRate', { days }), align: 'right', text: (r) => percent(r.avgUtilisation), sort: (a, b) => a.avgUtilisation - b.avgUtilisation },
  ];
}
