import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, metByEveryMember } from '#shared/contract/authority';
import { allCommands } from '#shared/contract/index';
import { text } from '#shared/rules/texts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as fundCmds from '#shared/contract/fund';
import * as orgCmds from '#shared/contract/org';

/**
 * Authority inside a company: every command of the contract, called by a member of a
 * certified company whose only role grants `capital.view` and `record.view`, is refused with 1003
 * when it declares a need that member lacks, while the company admin passes the same check.
 * Commands that declare no need are listed below, reviewed: any member of the company may call them.
 */
let s: TestServer;
let admin: string;
let staff: string;
let personal: string;
const GRANTED = new Set(['capital.view', 'record.view']);
const FORBIDDEN = text('org.forbidden', 'en');

/** Signed-in commands that any member may call: their own data, reads every member holds, look-ups. */
const EVERY_MEMBER = new Set([
  'activity/myDrawCount',
  'activity/myWinList',
  'activity/start',
  'activity/startLive',
  'audit/myActivity',
  'notify/preferences',
  'notify/savePreferences',
  'bank/areaList',
  'bank/bankList',
  'bank/branchBankList',
  'bank/provinceList',
  'bankCard/cardList',
  'bankCard/getBranchBankByName',
  'bankCard/getRechargeBankList',
  'bankCard/getSettlementBankList',
  'bankCard/getWithdrawCard',
  'basicInfo/getDepartmentList',
  'capitalAccount/accountStatus',
  'capitalAccount/getAccountBasicInfo',
  'capitalAccount/getOpenAccountMobile',
  'capitalAccount/getTransInfoList',
  'capitalAccount/getTransInfoListMoney',
  // Whether withdrawals are paused for the caller, and the company's approval threshold (decision 0052): what the withdrawal page shows.
  'capitalAccount/withdrawalHold',
  'fundApproval/getThreshold',
  'capitalAccount/ifSetPayKey',
  'capitalAccount/isIncomeAcount',
  'capitalAccount/myCapital',
  'charge/companyOpenModelList',
  'dashboard/categoryList',
  'dashboard/visualDetail',
  'dashboard/visualList',
  'device/getMySubmissions',
  'device/submitReport',
  'extract/getResult',
  'facInfo/facDetail',
  'facInfo/facDetailApproved',
  'facInfo/facDetailApprovedV2',
  'facInfo/getApplyStatus',
  'facTree/getLoginFacTree',
  'iam/authValidate/authorize',
  'location/getCitiesAtWorkResumption',
  'memberAuth/getAppInfo',
  'memberAuth/getCode',
  // The member's own consents to apps (decision 0023).
  'memberAuth/authorizedApps',
  'memberAuth/revokeApp',
  'oidcLogin/linkedAccounts',
  'oidcLogin/unlink',
  'memberSecurity/changeMobile',
  'memberSecurity/getOldMobileCode',
  // The member's own sessions (decision 0050).
  'security/sessionList',
  'security/signOut',
  'security/signOutOthers',
  // The member's own second factor (decision 0051): open to every member, so a covered member can set one up.
  'security/recoveryCodesRegenerate',
  'security/secondFactorStatus',
  'security/totpDisable',
  'security/totpEnable',
  'security/totpSetup',
  'security/passkeyRegisterOptions',
  'security/passkeyRegister',
  'security/passkeyList',
  'security/passkeyRename',
  'security/passkeyRemove',
  'security/passkeyStepUpOptions',
  'security/passkeyStepUp',
  'memberWechat/bindUnionid',
  'memberInvitation/accept',
  'memberInvitation/decline',
  'memberInvitation/myList',
  'message/delAllMessage',
  'message/delMessage',
  'message/myMessage',
  'message/readAllMessage',
  'message/readMessage',
  'message/unReadMessageInfo',
  'myApp/followedBoxAppList',
  'myApp/getAppListByChannel',
  'myApp/getGrantCount',
  'myApp/platformAppList',
  'myApp/purchasedBoxAppList',
  'myApp/purchasedBoxAppListAll',
  'op_developer/user/registerDeveloper',
  'op_developer/user/validateLogin',
  'pay/bank/corBankInfo',
  'rechargeCard/getLastInternetBankId',
  'rechargeCard/queryRechargeStatus',
  'repayment/getResult',
  'serviceCenter/submitRequest',
  'settlmementAccount/getWithdrawCardAvailable',
  'support/file/requestUploadToken',
  'waitTask/list',
  'webDocument/myDocument',
  'webFinance/applyDetail',
  'webInstationMessage/getUnReadMessages',
  'webMember/changeLoginCompany',
  'webMember/crossSystemAccess',
  'webMember/getAuthModelList',
  'webMember/getMemberInfo',
  'webMember/logout',
  'webMember/modiMemberInfo',
  'webMember/modiPassword',
  'webMember/upgradeToCompany',
  'webMember/verifyOldPwd',
  'white/validWorkResumptionAuth',
  'wis/getCanMergedList',
  'wis/getWisStatusByVersion',
  'wis/getWisTrialStatusByVersion',
  'wis/isOpenWis',
  // Base app (decision 0016): the member's own password re-check, and what the company as a whole may use (no company data).
  'webMember/validPassword',
  'webMember/queryBusinessAuthority',
  'workResumption/provinceMenu',
  'workResumption/sampleCity',
  'workResumption/sampleCountry',
  'workResumption/sampleProvince',
  'workResumptionDevice/deviceOpenTrend',
]);

