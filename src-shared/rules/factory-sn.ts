/**
 * The factory rules a page needs without checking anything (no zod): the serial number's form
 * and the photo limit. rules/factory.ts re-exports them beside its schemas; the H5 factory pages
 * import them from here, so their first paint does without zod (the checks load on first focus).
 */

/** A factory serial number: FAC and 8 digits (FAC00000101); typed in any case. */
export const FAC_SN = /^FAC\d{8}$/;
export const normalizeFacSn = (v: string) => v.trim().toUpperCase();

export const FACTORY_MAX_PHOTOS = 9;
