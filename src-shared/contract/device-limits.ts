/**
 * The device submission's limits, without its schema (no zod): the H5 submit page shows them on
 * its first paint; contract/device.ts checks with them and re-exports them.
 */
export const SUBMISSION_KINDS = ['problem', 'request'] as const;
export const SUBMISSION_MAX_PHOTOS = 6;
