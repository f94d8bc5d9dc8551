import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRun } from '#shared/auth/can-run';
import { sumbitApply } from '#shared/contract/refs/fund';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';

// The UI's canRun reads the login info (authList + companyAdmin); the gateway answers the same command.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const login = async (mobile: string, companyCode?: string) =>
  (await s.call(companyCode ? 'webMember/companyLogin' : 'webMember/personLogin', { mobile, password: 'Demo@1234', ...(companyCode ? { companyCode } : {}) })).response;

describe('login info carries what canRun needs', () => {
  it('says whether the session administers its company', async () => {
    expect((await login('13800000001', 'C10000001')).companyAdmin).toBe(true);
    expect((await login('13800000012', 'C10000001')).companyAdmin).toBe(false);
    expect((await login('13800000002')).companyAdmin).toBe(false);
  });

  it("and canRun over it agrees with the gateway's answer to a withdrawal", async () => {
    for (const [mobile, allowed] of [
      ['13800000001', true],
      ['13800000012', false],
    ] as const) {
      const info = await login(mobile, 'C10000001');
      const r = await s.call(sumbitApply.cmd, { amount: '0.01', payPassword: '00000000', idempotencyKey: `k-${mobile}-0000000000000000` }, { token: info.token });
      const refusedForAuthority = r.error?.errorCode === ErrorCode.forbidden;
      expect(refusedForAuthority, mobile).toBe(!allowed);
      expect(canRun(sumbitApply, info), mobile).toBe(allowed);
    }
  });
});
