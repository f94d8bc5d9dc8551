/** Paths served by the H5 build (mobile.html); everything else is the desktop portal. Used by the server and the desktop router. */
export const MOBILE_PREFIXES = ['/wx', '/h5', '/spread', '/mobile', '/doc'];

export function isMobilePath(path: string): boolean {
  const bare = path.split(/[?#]/)[0];
  // /spread also covers /spreadDetail-style paths of the spec's /spread* area.
  return MOBILE_PREFIXES.some((p) => bare === p || bare.startsWith(p + '/') || (p === '/spread' && bare.startsWith('/spread')));
}

/** The spec's not-found page (a desktop route): unknown paths of both builds go there. */
export const NOT_FOUND_PATH = '/NoPage';
