import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { lastSms, PASSWORD, sendSms, smsCode } from '../account/_flow';
import { fails, mobiles, newPersonal, ok } from './_centre';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';

const s = useTestServer();
const next = mobiles('157');

/** Asks for a code to the member's current mobile and reads it; moves past the resend wait. */
async function oldCode(token: string, mobile: string) {
  await ok(s, 'memberSecurity/getOldMobileCode', {}, { token });
  const code = await lastSms(s, mobile);
  s.app.deps.clock.advance(61_000);
  return code;
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('memberSecurity/changeMobile', () => {
  it('refuses a wrong old code, a wrong new code and a number another member has', async () => {
    const a = await newPersonal(s, next());
    const other = await newPersonal(s, next());
    const fresh = next();

    const old1 = await oldCode(a.token, a.mobile);
    const newCode = await smsCode(s, fresh, 'changeMobile');
    const e1 = await fails(s, 'memberSecurity/changeMobile', { oldSmsCode: wrong(old1), mobile: fresh, smsCode: newCode }, 1006, { token: a.token });
    expect(e1.errorInfo).toMatch(/验证码/);

    const old2 = await oldCode(a.token, a.mobile);
    const e2 = await fails(s, 'memberSecurity/changeMobile', { oldSmsCode: old2, mobile: fresh, smsCode: wrong(newCode) }, 1006, { token: a.token, lang: 'en' });
    expect(e2.errorInfo).toMatch(/code/i);

    // The new number's code cannot even be sent to a taken number; the change itself refuses it too.
    const e3 = (await sendSms(s, { mobile: other.mobile, nationCode: '86', purpose: 'changeMobile' }, { lang: 'en' })).error!;
    expect(e3.errorCode).toBe(ErrorCode.refused);
    expect(e3.errorInfo).toBe('This mobile number is already registered, please log in directly');
    const old3 = await oldCode(a.token, a.mobile);
    const e4 = await fails(s, 'memberSecurity/changeMobile', { oldSmsCode: old3, mobile: other.mobile, smsCode: '123456' }, 1006, { token: a.token, lang: 'en' });
    expect(e4.errorInfo).toBe('This mobile number is already registered, please log in directly');

    // Nothing changed: the old mobile still logs in.
    await ok(s, 'webMember/personLogin', { mobile: a.mobile, password: PASSWORD });
    await fails(s, 'memberSecurity/changeMobile', { oldSmsCode: 'abc', mobile: fresh, smsCode: '123456' }, 1002, { token: a.token });
    await fails(s, 'memberSecurity/changeMobile', { oldSmsCode: '123456', mobile: fresh, smsCode: '123456' }, 14);
  });

  it('changes the mobile: other sessions revoked, old mobile cannot log in, new can, a security message', async () => {
    const a = await newPersonal(s, next());
    const fresh = next();
    const elsewhere = await ok(s, 'webMember/personLogin', { mobile: a.mobile, password: PASSWORD });
    const old = await oldCode(a.token, a.mobile);
    const code = await smsCode(s, fresh, 'changeMobile');
    expect(await ok(s, 'memberSecurity/changeMobile', { oldSmsCode: old, mobile: fresh, smsCode: code }, { token: a.token })).toEqual({ changed: true });
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: elsewhere.token })).error?.errorCode).toBe(14);

    // The session that made the change stays (decision 0050); the client signs it out itself.
    const r = await s.call(accountCmds.getMemberInfo, {}, { token: a.token });
    expect(r.response?.mobile).toBe(fresh);
    await fails(s, 'webMember/personLogin', { mobile: a.mobile, password: PASSWORD }, 1006);
    const login = await ok(s, 'webMember/personLogin', { mobile: fresh, password: PASSWORD });
    const info = await ok(s, 'webMember/getMemberInfo', {}, { token: login.token });
    expect(info.mobile).toBe(fresh);
    const [msg] = (await ok(s, 'message/myMessage', {}, { token: login.token, lang: 'en' })).list;
    expect(msg).toMatchObject({ title: 'Your login mobile number was changed', publisher: 'security' });
    expect(msg.content).toContain(`${fresh.slice(0, 3)}****${fresh.slice(-4)}`);
  });
});
