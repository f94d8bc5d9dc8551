import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#shared/rules/texts';
import { recordOutbox } from '#server/adapters/outbox';
import { aliyunSms, SmsProviderError } from '#server/adapters/sms/aliyun';
import { registerAliyunSmsStandIn } from '#server/adapters/sms/aliyun-stand-in';
import { financeApplications } from '#server/db/schema';
import { startTestServer, type TestServer } from '../../helpers/server';
import { captcha, mobiles, outbox } from '../account/_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as operatorCmds from '#shared/contract/operator';
import * as accountCmds from '#shared/contract/account';

/**
 * Aliyun SMS end to end: gateway commands -> aliyun.ts -> the official SDK over HTTP -> the
 * stand-in on its own port, which checks the ACS3 signature with its secret and delivers to the
 * outbox. A second gateway over the same database signs with a wrong secret.
 */

const KEY_ID = 'LTAItest00000000000000';
const SECRET = 'the-right-aliyun-secret';
const SIGN = '智造云测试';
const TEMPLATES = {
  code: { 'zh-CN': 'SMS_100', en: 'SMS_101' },
  login: { 'zh-CN': 'SMS_200', en: 'SMS_201' },
  financePassed: { 'zh-CN': 'SMS_300' },
  financeNotPassed: { 'zh-CN': 'SMS_301' },
};

let standIn: FastifyInstance;
let s: TestServer;
let wrong: TestServer;
const delivered: { to: string; code?: string; body: string }[] = [];
/** What the stand-in received and answered last (to replay requests and read RequestIds). */
let lastRequest: InjectOptions | null = null;
let lastAnswer = '';
const nextMobile = mobiles('137');

