/** The file contract's limits, without zod, for pages (an upload field does not load the schemas). */

/** Accepted types, checked by the file's bytes (the name's extension must agree). */
export const UPLOAD_EXTS = ['jpg', 'jpeg', 'gif', 'png', 'pdf'] as const;
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
