/**
 * The one check for redirect targets that come from input (`?redirect=`, cookies, notices), used by
 * the client and the gateway alike. It answers a same-origin path (path + search + hash) or the fallback.
 *
 * Why this shape: browsers drop TAB/CR/LF inside URLs and read `\` as `/`, so `/\t/evil` and `/\evil`
 * become `//evil` (another host). Prefix tests miss such forms; the URL parser decides instead, after
 * refusing what browsers would rewrite. The answer is rebuilt from the parsed URL and checked again,
 * because the parser itself can produce `//host` (`/.//evil` has the path `//evil`).
 */

/**
 * Any fixed origin gives the same verdict: only a path is ever answered, so resolving against a
 * placeholder works the same on the server (whose Host header is input) and in the browser.
 */
const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/** C0 and C1 controls, DEL, backslash, and the Unicode line/paragraph separators. */
// eslint-disable-next-line no-control-regex
const REFUSED_CHARS = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A path of this site: one leading slash, nothing a browser would rewrite. */
function looksLikeLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !REFUSED_CHARS.test(value);
}

export function safeRedirect(target: unknown, fallback = '/', origin: string = PLACEHOLDER_ORIGIN): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return fallback;
  if (!looksLikeLocalPath(target)) return fallback;
  // A second decoding somewhere along the way (a proxy, a page that decodes its parameter again)
  // must not turn `/%09/evil` or `/%5Cevil` into an off-site target either.
  const decoded = decodedOnce(target);
  if (decoded === null || !looksLikeLocalPath(decoded)) return fallback;

  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || url.username || url.password) return fallback;
  const path = url.pathname + url.search + url.hash;
  return looksLikeLocalPath(path) ? path : fallback;
}