const signedIn = allCommands.filter((c) => c.access === 'member' || c.access === 'enterprise' || c.access === 'certified');
const checked = signedIn.filter((c) => c.needs && !holds({ isAdmin: false, granted: GRANTED }, c.needs));

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  staff = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
  personal = await s.createSession('member', '13800000002', { companyCode: null });
  // The member: a role that grants only the capital overview and the records.
  const role = await s.call(orgCmds.saveRoleConfiguration, { name: '出纳查看', buttonIds: [...GRANTED] }, { token: admin });
  expect(role.error).toBeUndefined();
  expect((await s.call(orgCmds.addMemberRole, { memberCode: 'M10000012', roleId: role.response.roleId }, { token: admin })).error).toBeUndefined();
});
afterAll(async () => {
  await s?.close();
});

describe('every signed-in command of the contract is classified', () => {
  it('declares what it needs inside the company, or is reviewed as open to every member', () => {
    const undeclared = signedIn.filter((c) => !c.needs || metByEveryMember(c.needs)).map((c) => c.cmd);
    expect(undeclared.filter((cmd) => !EVERY_MEMBER.has(cmd))).toEqual([]);
    expect([...EVERY_MEMBER].filter((cmd) => !undeclared.includes(cmd))).toEqual([]);
    expect(checked.length).toBeGreaterThan(50);
  });
});

describe('a member without the button is refused on the server; the admin passes the same check', () => {
  it.each(checked.map((c) => [c.cmd, c] as const))('%s', async (_cmd, def) => {
    const refused = await s.call(def.cmd, {}, { token: staff, lang: 'en' });
    expect(refused.error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: FORBIDDEN });
    const asAdmin = await s.call(def.cmd, {}, { token: admin, lang: 'en' });
    expect(asAdmin.error?.errorCode).not.toBe(1003);
    expect(asAdmin.error?.errorCode).not.toBe(14);
  });
});

