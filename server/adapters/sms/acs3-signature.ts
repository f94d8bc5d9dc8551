import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Aliyun's V3 request signature (ACS3-HMAC-SHA256), as the stand-in checks it: the canonical
 * request (method, path, sorted query, the signed headers, the payload's SHA-256) is hashed and
 * signed with the AccessKey secret; the Authorization header carries
 * `ACS3-HMAC-SHA256 Credential=<key id>,SignedHeaders=<a;b;c>,Signature=<hex>`.
 */

export const ACS3 = 'ACS3-HMAC-SHA256';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 percent-encoding, as Aliyun canonicalizes query values. */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignedRequest {
  method: string;
  /** The path as sent (still percent-encoded). */
  path: string;
  /** Decoded query parameters. */
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  signedHeaders: string[];
  payloadHash: string;
}

export function acs3Signature(req: SignedRequest, secret: string): string {
  const query = Object.keys(req.query)
    .sort()
    .map((k) => `${k}=${encode(req.query[k])}`)
    .join('&');
  const headers = req.signedHeaders.map((h) => `${h}:${(req.headers[h] ?? '').trim()}\n`).join('');
  const canonical = [req.method, req.path, query, headers, req.signedHeaders.join(';'), req.payloadHash].join('\n');
  return createHmac('sha256', secret)
    .update(`${ACS3}\n${sha256Hex(canonical)}`)
    .digest('hex');
}

/** The parts of an ACS3 Authorization header, or null when it is not one. */
export function parseAuthorization(header: string | undefined): { keyId: string; signedHeaders: string[]; signature: string } | null {
  const m = /^ACS3-HMAC-SHA256 Credential=([^,\s]+),SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(header ?? '');
  return m ? { keyId: m[1], signedHeaders: m[2].split(';'), signature: m[3] } : null;
}

export function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
