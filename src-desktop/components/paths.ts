/** Paths served by the H5 build (mobile.html), mirrored from server/http/static-site.ts: a full page load reaches them. */
export const MOBILE_PATH_PREFIXES = ['/wx', '/h5', '/spread', '/mobile', '/doc'];
