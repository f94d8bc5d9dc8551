import type { FastifyRequest } from 'fastify';

/**
 * Request URLs carry bearer credentials in a few places (`/api/dashboard/*?userToken=`,
 * `/h5/permissions?token=`, the OAuth callback's `code`/`state`, ticket links). The request log
 * must not: anyone who reads the logs could act as that member. Values of such query
 * parameters become `[redacted]`; everything else of the URL stays as it was for debugging.
 */

export const REDACTED = '[redacted]';

/** Query keys whose values are credentials or one-use secrets (matched case-insensitively, after decoding). */
const SENSITIVE_KEY = /token|ticket|secret|passw|pwd|signature|^sign$|^code$|^state$|smscode|authcode|^key$|apikey|session|^sid$/i;

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with the values of sensitive query parameters replaced; the rest is kept byte for byte. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const rawKey = pair.slice(0, eq);
      return SENSITIVE_KEY.test(decodedKey(rawKey)) ? `${rawKey}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}
