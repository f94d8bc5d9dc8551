/** The insight contract's value lists, without zod, for pages (the applications page stays light). */

/** The channels the application catalogue is grouped by. */
export const APP_CHANNELS = ['production', 'equipment', 'quality', 'energy', 'operations'] as const;
export type AppChannel = (typeof APP_CHANNELS)[number];