describe('the attacks of issue 13, finding 1', () => {
  it('the view-only member cannot add or bind a withdrawal card, withdraw, delete cards, change the bank or the enterprise info', async () => {
    const tries: [string, unknown][] = [
      ['bankCard/addWithdrawCard', { holderName: '张伟', bankCode: 'ICBC', provinceCode: '110000', cityCode: '110100', branchCode: '102100099996', cardNo: '6222020200112233445', payPassword: '12345678' }],
      ['bankCard/checkMoney', { cardId: 1, amount: '0.12' }],
      ['extract/sumbitApply', { amount: '1.00', payPassword: '12345678', idempotencyKey: 'k-issue13-1' }],
      ['bankCard/delCard', { cardId: 1 }],
      ['bankCard/bindCard', { holderName: '张伟', bankCode: 'CMB', cardNo: '6225880212345678', idNumber: '110101199003070011', mobile: '13800000012' }],
      ['facInfo/applyChangeBank', {}],
      ['facInfo/submitEnterpriseInfo', {}],
      ['capitalAccount/sendModiPayKeySms', {}],
      ['repayment/applyRepayment', {}],
    ];
    for (const [cmd, params] of tries) expect((await s.call(cmd, params, { token: staff })).error?.errorCode, cmd).toBe(1003);
    // what the role grants still works
    expect((await s.call(fundCmds.getTransInfoList, {}, { token: staff, rows: 5 })).error).toBeUndefined();
  });

  it('a member of a company without a fund account cannot open it or set its payment password', async () => {
    const raw = s.database;
    const [c] = await raw.raw<{ id: number }>('t_c5', `select id from companies where code = 'C10000005'`, []);
    const [m] = await raw.raw<{ id: number }>('t_m12', `select id from members where mobile = '13800000012'`, []);
    await raw.raw('t_join', `insert into company_members (company_id, member_id, is_admin) values ($1, $2, false)`, [c.id, m.id]);
    const outsider = await s.createSession('member', '13800000012', { companyCode: 'C10000005' });
    expect((await s.call(fundCmds.openAccount, {}, { token: outsider })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(fundCmds.setPayKey, { payPassword: '24681357', confirmPassword: '24681357' }, { token: outsider })).error?.errorCode).toBe(ErrorCode.forbidden);
    // The opening mobile is every member's to read; sending the opening code needs capital.open (checked by the handler).
    expect((await s.call(fundCmds.getOpenAccountMobile, {}, { token: outsider })).response).toMatchObject({ sent: false });
    expect((await s.call(fundCmds.getOpenAccountMobile, { send: true }, { token: outsider, lang: 'en' })).error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: FORBIDDEN });
    const owner = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
    expect((await s.call(fundCmds.getOpenAccountMobile, { send: true }, { token: owner })).response).toMatchObject({ sent: true });
  });

  it('a grant reaches an open session on its next request; revoking a money button ends the session (decision 0050)', async () => {
    const cmd = 'extract/sumbitApply';
    expect((await s.call(cmd, {}, { token: staff })).error?.errorCode).toBe(ErrorCode.forbidden);
    const role = await s.call(orgCmds.saveRoleConfiguration, { name: '出纳', buttonIds: ['capital.withdraw'] }, { token: admin });
    await s.call(orgCmds.addMemberRole, { memberCode: 'M10000012', roleId: role.response.roleId }, { token: admin });
    expect((await s.call(cmd, {}, { token: staff })).error?.errorCode).toBe(ErrorCode.invalidParams);
    await s.call(orgCmds.removeMemberRole, { memberCode: 'M10000012', roleId: role.response.roleId }, { token: admin });
    expect((await s.call(cmd, {}, { token: staff })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    // Signed in again, the member is refused the button.
    const again = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
    expect((await s.call(cmd, {}, { token: again })).error?.errorCode).toBe(ErrorCode.forbidden);
  });

  it('a personal session is refused every command that needs a company authority (a personal member may try WIS)', async () => {
    for (const def of checked.filter((c) => c.cmd !== 'wis/openWisTrialFromSelf')) {
      const r = await s.call(def.cmd, {}, { token: personal });
      expect(r.error ? null : `${def.cmd} answered ${JSON.stringify(r.response)}`).toBeNull();
    }
  });
});

describe('spec section 6: an uncertified company cannot use company functions (finding 8)', () => {
  it('its admin is refused creating departments, adding members and saving roles, with the spec text', async () => {
    const uncertified = await s.createSession('member', '13800000003', { companyCode: 'C10000003' });
    const required = text('realName.required', 'en');
    for (const [cmd, params] of [
      ['departmentMember/insertOrUpdateDepartment', { name: '生产部' }],
      ['facInfo/addFacMember', { mobile: '13900001234', roleIds: [] }],
      ['webMember/saveRoleConfiguration', { name: '质检', buttonIds: ['device.view'] }],
      ['memberAppAuth/queryMemberPage', {}],
    ] as const) {
      expect((await s.call(cmd, params, { token: uncertified, lang: 'en' })).error, cmd).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: required });
    }
  });
});
