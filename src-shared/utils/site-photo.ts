/**
 * Site photos taken in the H5 area (a device check, a field report, a factory visit) go through
 * `POST /api/upload/watermark` (multipart `token`, optional `place`, `file`) and are stored only
 * with the watermark (time, place, company); `POST /api/upload` refuses them. Zod-free, so the
 * H5 upload code can use it on first load.
 */
export const WATERMARK_APP_TYPES = ['deviceCheck', 'sitePhoto'] as const;
/** The longest place the page may send for the watermark (characters). */
export const WATERMARK_PLACE_MAX = 60;
