import { randomBytes, sign, verify, type KeyObject } from 'node:crypto';

/**
 * The bank protocol's message signature (docs/bank-contract.md, "Transport"): RSA-SHA256
 * (PKCS#1 v1.5) over `<timestamp>\n<nonce>\n<raw body>`, base64, sent in headers with the
 * timestamp (Unix milliseconds) and the nonce. Our requests are signed with our key; the
 * bank's answers (over our request's nonce, which binds an answer to its request), callbacks
 * and statements with the bank's. The raw bytes are signed, never a re-serialised object.
 */
export const SIGNATURE_HEADERS = {
  merchant: 'x-bank-merchant',
  timestamp: 'x-bank-timestamp',
  nonce: 'x-bank-nonce',
  signature: 'x-bank-signature',
} as const;

/** A timestamp further than this from our clock is refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** How long a nonce is remembered (twice the skew: any older message is refused by its timestamp). */
export const NONCE_TTL_MS = 10 * 60_000;

export const newNonce = () => randomBytes(16).toString('hex');

const signedText = (timestamp: string, nonce: string, body: string | Buffer) => Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), Buffer.from(body)]);

export interface Signed {
  timestamp: string;
  nonce: string;
  signature: string;
}

export function signMessage(key: KeyObject, body: string | Buffer, now: Date, nonce: string = newNonce()): Signed {
  const timestamp = String(now.getTime());
  return { timestamp, nonce, signature: sign('sha256', signedText(timestamp, nonce, body), key).toString('base64') };
}

/** The signature headers of a message, as an object to send. */
export function signatureHeaders(s: Signed, merchantId?: string): Record<string, string> {
  return {
    [SIGNATURE_HEADERS.timestamp]: s.timestamp,
    [SIGNATURE_HEADERS.nonce]: s.nonce,
    [SIGNATURE_HEADERS.signature]: s.signature,
    ...(merchantId ? { [SIGNATURE_HEADERS.merchant]: merchantId } : {}),
  };
}

export type Verified = { ok: true; nonce: string; timestamp: number } | { ok: false; reason: 'missing' | 'signature' | 'timestamp' };

type HeaderBag = Record<string, string | string[] | undefined> | Headers;
const header = (h: HeaderBag, name: string): string | undefined => {
  const v = h instanceof Headers ? (h.get(name) ?? undefined) : h[name];
  return Array.isArray(v) ? undefined : v;
};

/**
 * Checks a message's signature and timestamp (the caller then claims the nonce, or compares it
 * with the nonce it sent). The signature is checked first, so nothing of an unsigned body is read.
 */
export function verifyMessage(key: KeyObject, headers: HeaderBag, body: string | Buffer, now: Date): Verified {
  const timestamp = header(headers, SIGNATURE_HEADERS.timestamp);
  const nonce = header(headers, SIGNATURE_HEADERS.nonce);
  const signature = header(headers, SIGNATURE_HEADERS.signature);
  if (!timestamp || !nonce || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce) || signature.length > 2048) {
    return { ok: false, reason: 'missing' };
  }
  let good = false;
  try {
    good = verify('sha256', signedText(timestamp, nonce, body), key, Buffer.from(signature, 'base64'));
  } catch {
    good = false;
  }
  if (!good) return { ok: false, reason: 'signature' };
  const at = Number(timestamp);
  if (Math.abs(at - now.getTime()) > MAX_CLOCK_SKEW_MS) return { ok: false, reason: 'timestamp' };
  return { ok: true, nonce, timestamp: at };
}