beforeAll(async () => {
  standIn = Fastify();
  standIn.addHook('onRequest', async (req) => {
    lastRequest = { method: 'POST', url: req.url, headers: { ...req.headers } };
  });
  standIn.addHook('onSend', async (_req, _reply, payload) => {
    lastAnswer = String(payload);
    return payload;
  });
  registerAliyunSmsStandIn(standIn, {
    accessKeyId: KEY_ID,
    accessKeySecret: SECRET,
    signName: SIGN,
    templateCodes: new Set(Object.values(TEMPLATES).flatMap((t) => Object.values(t))),
    deliver: async (m) => {
      delivered.push(m);
      await recordOutbox(s.database.db, { kind: 'sms', ...m });
    },
  });
  await standIn.listen({ port: 0, host: '127.0.0.1' });
  const { port } = standIn.server.address() as AddressInfo;
  const env = {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: KEY_ID,
    ALIYUN_ACCESS_KEY_SECRET: SECRET,
    ALIYUN_SMS_SIGN_NAME: SIGN,
    ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}`,
    ALIYUN_SMS_TEMPLATES: JSON.stringify(TEMPLATES),
  };
  s = await startTestServer(env);
  wrong = await startTestServer({ ...env, ALIYUN_ACCESS_KEY_SECRET: 'not-the-aliyun-secret' }, { database: s.database });
});
afterAll(async () => {
  await wrong?.close();
  await s?.close();
  await standIn?.close();
});

/** Asks for a code the way the desktop does: a picture captcha, then getSmsCodeByImageVerify. */
async function requestCode(server: TestServer, mobile: string, purpose: string, lang = 'zh-CN') {
  const c = await captcha(s);
  const r = await server.call(accountCmds.getSmsCodeByImageVerify, { mobile, nationCode: '86', purpose, captchaId: c.captchaId, captchaCode: c.answer }, { lang });
  server.app.deps.clock.advance(61_000);
  return r;
}

describe('Aliyun SMS through the SDK and its stand-in', () => {
  it('a login code travels through the SDK, signed, to the outbox, with the login template, and logs in', async () => {
    const before = delivered.length;
    expect(await requestCode(s, '13800000002', 'login')).toEqual({ response: { sent: true, resendAfter: 60 } });
    expect(delivered.slice(before)).toEqual([{ to: '13800000002', code: expect.stringMatching(/^\d{6}$/), body: 'SMS_200' }]);
    const [item] = await outbox(s, '13800000002');
    expect(item.code).toBe(delivered[before].code);
    const login = await s.call(accountCmds.personSmsLogin, { mobile: '13800000002', nationCode: '86', smsCode: item.code });
    expect(login.error).toBeUndefined();
    expect(login.response.memberCode).toBeTruthy();
  });

  it('picks the template by purpose and language: English login, and the "code" template for purposes without their own', async () => {
    const before = delivered.length;
    expect((await requestCode(s, '13800000002', 'login', 'en')).response).toEqual({ sent: true, resendAfter: 60 });
    const mobile = nextMobile();
    expect((await requestCode(s, mobile, 'register', 'en')).response).toEqual({ sent: true, resendAfter: 60 });
    expect((await requestCode(s, nextMobile(), 'register')).response).toEqual({ sent: true, resendAfter: 60 });
    expect(delivered.slice(before).map((d) => d.body)).toEqual(['SMS_201', 'SMS_101', 'SMS_100']);
  });

  it('a wrong secret: the stand-in refuses the signature, the command answers 1099 without provider text', async () => {
    const before = delivered.length;
    const r = await requestCode(wrong, nextMobile(), 'register', 'en');
    expect(r).toEqual({ error: { errorCode: ErrorCode.internal, errorInfo: text('gateway.1099', 'en') } });
    expect(JSON.parse(lastAnswer)).toMatchObject({ Code: 'SignatureDoesNotMatch', RequestId: expect.any(String) });
    expect(delivered.length).toBe(before);
  });

  it.each([
    ['9901', 'isv.BUSINESS_LIMIT_CONTROL', 1004, 'sms.provider.limited'],
    ['9902', 'isv.DAY_LIMIT_CONTROL', 1004, 'sms.provider.limited'],
    ['9903', 'isv.MOBILE_NUMBER_ILLEGAL', 1002, 'sms.provider.mobileInvalid'],
  ])('a number ending %s (%s) answers %i on the mobile', async (suffix, providerCode, errorCode, key) => {
    const r = await requestCode(s, `1391234${suffix}`, 'register', 'en');
    expect(JSON.parse(lastAnswer)).toMatchObject({ Code: providerCode });
    expect(r).toEqual({ error: { errorCode, errorInfo: text(key, 'en'), field: 'mobile' } });
  });

  it.each([
    ['9904', 'a business refusal with HTTP 200'],
    ['9905', 'HTTP 503'],
  ])('other provider failures (%s, %s) answer 1099 and leak nothing', async (suffix) => {
    const r = await requestCode(s, `1391234${suffix}`, 'register');
    expect(r).toEqual({ error: { errorCode: ErrorCode.internal, errorInfo: text('gateway.1099', 'zh-CN') } });
    expect(JSON.stringify(r)).not.toMatch(/stand-in|isv\.|Service/);
  });

  it('a provider failure is logged with the provider code and its RequestId', async () => {
    const logged: Record<string, unknown>[] = [];
    const log = { info() {}, warn: (o: Record<string, unknown>) => logged.push(o), error: (o: Record<string, unknown>) => logged.push(o) };
    const sender = aliyunSms(s.config.smsProvider.aliyun, log as never);
    const failure = await sender.sendCode('13912349904', '123456', 'login').catch((e: unknown) => e);
    const requestId = (JSON.parse(lastAnswer) as { RequestId: string }).RequestId;
    expect(failure).toBeInstanceOf(SmsProviderError);
    expect(failure).toMatchObject({ providerCode: 'isv.AMOUNT_NOT_ENOUGH', requestId });
    expect(logged).toEqual([expect.objectContaining({ provider: 'aliyun', providerCode: 'isv.AMOUNT_NOT_ENOUGH', requestId, to: '139****9904' })]);
    // Network errors too: nothing listens on the endpoint.
    const closed = aliyunSms({ ...s.config.smsProvider.aliyun, endpoint: '127.0.0.1:1' }, log as never);
    await expect(closed.sendCode('13912340000', '123456', 'login')).rejects.toBeInstanceOf(SmsProviderError);
  });

  it('the stand-in refuses a replayed request and a tampered one', async () => {
    await requestCode(s, nextMobile(), 'register');
    const signed = lastRequest!;
    const replay = await standIn.inject(signed);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ Code: 'SignatureNonceUsed' });
    const headers = { ...(signed.headers as Record<string, string>), 'x-acs-signature-nonce': 'another-nonce' };
    const tampered = await standIn.inject({ ...signed, url: String(signed.url).replace(/PhoneNumbers=\d+/, 'PhoneNumbers=13900000000'), headers });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ Code: 'SignatureDoesNotMatch' });
    const unsigned = await standIn.inject({ method: 'POST', url: '/?PhoneNumbers=13900000000' });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ Code: 'IncompleteSignature' });
  });

  it('a finance result notice goes out with its own template and variables', async () => {
    const sender = aliyunSms(s.config.smsProvider.aliyun, s.app.log);
    const mobile = nextMobile();
    await sender.sendText(mobile, '…', { kind: 'financeNotPassed', vars: { kind: '融资租赁', applyNo: 'FA0001', reason: '原因'.repeat(30) } });
    const [item] = await outbox(s, mobile);
    expect(item).toMatchObject({ kind: 'sms', to: mobile });
    const sent = delivered.at(-1)!;
    expect(sent.body.startsWith('SMS_301 ')).toBe(true);
    // Aliyun takes 35 characters per variable.
    expect(JSON.parse(sent.body.slice(8))).toEqual({ kind: '融资租赁', applyNo: 'FA0001', reason: '原因'.repeat(30).slice(0, 35) });
  });
});

describe('a finance decision with a failing provider', () => {
  it.each(['9901', '9904', '9905'])('stands, and the operator is told it is decided (number ending %s)', async (suffix) => {
    const [row] = await s.database.db
      .insert(financeApplications)
      .values({ applyNo: `FSMS${suffix}`, kind: 'finance', status: 'submitted', companyName: '访客公司', contactName: '访客', mobile: `1391234${suffix}`, form: {}, submittedAt: new Date() })
      .returning();
    const operator = await s.createSession('operator', 'operator');
    expect(await s.call(operatorCmds.operatorApprove, { queue: 'financeApply', id: row.id }, { token: operator })).toEqual({ response: { decided: true } });
    const [after] = await s.database.db.select().from(financeApplications).where(eq(financeApplications.id, row.id));
    expect(after.status).toBe('passed');
  });
});

describe('the stand-in in the development gateway', () => {
  it("SMS_PROVIDER=aliyun alone sends through the SDK to the listening gateway's own stand-in", async () => {
    const port = await freePort();
    const dev = await startTestServer({ SMS_PROVIDER: 'aliyun', PORT: String(port) }, { database: s.database });
    try {
      await dev.app.listen({ port, host: '127.0.0.1' });
      const mobile = nextMobile();
      expect((await requestCode(dev, mobile, 'register', 'en')).response).toEqual({ sent: true, resendAfter: 60 });
      const [item] = await outbox(dev, mobile);
      expect(item).toMatchObject({ kind: 'sms', to: mobile, code: expect.stringMatching(/^\d{6}$/) });
      // An unsigned request to the same root is refused as Aliyun refuses it.
      const unsigned = await dev.app.inject({ method: 'POST', url: '/?PhoneNumbers=13900000000' });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toMatchObject({ Code: 'IncompleteSignature', RequestId: expect.any(String) });
    } finally {
      await dev.close();
    }
  });

  it('is not served in production', async () => {
    const prod = await startTestServer({ NODE_ENV: 'production' }, { database: s.database });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/?PhoneNumbers=13900000000' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.errorCode).toBe(ErrorCode.notFound);
    } finally {
      await prod.close();
    }
  });
});

/** A port nothing listens on right now (the dev gateway's endpoint must name its own port before it listens). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
