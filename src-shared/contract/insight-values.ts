/** The insight contract's value lists, without zod, for pages (the statistics and applications pages stay light). */

/** Periods the statistics can be asked for, in days back from the latest day with data. */
export const WR_PERIODS = [7, 30, 90] as const;

/** The channels the application catalogue is grouped by. */
export const APP_CHANNELS = ['production', 'equipment', 'quality', 'energy', 'operations'] as const;
export type AppChannel = (typeof APP_CHANNELS)[number];
