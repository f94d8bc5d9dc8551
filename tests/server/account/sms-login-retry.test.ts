import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { smsCode } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';

/** A wrong SMS code, then the right one, signs in (the login page's own sequence). */
const s = useTestServer();

describe('SMS-code login after a wrong code', () => {
  it('answers the wrong code at once and then signs in with the right one, as a company and as a person', async () => {
    const code = await smsCode(s, '13800000001', 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    const t0 = Date.now();
    expect((await s.call(accountCmds.companySmsLogin, { mobile: '13800000001', smsCode: wrong, companyCode: 'C10000001' })).error?.errorCode).toBe(ErrorCode.refused);
    expect(Date.now() - t0).toBeLessThan(3000);
    const ok = await s.call(accountCmds.companySmsLogin, { mobile: '13800000001', smsCode: code, companyCode: 'C10000001' });
    expect(ok.error).toBeUndefined();
    expect(Date.now() - t0).toBeLessThan(6000);
  });
});
