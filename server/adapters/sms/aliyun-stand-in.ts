import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acs3Signature, parseAuthorization, sameHex, sha256Hex } from './acs3-signature';

/**
 * A stand-in for Aliyun's SMS API, speaking what the SDK sends (aliyun.ts): POST / on the
 * endpoint, the SendSms parameters in the query, an empty body, and the ACS3-HMAC-SHA256
 * signature in the Authorization header, which it checks with the configured AccessKey secret.
 * Protocol errors answer as Aliyun does (HTTP 4xx, `{ RequestId, Code, Message }`); business
 * refusals are HTTP 200 with their Code. A message it accepts is "delivered" to the development
 * outbox. Outside production the gateway serves it at its own root (app.ts): Aliyun's endpoint
 * is a host, the SDK always posts to "/".
 *
 * Numbers ending in FORCED_ERRORS' suffixes get that refusal, so tests can reach every mapping.
 */

export const FORCED_ERRORS: Record<string, { status: number; code: string }> = {
  '9901': { status: 200, code: 'isv.BUSINESS_LIMIT_CONTROL' },
  '9902': { status: 200, code: 'isv.DAY_LIMIT_CONTROL' },
  '9903': { status: 200, code: 'isv.MOBILE_NUMBER_ILLEGAL' },
  '9904': { status: 200, code: 'isv.AMOUNT_NOT_ENOUGH' },
  '9905': { status: 503, code: 'ServiceUnavailable' },
};

const MAX_CLOCK_SKEW_MS = 15 * 60_000;
const MAX_NUMBERS = 1000;
const EMPTY_PAYLOAD = sha256Hex('');

export interface AliyunSmsStandInOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature; other sign names are refused (isv.SMS_SIGNATURE_ILLEGAL). */
  signName: string;
  /** The approved template codes; others are refused (isv.SMS_TEMPLATE_ILLEGAL). */
  templateCodes: Set<string>;
  /** `template` and `params` as received, so a notice can be listed with its template and variables. */
  deliver(message: { to: string; code?: string; body: string; template: string; params: Record<string, unknown> }): Promise<void>;
}

export function registerAliyunSmsStandIn(app: FastifyInstance, o: AliyunSmsStandInOptions) {
  /** Nonces seen in the last MAX_CLOCK_SKEW_MS (Aliyun refuses a replayed request). */
  const nonces = new Map<string, number>();

  const answer = (reply: FastifyReply, status: number, body: Record<string, string>) =>
    reply
      .code(status)
      .type('application/json;charset=utf-8')
      .send({ RequestId: randomUUID().toUpperCase(), ...body });
  const refuse = (reply: FastifyReply, status: number, Code: string, Message: string) => answer(reply, status, { Code, Message });

  app.post('/', async (req, reply) => {
    const denied = checkSignature(req);
    if (denied) return refuse(reply, denied.status, denied.code, denied.message);
    if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') {
      return refuse(reply, 404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }
    const q = queryOf(req.url);
    const numbers = (q.PhoneNumbers ?? '').split(',');
    if (numbers.length > MAX_NUMBERS) return refuse(reply, 200, 'isv.MOBILE_COUNT_OVER_LIMIT', '手机号码数量超过限制');
    if (numbers.some((n) => !/^\d{5,20}$/.test(n))) return refuse(reply, 200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (q.SignName !== o.signName) return refuse(reply, 200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    if (!q.TemplateCode || !o.templateCodes.has(q.TemplateCode)) return refuse(reply, 200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(q.TemplateParam ?? '{}') as Record<string, unknown>;
      if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new Error('not an object');
    } catch {
      return refuse(reply, 200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    const forced = numbers.map((n) => FORCED_ERRORS[n.slice(-4)]).find(Boolean);
    if (forced) return refuse(reply, forced.status, forced.code, `stand-in: forced ${forced.code}`);

    const code = typeof params.code === 'string' ? params.code : undefined;
    const { code: _code, ...rest } = params;
    // A code's outbox body is its template (the stand-in console records the purpose there); a notice shows its variables.
    const body = code !== undefined ? q.TemplateCode : `${q.TemplateCode} ${JSON.stringify(rest)}`;
    for (const to of numbers) await o.deliver({ to, ...(code !== undefined ? { code } : {}), body, template: q.TemplateCode, params: rest });
    return answer(reply, 200, { Code: 'OK', Message: 'OK', BizId: `${randomInt(100_000_000, 999_999_999)}${randomInt(100_000_000, 999_999_999)}^0` });
  });

  function checkSignature(req: FastifyRequest): { status: number; code: string; message: string } | null {
    const h = req.headers as Record<string, string | undefined>;
    const auth = parseAuthorization(h.authorization);
    if (!auth) return { status: 400, code: 'IncompleteSignature', message: 'The request signature does not conform to Aliyun standards.' };
    if (auth.keyId !== o.accessKeyId) return { status: 404, code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' };
    const mismatch = { status: 400, code: 'SignatureDoesNotMatch', message: 'Specified signature does not match our calculation.' };
    // Host and every x-acs-* header must be signed, as Aliyun requires.
    const mustSign = ['host', ...Object.keys(h).filter((k) => k.startsWith('x-acs-'))];
    if (mustSign.some((k) => !auth.signedHeaders.includes(k))) return mismatch;
    // SendSms carries its parameters in the query: the body is empty, and so is its signed hash.
    if (req.body !== undefined || h['x-acs-content-sha256'] !== EMPTY_PAYLOAD) return mismatch;
    const [path, search = ''] = req.url.split('?');
    const expected = acs3Signature({ method: req.method, path, query: queryOf(`?${search}`), headers: h, signedHeaders: auth.signedHeaders, payloadHash: h['x-acs-content-sha256'] }, o.accessKeySecret);
    if (!sameHex(expected, auth.signature)) return mismatch;
    const at = Date.parse(h['x-acs-date'] ?? '');
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > MAX_CLOCK_SKEW_MS) return { status: 400, code: 'InvalidTimeStamp.Expired', message: 'Specified time stamp or date value is expired.' };
    const nonce = h['x-acs-signature-nonce'] ?? '';
    for (const [n, seenAt] of nonces) if (seenAt < Date.now() - MAX_CLOCK_SKEW_MS) nonces.delete(n);
    if (!nonce || nonces.has(nonce)) return { status: 400, code: 'SignatureNonceUsed', message: 'Specified signature nonce was used already.' };
    nonces.set(nonce, Date.now());
    return null;
  }
}

/** Decoded query parameters from a request URL (the last of repeated names wins). */
function queryOf(url: string): Record<string, string> {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return Object.fromEntries(new URLSearchParams(search));
}
