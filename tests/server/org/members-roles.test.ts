import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as invitationCmds from '#shared/contract/invitation';
import * as accountCmds from '#shared/contract/account';
import * as orgCmds from '#shared/contract/org';

/** Members and roles of a company: access, disable/enable/remove, roles reaching the authList. */
let s: TestServer;
let admin: string;
const login = (mobile: string, lang = 'zh-CN') => s.call(accountCmds.companyLogin, { mobile, password: 'Demo@1234', companyCode: 'C10000001' }, { lang });
const buttonIds = (authList: { pages: { buttons: { buttonId: string }[] }[] }[]) => authList.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => b.buttonId)));

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
});
afterAll(async () => {
  await s?.close();
});

describe('access', () => {
  it('the admin lists the members, admin first, with search by name and mobile', async () => {
    const r = await s.call(orgCmds.queryMemberPage, {}, { token: admin, page: 1, rows: 10 });
    expect(r.response.total).toBe(3);
    expect(r.response.list[0]).toMatchObject({ memberCode: 'M10000001', isAdmin: true, status: 'enabled' });
    expect(r.response.list.map((m: { mobile: string }) => m.mobile)).toEqual(['13800000001', '13800000011', '13800000012']);
    const byName = await s.call(orgCmds.queryMemberPage, { keyword: '陈' }, { token: admin });
    expect(byName.response.list.map((m: { memberCode: string }) => m.memberCode)).toEqual(['M10000011']);
    expect(byName.response.list[0].department).toMatchObject({ name: '机加工车间' });
    const byMobile = await s.call(orgCmds.queryMemberPage, { keyword: '00000012' }, { token: admin });
    expect(byMobile.response.total).toBe(1);
    const page2 = await s.call(orgCmds.queryMemberPage, {}, { token: admin, page: 2, rows: 2 });
    expect(page2.response).toMatchObject({ total: 3, list: [{ memberCode: 'M10000012' }] });
  });

  it('a member without a granted function gets 1003 on every org command; a personal session gets the enterprise refusal', async () => {
    const staff = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
    for (const [cmd, params] of [
      ['memberAppAuth/queryMemberPage', {}],
      ['memberAppAuth/disable', { memberCode: 'M10000011' }],
      ['webMember/getRoleList', {}],
      ['webMember/saveRoleConfiguration', { name: 'x', buttonIds: [] }],
      ['memberGatewayAuth/queryMemberRolePage', {}],
      ['facInfo/addFacMember', { mobile: '13911112222' }],
      ['departmentMember/insertOrUpdateDepartment', { name: '新部门' }],
      ['departmentDevice/updateDeviceName', { deviceId: 1, name: 'x' }],
      ['webMember/saveOrgGroups', { name: 'g', departmentIds: [] }],
    ] as const) {
      const r = await s.call(cmd, params, { token: staff, lang: 'en' });
      expect(r.error, cmd).toMatchObject({ errorCode: ErrorCode.forbidden, errorInfo: 'You have no permission for this function; please ask your enterprise administrator' });
    }
    const personal = await s.createSession('member', '13800000002');
    expect((await s.call(orgCmds.queryMemberPage, {}, { token: personal })).error?.errorCode).toBe(ErrorCode.forbidden);
    // base look-ups every company member may use
    // (the department list holds the member's data scope: none here, decision record 0013)
    expect((await s.call(orgCmds.getDepartmentList, {}, { token: staff })).response).toEqual([]);
    expect((await s.call(orgCmds.getLoginFacTree, {}, { token: staff })).response).toMatchObject({ companyCode: 'C10000001' });
  });

  it('the admin cannot be disabled, removed or given roles; nobody disables themselves', async () => {
    expect((await s.call(orgCmds.disableMember, { memberCode: 'M10000001' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.removeCompanyMember, { memberCode: 'M10000001' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.editMemberAndRole, { memberCode: 'M10000001', roleIds: [] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.disableMember, { memberCode: 'M99999999' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });
});

describe('disable, enable, remove', () => {
  it('disabling revokes the member’s sessions for the company and refuses login to it; enabling restores', async () => {
    const first = await login('13800000012');
    const token = first.response.token as string;
    expect((await s.call(accountCmds.getMemberInfo, {}, { token })).response).toBeTruthy();
    const personal = await s.call(accountCmds.personLogin, { mobile: '13800000012', password: 'Demo@1234' });
    expect(personal.response.token).toBeTruthy();

    expect((await s.call(orgCmds.disableMember, { memberCode: 'M10000012' }, { token: admin })).response).toEqual({ status: 'disabled' });
    expect((await s.call(accountCmds.getMemberInfo, {}, { token })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(accountCmds.updateTime, { refreshToken: first.response.refreshToken })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    // a personal session of the same member is not the company's to end
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: personal.response.token })).response).toBeTruthy();
    const refused = await login('13800000012', 'en');
    expect(refused.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'Your account has been disabled by this enterprise; please contact its administrator' });
    expect((await s.call(orgCmds.disableMember, { memberCode: 'M10000012' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    const list = await s.call(orgCmds.queryMemberPage, { status: 'disabled' }, { token: admin });
    expect(list.response.list.map((m: { memberCode: string }) => m.memberCode)).toEqual(['M10000012']);

    expect((await s.call(orgCmds.enableMember, { memberCode: 'M10000012' }, { token: admin })).response).toEqual({ status: 'enabled' });
    expect((await login('13800000012')).response.token).toBeTruthy();
    expect((await s.call(orgCmds.enableMember, { memberCode: 'M10000012' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });

  it('addFacMember invites (no account made, nobody joins); an accepted invitation joins; removal ends the membership', async () => {
    const invited = await s.call(invitationCmds.addFacMember, { mobile: '13911110001', name: '新员工' }, { token: admin });
    expect(invited.error).toMatchObject({ errorCode: ErrorCode.invalidParams }); // the admin no longer names the person
    const sent = await s.call(invitationCmds.addFacMember, { mobile: '13911110001' }, { token: admin });
    expect(sent.response).toMatchObject({ maskedMobile: '139****0001', status: 'pending' });
    expect(sent.response).not.toHaveProperty('memberCode');
    expect((await s.call(accountCmds.getCompanySelect, { mobile: '13911110001' })).response).toEqual([]);
    expect((await s.call(invitationCmds.addFacMember, { mobile: '13911110001' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(invitationCmds.addFacMember, { mobile: '1391111' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'mobile' });
    // an existing member (the personal demo account) joins only by accepting
    const toLina = await s.call(invitationCmds.addFacMember, { mobile: '13800000002' }, { token: admin });
    expect(toLina.response).toMatchObject({ maskedMobile: '138****0002', status: 'pending' });
    expect((await s.call(accountCmds.getCompanySelect, { mobile: '13800000002' })).response).toEqual([]);
    const personal = await s.createSession('member', '13800000002', { companyCode: null });
    expect((await s.call(invitationCmds.acceptInvitation, { invitationId: toLina.response.invitationId }, { token: personal })).response).toMatchObject({ companyCode: 'C10000001' });
    const session = await s.createSession('member', '13800000002', { companyCode: 'C10000001' });
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: session })).response).toBeTruthy();
    expect((await s.call(orgCmds.deleteMember, { memberCode: 'M10000002' }, { token: admin })).response).toEqual({ removed: true });
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: session })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const companies = await s.call(accountCmds.getCompanySelect, { mobile: '13800000002' });
    expect(companies.response).toEqual([]);
  });
});

describe('roles', () => {
  it('only company-side buttons can be granted; names are unique per company', async () => {
    const tree = await s.call(orgCmds.getAuthGroupInfo, {}, { token: admin, lang: 'en' });
    const org = tree.response.find((m: { moduleId: string }) => m.moduleId === 'organization');
    expect(org.pages.map((p: { pageId: string }) => p.pageId)).toContain('memberList');
    expect(tree.response.find((m: { moduleId: string }) => m.moduleId === 'personalCentre')).toBeUndefined();
    const bad = await s.call(orgCmds.saveRoleConfiguration, { name: 'Bad', buttonIds: ['memberInfo.edit'] }, { token: admin });
    expect(bad.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'buttonIds' });
    const ok = await s.call(orgCmds.saveRoleConfiguration, { name: '仓库', buttonIds: ['device.view'] }, { token: admin });
    expect(ok.response).toMatchObject({ name: '仓库', buttonIds: ['device.view'], memberCount: 0 });
    expect((await s.call(orgCmds.saveRoleConfiguration, { name: ' 仓库 ', buttonIds: [] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.saveRoleConfiguration, { name: '', buttonIds: [] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'name' });
    expect((await s.call(orgCmds.delRoleConfiguration, { roleId: ok.response.roleId }, { token: admin })).response).toEqual({ deleted: true });
    expect((await s.call(orgCmds.getRoleConfiguration, { roleId: ok.response.roleId }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });

  it('a granted role reaches the member’s authList and opens exactly its commands; revoking closes them again', async () => {
    const saved = await s.call(orgCmds.saveRoleConfiguration, { name: '成员管理员', remark: '停用与查看', buttonIds: ['member.disable', 'member.enable'] }, { token: admin });
    const roleId = saved.response.roleId as number;
    const before = await login('13800000011');
    expect(buttonIds(before.response.authList)).not.toContain('member.disable');

    expect((await s.call(orgCmds.authorizationRole, { roleId, memberCodes: ['M10000011', 'M10000001'] }, { token: admin })).response).toEqual({ memberCount: 1 });
    const after = await login('13800000011');
    const ids = buttonIds(after.response.authList);
    expect(ids).toEqual(expect.arrayContaining(['member.disable', 'member.enable', 'worktable.view']));
    expect(ids).not.toContain('member.delete');
    const token = after.response.token as string;
    expect(buttonIds((await s.call(accountCmds.getAuthModelList, {}, { token })).response)).toContain('member.disable');

    // the granted page's data and its buttons open; other buttons stay closed
    expect((await s.call(orgCmds.queryMemberPage, {}, { token })).response.total).toBe(3); // the three demo members (invited people have not joined)
    expect((await s.call(orgCmds.disableMember, { memberCode: 'M10000012' }, { token })).response).toEqual({ status: 'disabled' });
    expect((await s.call(orgCmds.enableMember, { memberCode: 'M10000012' }, { token })).response).toEqual({ status: 'enabled' });
    expect((await s.call(orgCmds.deleteMember, { memberCode: 'M10000012' }, { token })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(orgCmds.disableMember, { memberCode: 'M10000011' }, { token })).error?.errorCode).toBe(ErrorCode.refused);

    // a held role cannot be deleted
    const del = await s.call(orgCmds.delRoleConfiguration, { roleId }, { token: admin, lang: 'en' });
    expect(del.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'This role is held by 1 member(s); revoke it before deleting' });

    // the authorisation page lists and revokes
    const page = await s.call(orgCmds.queryMemberRolePage, { roleId }, { token: admin });
    expect(page.response).toMatchObject({ total: 1, list: [{ memberCode: 'M10000011', roleName: '成员管理员' }] });
    expect((await s.call(orgCmds.removeMemberRole, { memberCode: 'M10000011', roleId }, { token: admin })).response).toEqual({ removed: true });
    expect(buttonIds((await s.call(accountCmds.getAuthModelList, {}, { token })).response)).not.toContain('member.disable');
    expect((await s.call(orgCmds.disableMember, { memberCode: 'M10000012' }, { token })).error?.errorCode).toBe(ErrorCode.forbidden);

    // editMemberAndRole and addMemberRole grant again
    expect((await s.call(orgCmds.editMemberAndRole, { memberCode: 'M10000011', roleIds: [roleId] }, { token: admin })).response).toEqual({ roles: [{ roleId, name: '成员管理员' }] });
    expect(buttonIds((await s.call(accountCmds.getAuthModelList, {}, { token })).response)).toContain('member.enable');
    expect((await s.call(orgCmds.editMemberAndRole, { memberCode: 'M10000011', roleIds: [999999] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });

  it('a data role change needs dataRole.edit; function changes need role.edit', async () => {
    const dept = (await s.call(orgCmds.queryDepartmentList, {}, { token: admin })).response[0].id as number;
    const role = await s.call(orgCmds.saveRoleConfiguration, { name: '数据管理', buttonIds: ['dataRole.edit'] }, { token: admin });
    const roleId = role.response.roleId as number;
    await s.call(orgCmds.addMemberRole, { memberCode: 'M10000012', roleId }, { token: admin });
    const staff = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
    const data = await s.call(orgCmds.saveRoleConfiguration, { roleId, name: '数据管理', remark: '', buttonIds: ['dataRole.edit'], departmentIds: [dept] }, { token: staff });
    expect(data.response).toMatchObject({ departmentIds: [dept] });
    const escalate = await s.call(orgCmds.saveRoleConfiguration, { roleId, name: '数据管理', buttonIds: ['dataRole.edit', 'member.delete'] }, { token: staff });
    expect(escalate.error?.errorCode).toBe(ErrorCode.forbidden);
  });
});
