import type { AppChannel } from '#shared/contract/insight';

/**
 * The app catalogue. Platform apps open the portal's own areas; box apps (run on the
 * equipment-connection box) open their visual dashboard (/dashboard/index?visual=<id>,
 * the ids of DASHBOARD_VISUALS in insertion order).
 */
interface CatalogueApp {
  code: string;
  kind: 'platform' | 'box';
  channel: AppChannel;
  zh: string;
  en: string;
  introZh: string;
  introEn: string;
  url: string;
  icon: string;
}

const app = (code: string, kind: CatalogueApp['kind'], channel: AppChannel, zh: string, en: string, introZh: string, introEn: string, url: string, icon: string): CatalogueApp => ({
  code,
  kind,
  channel,
  zh,
  en,
  introZh,
  introEn,
  url,
  icon,
});

export const APP_CATALOGUE: CatalogueApp[] = [
  app('wis', 'platform', 'production', '工厂数字化运营', 'Factory operations (WIS)', '计划排产、生产执行与报表一体化', 'Planning, scheduling, execution and reports in one suite', '/wis', 'factory'),
  app('capital', 'platform', 'operations', '资金账户', 'Fund account', '充值、提现、还款与交易记录', 'Recharge, withdraw, repay and see your records', '/memberCenter/bankrollAccount', 'wallet'),
  app('data-statistics', 'platform', 'operations', '复工复产统计', 'Work-resumption statistics', '样本企业设备开机率与复工率', 'Device utilisation and resumption of the sample enterprises', '/dataStatistics', 'chart'),
  app('dashboard', 'platform', 'operations', '数据可视化大屏', 'Data visualisation', '设备、质量与能耗看板', 'Equipment, quality and energy dashboards', '/dashboard/index', 'screen'),
  app('mall', 'platform', 'operations', '工业品商城', 'MRO mall', '工业用品集中采购', 'Industrial supplies purchasing', '/mall', 'cart'),
  app('device-monitor', 'box', 'equipment', '设备运行监控', 'Equipment monitoring', '实时掌握设备开机、运行与停机状态', 'See which machines run, idle or stop, live', '/dashboard/index?visual=1', 'monitor'),
  app('oee', 'box', 'equipment', '设备综合效率', 'OEE analysis', '可用率、性能率与良品率分析', 'Availability, performance and quality rates', '/dashboard/index?visual=2', 'gauge'),
  app('energy', 'box', 'energy', '能耗管理', 'Energy management', '按车间统计用电与峰谷分布', 'Power use by workshop, peak and valley', '/dashboard/index?visual=3', 'bolt'),
  app('quality-spc', 'box', 'quality', '质量 SPC 分析', 'Quality SPC', '关键尺寸控制图与缺陷柏拉图', 'Control charts and defect Pareto', '/dashboard/index?visual=4', 'check'),
  app('predictive', 'box', 'equipment', '预测性维护', 'Predictive maintenance', '振动与温度趋势，提前预警故障', 'Vibration and temperature trends warn before failures', '/dashboard/index?visual=5', 'tool'),
  app('production-report', 'box', 'production', '生产报工', 'Production reporting', '计划与实际产量对比', 'Planned against actual output', '/dashboard/index?visual=6', 'clipboard'),
  app('carbon', 'box', 'energy', '碳排放核算', 'Carbon accounting', '按能源类型折算碳排放', 'Emissions by energy source', '/dashboard/index?visual=3', 'leaf'),
  app('andon', 'box', 'production', '安灯呼叫', 'Andon', '产线异常一键呼叫与响应统计', 'Line stops called and answered', '/dashboard/index?visual=6', 'bell'),
];

/** The demo companies' apps: purchases (days from the seed day; negative end = expired), follows. */
export const DEMO_COMPANY_APPS: { company: string; app: string; relation: 'purchased' | 'followed'; startDays?: number; endDays?: number; seats?: number; granted?: number }[] = [
  { company: 'C10000001', app: 'device-monitor', relation: 'purchased', startDays: -120, endDays: 245, seats: 10, granted: 4 },
  { company: 'C10000001', app: 'oee', relation: 'purchased', startDays: -60, endDays: 305, seats: 5, granted: 2 },
  { company: 'C10000001', app: 'energy', relation: 'purchased', startDays: -30, endDays: 335, seats: 5, granted: 1 },
  { company: 'C10000001', app: 'quality-spc', relation: 'purchased', startDays: -400, endDays: -35, seats: 3, granted: 0 },
  { company: 'C10000001', app: 'predictive', relation: 'followed' },
  { company: 'C10000001', app: 'carbon', relation: 'followed' },
  { company: 'C10000003', app: 'andon', relation: 'purchased', startDays: -10, endDays: 20, seats: 2, granted: 1 },
];
