import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type App } from '../../server/app';
import { redactUrl } from '../../server/http/log-redaction';
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
