/** The equipment contract's value lists, without zod, for pages (the H5 check page stays light). */
export const DEVICE_STATUSES = ['inUse', 'idle', 'repair', 'scrapped'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const CHECK_RESULTS = ['normal', 'abnormal'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];
export const MAX_CHECK_PHOTOS = 6;

/** The coding-rule contract's value lists. */
export const CODING_TARGETS = ['device', 'employee'] as const;
export type CodingTarget = (typeof CODING_TARGETS)[number];
export const DATE_PATTERNS = ['YYYY', 'YYYYMM', 'YYYYMMDD', 'YY', 'YYMM', 'YYMMDD'] as const;
export const RESET_PERIODS = ['never', 'yearly', 'monthly', 'daily'] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];
