import type { PanelType } from '#shared/contract/insight';

/** A panel as stored in dashboard_visuals.panels: texts in both languages, series as numbers. */
export interface StoredPanel {
  id: string;
  type: PanelType;
  title: { zh: string; en: string };
  unit: { zh: string; en: string };
  span: number;
  labels: { zh: string[]; en: string[] };
  series: { name: { zh: string; en: string }; data: number[] }[];
}

type T = { zh: string; en: string };
const t = (zh: string, en: string): T => ({ zh, en });
const same = (xs: string[]) => ({ zh: xs, en: xs });
const names = (xs: T[]) => ({ zh: xs.map((x) => x.zh), en: xs.map((x) => x.en) });

/** A deterministic wavy series: n values around base (no randomness, so every seed is the same). */
function wave(n: number, base: number, amp: number, phase: number, decimals = 0): number[] {
  const f = 10 ** decimals;
  return Array.from({ length: n }, (_, i) => Math.round((base + amp * Math.sin((i + phase) * 0.9) + (amp / 3) * Math.cos((i * 7 + phase) * 0.5)) * f) / f);
}

/** The last n days (MM-DD) up to yesterday, from the seed day. */
function lastDays(n: number, today: Date): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(today.getTime() - (n - i) * 86_400_000);
    return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
  });
}

const panel = (id: string, type: PanelType, title: T, unit: T, span: number, labels: { zh: string[]; en: string[] }, series: StoredPanel['series']): StoredPanel => ({
  id,
  type,
  title,
  unit,
  span,
  labels,
  series,
});
const s = (name: T, data: number[]) => ({ name, data });
const pct = t('%', '%');

const WORKSHOPS = [t('一车间', 'Workshop 1'), t('二车间', 'Workshop 2'), t('三车间', 'Workshop 3'), t('装配车间', 'Assembly')];
const LINES = [t('A 线', 'Line A'), t('B 线', 'Line B'), t('C 线', 'Line C')];

export const DASHBOARD_CATEGORIES: T[] = [t('设备运营', 'Equipment operations'), t('生产与质量', 'Production and quality'), t('能源管理', 'Energy')];

