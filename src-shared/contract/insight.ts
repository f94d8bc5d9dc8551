import { z } from 'zod';
import { command, noParams } from './command';
import { APP_CHANNELS, type AppChannel } from './insight-values';

/**
 * Dashboards and the factory app area (spec sections 2, 3, 7): the work-resumption statistics
 * (/dataStatistics), my applications (/memberCenter/facApp), the visual dashboards
 * (/dashboard/index) and the pending tasks (/memberCenter/waitTaskPage).
 */

/* ---------------- work resumption ---------------- */

// The periods (7, 30, 90) are listed for pages in insight-values.ts.
const days = z.union([z.literal(7), z.literal(30), z.literal(90)]).default(30);
const regionCode = z.string().regex(/^\d{6}$/, 'rule.general.code');

export interface WrRegion {
  code: string;
  name: string;
}

/** A scope's figures: the latest day's and the period's average. Rates are 0..1 with 4 decimals. */
export interface WrSummary {
  /** The latest day with data (YYYY-MM-DD): the statistics are "as of" that day. */
  asOf: string | null;
  enterprises: number;
  devices: number;
  /** Devices switched on, on the latest day. */
  devicesOn: number;
  utilisation: number;
  /** Enterprises with at least 30 % of their devices on, on the latest day. */
  resumed: number;
  resumptionRate: number;
  /** Average daily utilisation over the period. */
  avgUtilisation: number;
}

/** One row of a breakdown (a province, a city or a sample enterprise). */
export interface WrRow extends WrRegion {
  enterprises: number;
  devices: number;
  devicesOn: number;
  utilisation: number;
  avgUtilisation: number;
}

export interface WrTrendPoint {
  date: string;
  devicesOn: number;
  devices: number;
  utilisation: number;
}

/** The share of a company's devices that must be on for it to count as resumed. */
export const WR_RESUMED_SHARE = 0.3;

export const validWorkResumptionAuth = command('white/validWorkResumptionAuth', { access: 'member', params: noParams }).returns<{ authorised: boolean }>();

export const provinceMenu = command('workResumption/provinceMenu', { access: 'member', params: noParams }).returns<WrRegion[]>();

export const getCitiesAtWorkResumption = command('location/getCitiesAtWorkResumption', {
  access: 'member',
  params: z.object({ provinceCode: regionCode }).strict(),
}).returns<WrRegion[]>();

export const deviceOpenTrend = command('workResumptionDevice/deviceOpenTrend', {
  access: 'member',
  params: z.object({ days, provinceCode: regionCode.optional(), cityCode: regionCode.optional() }).strict(),
}).returns<{ asOf: string | null; points: WrTrendPoint[] }>();

export const sampleCountry = command('workResumption/sampleCountry', {
  access: 'member',
  params: z.object({ days }).strict(),
}).returns<{ summary: WrSummary; rows: WrRow[] }>();

export const sampleProvince = command('workResumption/sampleProvince', {
  access: 'member',
  params: z.object({ days, provinceCode: regionCode }).strict(),
}).returns<{ region: WrRegion; summary: WrSummary; rows: WrRow[] }>();

export const sampleCity = command('workResumption/sampleCity', {
  access: 'member',
  params: z.object({ days, cityCode: regionCode }).strict(),
}).returns<{ region: WrRegion; summary: WrSummary; rows: WrRow[] }>();

/* ---------------- my applications ---------------- */

// The channels are listed for pages in insight-values.ts (no zod).
export { APP_CHANNELS, type AppChannel };
const appCode = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'rule.general.code');

export interface AppItem {
  appCode: string;
  kind: 'platform' | 'box';
  channel: AppChannel;
  name: string;
  intro: string;
  url: string;
  icon: string;
  /** The company's relation: platform (every company), purchased, followed, or none (catalogue only). */
  relation: 'platform' | 'purchased' | 'followed' | 'none';
  /** Shown on the worktable. */
  display: boolean;
  /** Purchased apps: the term (ISO) and whether it is in force; seats bought and granted to members. */
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  seats: number;
  granted: number;
}

export const platformAppList = command('myApp/platformAppList', { access: 'member', params: noParams }).returns<AppItem[]>();
/** Purchased box apps in force (the ones that can be opened and shown on the worktable). */
export const purchasedBoxAppList = command('myApp/purchasedBoxAppList', { access: 'member', params: noParams }).returns<AppItem[]>();
/** Every purchase, expired ones included. */
export const purchasedBoxAppListAll = command('myApp/purchasedBoxAppListAll', { access: 'member', params: noParams }).returns<AppItem[]>();
export const followedBoxAppList = command('myApp/followedBoxAppList', { access: 'member', params: noParams }).returns<AppItem[]>();

export const setDisplay = command('myApp/setDisplay', {
  access: 'enterprise',
  needs: { button: 'facApp.manage' },
  params: z.object({ appCode, display: z.boolean() }).strict(),
}).returns<{ appCode: string; display: boolean }>();

export const getAppListByChannel = command('myApp/getAppListByChannel', {
  access: 'member',
  params: z.object({ channel: z.enum(APP_CHANNELS) }).strict(),
}).returns<AppItem[]>();

export const getGrantCount = command('myApp/getGrantCount', {
  access: 'member',
  params: z.object({ appCode: appCode.optional() }).strict(),
}).returns<{ apps: number; seats: number; granted: number }>();

export interface OpenModel {
  modelCode: string;
  name: string;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
}

export const companyOpenModelList = command('charge/companyOpenModelList', { access: 'enterprise', params: noParams }).returns<OpenModel[]>();

/* ---------------- visual dashboards ---------------- */

export interface DashboardCategory {
  id: number;
  name: string;
  count: number;
}

export interface DashboardVisual {
  id: number;
  categoryId: number;
  title: string;
  intro: string;
  panels: number;
  updatedAt: string;
  /** The platform's sample series, not the caller's data (the page labels it so). */
  sample: boolean;
}

export type PanelType = 'line' | 'bar' | 'pie' | 'gauge' | 'stat';

/** A panel as rendered: its type, title, unit and series (labels on x, or slices for a pie). */
export interface DashboardPanel {
  id: string;
  type: PanelType;
  title: string;
  unit: string;
  /** Columns out of 12. */
  span: number;
  labels: string[];
  series: { name: string; data: number[] }[];
}

const id = z.number().int().positive().max(2_147_483_647);

export const dashboardCategoryList = command('dashboard/categoryList', { access: 'member', params: noParams }).returns<DashboardCategory[]>();
export const dashboardVisualList = command('dashboard/visualList', {
  access: 'member',
  params: z.object({ categoryId: id.optional() }).strict(),
}).returns<DashboardVisual[]>();
export const dashboardVisualDetail = command('dashboard/visualDetail', {
  access: 'member',
  params: z.object({ id }).strict(),
}).returns<DashboardVisual & { items: DashboardPanel[] }>();

/* ---------------- pending tasks ---------------- */

export type TaskKind = 'enterpriseInfo' | 'certification' | 'certificationRejected' | 'fundAccount' | 'payKey' | 'unreadMessages' | 'rejectedApplication';

export interface PendingTask {
  kind: TaskKind;
  title: string;
  detail: string;
  /** Where the task is done. */
  href: string;
  /** ISO time the task arose, when known. */
  since: string | null;
}

export const waitTaskList = command('waitTask/list', { access: 'member', params: noParams }).returns<PendingTask[]>();

/** Our commands (the spec's dashboard service is a GET; we serve it through the gateway). */
export const insightExtensions = ['dashboard/categoryList', 'dashboard/visualList', 'dashboard/visualDetail', 'waitTask/list'];
