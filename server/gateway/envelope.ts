import { envelopeLimits } from '#shared/contract/errors';

export interface Envelope {
  cmd: string;
  parameters: Record<string, unknown>;
  page: number;
  rows: number;
  token: string | null;
}

export type EnvelopeResult = { ok: true; value: Envelope } | { ok: false; field: string };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 12;
const MAX_STRING = 20_000;

/**
 * Refuses prototype-polluting keys, deep nesting, huge strings and NUL characters
 * (PostgreSQL text and jsonb cannot store U+0000: it would surface as a 1099) anywhere in the parameters.
 */
function scan(value: unknown, path: string, depth: number): string | null {
  if (depth > MAX_DEPTH) return path || 'parameters';
  if (typeof value === 'string') return value.length > MAX_STRING || value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = scan(value[i], `${path}.${i}`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key) || key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const bad = scan((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

const intIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Parses the gateway envelope {cmd, parameters, page, rows, token}. Hand-written: it runs on every request. */
export function parseEnvelope(body: unknown, bearer: string | undefined): EnvelopeResult {
  if (!isPlainObject(body)) return { ok: false, field: 'body' };
  const { cmd, parameters, page, rows, token } = body;
  if (typeof cmd !== 'string' || cmd.length === 0 || cmd.length > 100) return { ok: false, field: 'cmd' };
  if (parameters !== undefined && parameters !== null && !isPlainObject(parameters)) return { ok: false, field: 'parameters' };
  if (page !== undefined && !intIn(page, 1, envelopeLimits.maxPage)) return { ok: false, field: 'page' };
  if (rows !== undefined && !intIn(rows, 1, envelopeLimits.maxRows)) return { ok: false, field: 'rows' };
  if (token !== undefined && token !== null && (typeof token !== 'string' || token.length > 256)) return { ok: false, field: 'token' };
  const params = (parameters ?? {}) as Record<string, unknown>;
  const bad = scan(params, '', 0);
  if (bad) return { ok: false, field: bad };
  return {
    ok: true,
    value: {
      cmd,
      parameters: params,
      page: (page as number | undefined) ?? 1,
      rows: (rows as number | undefined) ?? envelopeLimits.defaultRows,
      token: (typeof token === 'string' && token) || bearer || null,
    },
  };
}

export function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(\S{1,256})$/i.exec(header);
  return m ? m[1] : undefined;
}
