import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as orgCmds from '#shared/contract/org';

/** webMember/upgradeToCompany: a personal member registers a company and is signed in as it. */
const s = useTestServer();

describe('upgrade to an enterprise member', () => {
  it('checks the agreement, the name and the session kind; then signs in as the new company’s admin', async () => {
    const login = await s.call(accountCmds.personLogin, { mobile: '13800000002', password: 'Demo@1234' });
    const token = login.response.token as string;
    expect((await s.call(orgCmds.upgradeToCompany, { companyName: '李娜工作室', agree: false }, { token })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'agree' });
    expect((await s.call(orgCmds.upgradeToCompany, { companyName: '', agree: true }, { token })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'companyName' });
    expect((await s.call(orgCmds.upgradeToCompany, { companyName: 'x'.repeat(50), agree: true }, { token })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'companyName' });
    const taken = await s.call(orgCmds.upgradeToCompany, { companyName: ' 演示精密机械有限公司 ', agree: true }, { token });
    expect(taken.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'companyName' });
    const enterprise = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    expect((await s.call(orgCmds.upgradeToCompany, { companyName: '另一家公司', agree: true }, { token: enterprise })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.upgradeToCompany, { companyName: '另一家公司', agree: true })).error?.errorCode).toBe(ErrorCode.tokenInvalid);

    const up = await s.call(orgCmds.upgradeToCompany, { companyName: '李娜工作室', agree: true }, { token, lang: 'en' });
    expect(up.response).toMatchObject({ memberCode: 'M10000002', companyName: '李娜工作室', companyCode: expect.stringMatching(/^C\d{8}$/), memberType: 'enterprise', certified: false });
    const ids = up.response.authList.flatMap((m: { pages: { buttons: { buttonId: string }[] }[] }) => m.pages.flatMap((p) => p.buttons.map((b) => b.buttonId)));
    expect(ids).toContain('member.add');
    // the personal session ended; the new one administers the company
    expect((await s.call(accountCmds.getMemberInfo, {}, { token })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    // spec section 6: an uncertified company cannot use company functions yet
    const members = await s.call(orgCmds.queryMemberPage, {}, { token: up.response.token, lang: 'en' });
    expect(members.error).toMatchObject({ errorCode: ErrorCode.forbidden, errorInfo: 'You are not yet a real-name certified member, please apply first' });
    const companies = await s.call(accountCmds.getCompanySelect, { mobile: '13800000002' });
    expect(companies.response).toEqual([{ companyCode: up.response.companyCode, companyName: '李娜工作室' }]);
    // the same password logs in to it
    expect((await s.call(accountCmds.companyLogin, { mobile: '13800000002', password: 'Demo@1234', companyCode: up.response.companyCode })).response.companyName).toBe('李娜工作室');
  });
});
