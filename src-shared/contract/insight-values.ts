/** The insight contract's value lists, without zod, for pages (the statistics page stays light). */

/** Periods the statistics can be asked for, in days back from the latest day with data. */
export const WR_PERIODS = [7, 30, 90] as const;
