/**
 * Route patterns ('/a/:b', '*') against a path, shared by the gateway (which route's files
 * to announce in the H5 HTML) and the H5 client (which route a path is, before and outside
 * the router). Static segments match case-insensitively and trailing slashes do not count,
 * as in React Router; more static segments win, as in its ranking.
 */

/** A pattern's score for a path: -1 when it does not match; more static segments score higher. */
export function routeScore(pattern: string, path: string): number {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  let score = 0;
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*') return score;
    if (i >= s.length) return -1;
    if (p[i].startsWith(':')) continue;
    if (p[i].toLowerCase() !== s[i].toLowerCase()) return -1;
    score++;
  }
  return p.length === s.length ? score + 0.5 : -1;
}

/** The path's parameters under a pattern (':name' segments, decoded), or null when it does not match. */
export function routeParams(pattern: string, path: string): Record<string, string> | null {
  if (routeScore(pattern, path) < 0) return null;
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  const out: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (!p[i].startsWith(':')) continue;
    try {
      out[p[i].slice(1)] = decodeURIComponent(s[i]);
    } catch {
      return null;
    }
  }
  return out;
}

/** The best route for a path among `table` (the first of equals), or null when none matches. */
export function bestRoute<R extends { path: string }>(table: readonly R[], path: string): R | null {
  let best: R | null = null;
  let bestScore = -1;
  for (const r of table) {
    const score = routeScore(r.path, path);
    if (score > bestScore) [best, bestScore] = [r, score];
  }
  return best;
}