/** Dashboards: category index (into DASHBOARD_CATEGORIES), texts and panels. */
export function dashboardVisuals(today: Date): { category: number; title: T; intro: T; panels: StoredPanel[] }[] {
  const d14 = same(lastDays(14, today));
  const d30 = same(lastDays(30, today));
  return [
    {
      category: 0,
      title: t('设备运行监控', 'Equipment monitoring'),
      intro: t('一厂 48 台联网设备的开机、运行与停机', 'Running, idle and stopped states of the 48 connected machines of plant 1'),
      panels: [
        panel('online', 'stat', t('今日开机设备', 'Machines on today'), t('台', 'machines'), 4, same(['']), [s(t('开机', 'On'), [41])]),
        panel('rate', 'gauge', t('设备利用率', 'Utilisation'), pct, 4, same(['']), [s(t('利用率', 'Utilisation'), [78.6])]),
        panel('states', 'pie', t('设备状态分布', 'Machine states'), t('台', 'machines'), 4, names([t('运行', 'Running'), t('待机', 'Idle'), t('停机', 'Stopped'), t('报警', 'Alarm')]), [
          s(t('设备', 'Machines'), [33, 8, 5, 2]),
        ]),
        panel('trend', 'line', t('近 14 天开机台数', 'Machines on, last 14 days'), t('台', 'machines'), 8, d14, [s(t('开机台数', 'Machines on'), wave(14, 38, 5, 1))]),
        panel('hours', 'bar', t('各车间运行时长', 'Run hours by workshop'), t('小时', 'h'), 4, names(WORKSHOPS), [s(t('运行时长', 'Run hours'), [612, 548, 703, 455])]),
      ],
    },
    {
      category: 0,
      title: t('设备综合效率 OEE', 'OEE analysis'),
      intro: t('按产线分解可用率、性能率与良品率', 'Availability, performance and quality by line'),
      panels: [
        panel('oee', 'gauge', t('本月 OEE', 'OEE this month'), pct, 4, same(['']), [s(t('OEE', 'OEE'), [71.2])]),
        panel('factors', 'bar', t('各产线三要素', 'The three factors by line'), pct, 8, names(LINES), [
          s(t('可用率', 'Availability'), [88.5, 84.1, 91.2]),
          s(t('性能率', 'Performance'), [86.3, 82.7, 89.0]),
          s(t('良品率', 'Quality'), [97.8, 96.2, 98.4]),
        ]),
        panel('trend', 'line', t('近 30 天 OEE', 'OEE, last 30 days'), pct, 12, d30, [s(t('OEE', 'OEE'), wave(30, 71, 4, 3, 1))]),
      ],
    },
    {
      category: 2,
      title: t('能耗管理', 'Energy management'),
      intro: t('用电量、峰谷分布与车间占比', 'Power use, peak and valley, and the share of each workshop'),
      panels: [
        panel('daily', 'line', t('近 30 天日用电量', 'Daily power use, last 30 days'), t('千瓦时', 'kWh'), 8, d30, [s(t('峰时', 'Peak'), wave(30, 5200, 600, 2)), s(t('谷时', 'Valley'), wave(30, 2100, 300, 5))]),
        panel('share', 'pie', t('各车间用电占比', 'Share by workshop'), t('千瓦时', 'kWh'), 4, names(WORKSHOPS), [s(t('用电', 'Power'), [61200, 48800, 70300, 30500])]),
        panel('total', 'stat', t('本月累计用电', 'Power this month'), t('千瓦时', 'kWh'), 4, same(['']), [s(t('用电', 'Power'), [210800])]),
        panel('carbon', 'bar', t('碳排放（按能源）', 'Emissions by source'), t('吨 CO₂', 't CO₂'), 8, names([t('电力', 'Electricity'), t('天然气', 'Natural gas'), t('柴油', 'Diesel')]), [
          s(t('排放', 'Emissions'), [120.3, 34.6, 8.2]),
        ]),
      ],
    },
    {
      category: 1,
      title: t('质量 SPC 分析', 'Quality SPC'),
      intro: t('关键尺寸 Φ20 的控制图与缺陷柏拉图', 'Control chart of the key dimension Φ20 and the defect Pareto'),
      panels: [
        panel('xbar', 'line', t('关键尺寸均值控制图', 'X-bar chart of the key dimension'), t('毫米', 'mm'), 12, d30, [
          s(t('均值', 'Mean'), wave(30, 20.0, 0.012, 4, 3)),
          s(t('上控制限', 'UCL'), Array(30).fill(20.03)),
          s(t('下控制限', 'LCL'), Array(30).fill(19.97)),
        ]),
        panel('pareto', 'bar', t('缺陷柏拉图', 'Defect Pareto'), t('件', 'pcs'), 8, names([t('毛刺', 'Burrs'), t('尺寸超差', 'Out of tolerance'), t('划伤', 'Scratches'), t('气孔', 'Porosity'), t('其他', 'Other')]), [
          s(t('缺陷数', 'Defects'), [86, 52, 31, 17, 9]),
        ]),
        panel('yield', 'gauge', t('一次合格率', 'First-pass yield'), pct, 4, same(['']), [s(t('合格率', 'Yield'), [97.3])]),
      ],
    },
    {
      category: 0,
      title: t('预测性维护', 'Predictive maintenance'),
      intro: t('主轴振动趋势与设备健康评分', 'Spindle vibration trend and machine health scores'),
      panels: [
        panel('vibration', 'line', t('主轴振动（RMS）', 'Spindle vibration (RMS)'), t('毫米/秒', 'mm/s'), 8, d14, [s(t('CNC-07', 'CNC-07'), wave(14, 2.4, 0.5, 1, 2)), s(t('CNC-12', 'CNC-12'), wave(14, 3.6, 0.8, 6, 2))]),
        panel('health', 'bar', t('设备健康评分', 'Health scores'), t('分', 'pts'), 4, same(['CNC-03', 'CNC-07', 'CNC-12', 'LATHE-02', 'PRESS-01']), [s(t('评分', 'Score'), [92, 85, 61, 88, 74])]),
      ],
    },
    {
      category: 1,
      title: t('生产报工', 'Production reporting'),
      intro: t('计划与实际产量、完成率与产品构成', 'Planned against actual output, completion and product mix'),
      panels: [
        panel('output', 'bar', t('近 14 天计划与实际', 'Planned and actual, last 14 days'), t('件', 'pcs'), 8, d14, [s(t('计划', 'Planned'), Array(14).fill(1200)), s(t('实际', 'Actual'), wave(14, 1150, 90, 2))]),
        panel('done', 'gauge', t('本月完成率', 'Completion this month'), pct, 4, same(['']), [s(t('完成率', 'Completion'), [95.8])]),
        panel('mix', 'pie', t('产品构成', 'Product mix'), t('件', 'pcs'), 6, names([t('法兰', 'Flanges'), t('轴套', 'Bushings'), t('齿轮', 'Gears'), t('壳体', 'Housings')]), [
          s(t('产量', 'Output'), [5400, 3900, 2800, 1700]),
        ]),
        panel('andon', 'bar', t('安灯呼叫（按原因）', 'Andon calls by cause'), t('次', 'calls'), 6, names([t('缺料', 'Material'), t('设备', 'Machine'), t('质量', 'Quality'), t('其他', 'Other')]), [
          s(t('呼叫', 'Calls'), [14, 9, 6, 3]),
        ]),
      ],
    },
  ];
}
