import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { roundTrip } from './_oidc';
let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(() => s.close());
it('smoke', async () => {
  const r = await roundTrip(s, 'alice');
  console.log(r.landed);
  const p = await s.call('oidcLogin/pending', {}, { cookie: r.flow.portal.header() });
  console.log(JSON.stringify(p));
  expect(r.landed).toBe('/hwAuthorize?step=link');
});
