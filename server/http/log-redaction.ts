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

/** A mainland mobile number (11 digits from 13-19) not inside a longer number. */
const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

/** Phone numbers anywhere in text masked as 138****0001 (enough to tell accounts apart when debugging). */
export function maskPhones(text: string): string {
  return text.replace(MOBILE, '$1****$2');
}

/** Strings masked throughout a logged value (bounded depth: log objects are small). */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPhones(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, depth + 1)]));
}

/**
 * Errors as pino writes them (type, message, stack, own fields such as PostgreSQL's detail,
 * cause), with phone numbers masked: a failed query's message carries its parameters.
 */
export function serializeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: maskPhones(String(err)), stack: '' };
  const out: Record<string, unknown> = { type: err.constructor.name, message: err.message, stack: err.stack ?? '' };
  for (const [k, v] of Object.entries(err)) if (!(k in out)) out[k] = v;
  if (err.cause !== undefined) out.cause = serializeError(err.cause);
  return maskDeep(out) as { type: string; message: string; stack: string };
}

/** Logged fields that hold a phone number by name (pino redact paths), masked rather than dropped. */
export const phoneRedaction = {
  paths: ['mobile', 'phone', 'to', '*.mobile', '*.phone', '*.to'],
  censor: (value: unknown) => (typeof value === 'string' ? maskPhones(value) : value),
};

/** Fastify's own request serializer, with credentials in the URL redacted and phone numbers masked. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: maskPhones(redactUrl(req.url)),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}
