/**
 * What an audit entry may keep of a command's parameters: secrets never (passwords, codes, tokens),
 * card, account and ID numbers only as their last four, mobiles as 138****0001, long texts cut.
 */
const SECRET = /pass|pwd|paykey|smscode|otp|captcha|token|secret|verif|^code$|answer|signature|recovery/i;
const NUMBER = /card|account(no)?$|accountnumber|idcard|idno|idnumber|legalid|certno|bankaccount/i;
const MOBILE = /mobile|phone|tel/i;
const MAX_TEXT = 200;

const tail4 = (v: string) => (v.length <= 4 ? '****' : `****${v.slice(-4)}`);
const maskMobile = (v: string) => (v.length >= 7 ? `${v.slice(0, 3)}****${v.slice(-4)}` : '****');

function maskValue(key: string, v: unknown, depth: number): unknown {
  if (v === null || v === undefined || typeof v === 'boolean') return v ?? null;
  if (SECRET.test(key)) return '[masked]';
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    if (NUMBER.test(key)) return tail4(v.replace(/\s/g, ''));
    if (MOBILE.test(key)) return maskMobile(v);
    // A bare long digit run (a card or ID number under an unexpected name) is masked too.
    if (/^\d{12,}[\dXx]?$/.test(v.replace(/\s/g, ''))) return tail4(v.replace(/\s/g, ''));
    return v.length > MAX_TEXT ? `${v.slice(0, MAX_TEXT)}…` : v;
  }
  if (depth >= 3) return '[…]';
  if (Array.isArray(v)) return v.slice(0, 50).map((x) => maskValue(key, x, depth + 1));
  if (typeof v === 'object') return maskObject(v as Record<string, unknown>, depth + 1);
  return null;
}

export function maskObject(o: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) out[k] = maskValue(k, v, depth);
  return out;
}

/** The ids a command names: keys ending in Id/Ids/Sn/No (not secrets), for the entry's targets. */
export function targetsOf(params: Record<string, unknown>): { targets: Record<string, unknown>; target: string | null } {
  const targets: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (SECRET.test(k) || NUMBER.test(k)) continue;
    if (!/(Id|Ids|id|ids|Sn|Code)$/.test(k) || k === 'idempotencyKey') continue;
    if (typeof v === 'number' || typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'number' || typeof x === 'string'))) targets[k] = Array.isArray(v) ? v.slice(0, 50) : v;
  }
  const first = Object.entries(targets).find(([, v]) => !Array.isArray(v));
  return { targets, target: first ? `${first[0].replace(/Id$|Sn$|Code$/, '') || first[0]}:${String(first[1])}` : null };
}
