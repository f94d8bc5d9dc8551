import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type App } from '#server/app';
import { maskPhones, redactUrl } from '#server/http/log-redaction';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * The security review found full bearer tokens in the info-level request log (`?userToken=`,
 * `?token=`). The request logger now writes URLs with such values replaced by [redacted].
 */

const SECRET = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

let s: TestServer;
let app: App;
const lines: string[] = [];
beforeAll(async () => {
  s = await startTestServer();
  // The same server with logging on, into a captured destination stream.
  app = await buildServer({ config: { ...s.config, logLevel: 'info' }, database: s.database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await s?.close();
});

describe('request log', () => {
  it.each([
    `/api/dashboard/overview?userToken=${SECRET}`,
    `/h5/permissions?token=${SECRET}&lang=en`,
    `/api/serverTime?refreshToken=${SECRET}`,
    `/auth/wx/callback?code=${SECRET}&state=${SECRET}`,
    `/api/serverTime?ticket=${SECRET}`,
    `/api/serverTime?wxTicket=${SECRET}`,
    `/api/serverTime?access_token=${SECRET}`,
    `/api/serverTime?%74oken=${SECRET}`,
  ])('logs %s without the credential', async (url) => {
    lines.length = 0;
    await app.inject({ method: 'GET', url });
    const logged = lines.map((l) => JSON.parse(l) as { req?: { url?: string } });
    const incoming = logged.find((l) => l.req?.url);
    expect(incoming?.req?.url).toContain('[redacted]');
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('keeps the rest of the URL for debugging', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/dashboard/overview?lang=en&userToken=${SECRET}&page=2` });
    const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toContain('/api/dashboard/overview?lang=en&userToken=[redacted]&page=2');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/x', '/x'],
    ['/x?lang=en', '/x?lang=en'],
    ['/x?companyCode=C1&code=abc', '/x?companyCode=C1&code=[redacted]'],
    ['/x?smsCode=123456&flag', '/x?smsCode=[redacted]&flag'],
    ['/x?TOKEN=a&Token=b', '/x?TOKEN=[redacted]&Token=[redacted]'],
    ['/x?password=p&payPwd=q', '/x?password=[redacted]&payPwd=[redacted]'],
    ['/x?token=a%ZZ', '/x?token=[redacted]'],
  ])('%s -> %s', (url, want) => expect(redactUrl(url)).toBe(want));
});

/** Phone numbers are personal data: logs keep 138****0001, enough to tell accounts apart. */
describe('phone numbers in the log', () => {
  const PHONE = '13912345678';
  const logged = () => lines.join('\n');

  it('are masked in request URLs', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${PHONE}` });
    expect(logged()).toContain('139****5678');
    expect(logged()).not.toContain(PHONE);
  });

  it('are masked in logged errors (a failed query carries its parameters) and their causes', () => {
    lines.length = 0;
    const err = Object.assign(new Error(`Failed query: insert into members ... params: ${PHONE},x`, { cause: new Error(`Key (mobile)=(${PHONE}) already exists`) }), {
      detail: `Key (mobile)=(${PHONE}) already exists.`,
    });
    app.log.error({ err }, 'command failed');
    const line = JSON.parse(lines[0]) as { err: { message: string; detail: string; stack: string; cause: { message: string } } };
    expect(line.err.message).toContain('139****5678');
    expect(line.err.detail).toContain('139****5678');
    expect(line.err.cause.message).toContain('139****5678');
    expect(logged()).not.toContain(PHONE);
  });

  it('are masked in fields named mobile, phone or to', () => {
    lines.length = 0;
    app.log.info({ mobile: PHONE, member: { phone: PHONE }, to: PHONE }, 'sent');
    expect(JSON.parse(lines[0])).toMatchObject({ mobile: '139****5678', member: { phone: '139****5678' }, to: '139****5678' });
  });

  it('the SMS stand-in logs the recipient masked', async () => {
    lines.length = 0;
    await app.deps.adapters.sms.sendCode(PHONE, '123456', 'login');
    expect(logged()).toContain('139****5678');
    expect(logged()).not.toContain(PHONE);
    expect(logged()).not.toContain('123456');
  });

  it.each([
    ['13800000001', '138****0001'],
    ['call 13800000001 or 19912345678.', 'call 138****0001 or 199****5678.'],
    ['6222021234567890123', '6222021234567890123'], // a card number is not a phone number
    ['12345678901', '12345678901'],
  ])('maskPhones(%s) = %s', (text, want) => expect(maskPhones(text)).toBe(want));
});
