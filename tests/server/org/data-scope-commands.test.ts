import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';

/**
 * Data roles and org groups limit every department and device read of the org domain, and the
 * changes too (decision records 0013, 0016). 13800000012 is in no department; the admin gives them a
 * role with the devices and department pages and a data role of 装配车间 (one device, IMT100-0001).
 */
let s: TestServer;
let admin: string;
let limited: string;
const ids: Record<string, number> = {};
type Node = { id: number; name: string; children: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const as =
  (token: string) =>
  (cmd: string, p: unknown = {}) =>
    s.call(cmd, p, { token });

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  limited = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
  for (const d of flat((await as(admin)('departmentMember/queryDepartmentTree')).response)) ids[d.name] = d.id;
  const role = await as(admin)('webMember/saveRoleConfiguration', { name: '装配设备员', buttonIds: ['device.view', 'device.edit', 'department.edit', 'department.member'], departmentIds: [ids['装配车间']] });
  expect((await as(admin)('webMember/authorizationRole', { roleId: role.response.roleId, memberCodes: ['M10000012'] })).response).toEqual({ memberCount: 1 });
});
afterAll(async () => {
  await s?.close();
});

const sns = async (token: string, p: unknown = {}) => ((await as(token)('departmentDevice/queryAllDeviceInFac', p)).response as { sn: string }[]).map((d) => d.sn);

describe('a member limited to one department', () => {
  it('sees only that department in the tree, the list, the detail and the factory tree', async () => {
    const tree = (await as(limited)('departmentMember/queryDepartmentTree')).response as Node[];
    expect(tree.map((n) => n.name)).toEqual(['装配车间']);
    expect(((await as(limited)('departmentMember/queryDepartmentList')).response as Node[]).map((n) => n.name)).toEqual(['装配车间']);
    expect((await as(limited)('departmentMember/queryDepartmentDetail', { id: ids['装配车间'] })).response).toMatchObject({ name: '装配车间', parentName: null, path: ['装配车间'] });
    expect((await as(limited)('departmentMember/queryDepartmentDetail', { id: ids['机加工车间'] })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect(((await as(limited)('facTree/getLoginFacTree')).response.departments as Node[]).map((n) => n.name)).toEqual(['装配车间']);
    // the admin still sees the whole company
    expect(flat((await as(admin)('departmentMember/queryDepartmentTree')).response).length).toBe(5);
  });

  it('sees only its devices and counts; the members of other departments are not found', async () => {
    expect(await sns(limited)).toEqual(['IMT100-0001']);
    expect(await sns(limited, { departmentId: ids['机加工车间'] })).toEqual([]);
    expect(await sns(limited, { unassigned: true })).toEqual([]);
    expect((await as(limited)('departmentDevice/queryDeviceCountInFac')).response).toEqual({ total: 1, assigned: 1, unassigned: 0 });
    expect(await sns(admin)).toHaveLength(6);
    expect((await as(admin)('departmentDevice/queryDeviceCountInFac')).response).toEqual({ total: 6, assigned: 5, unassigned: 1 });
    expect((await as(limited)('departmentMember/queryMemberPage', { departmentId: ids['机加工车间'] })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await as(limited)('departmentMember/queryMemberPage', { departmentId: ids['装配车间'] })).response).toEqual({ list: [], total: 0 });
  });

  it('changes only what it sees', async () => {
    const all = (await as(admin)('departmentDevice/queryAllDeviceInFac')).response as { id: number; sn: string }[];
    const dev = (sn: string) => all.find((d) => d.sn === sn)!.id;
    expect((await as(limited)('departmentDevice/updateDeviceName', { deviceId: dev('IBX100-0001'), name: '偷改' })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await as(limited)('departmentDevice/updateDeviceName', { deviceId: dev('IMT100-0001'), name: '拧紧机' })).response).toEqual({ name: '拧紧机' });
    expect((await as(limited)('departmentDevice/updateDepartmentDevice', { departmentId: ids['装配车间'], deviceIds: [dev('IBX100-0003')] })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await as(limited)('departmentDevice/updateDepartmentDevice', { departmentId: ids['机加工车间'], deviceIds: [dev('IMT100-0001')] })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await as(limited)('departmentDevice/removeDepartmentDevice', { deviceId: dev('IBX100-0002') })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await as(limited)('departmentMember/disable', { id: ids['质量部'] })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await as(limited)('departmentMember/insertOrUpdateDepartment', { name: '新部门' })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await as(limited)('departmentMember/insertOrUpdateDepartment', { id: ids['机加工车间'], parentId: ids['生产部'], name: '改名' })).error).toMatchObject({ errorCode: ErrorCode.refused });
    const sub = await as(limited)('departmentMember/insertOrUpdateDepartment', { parentId: ids['装配车间'], name: '装配一线' });
    expect(sub.response.id).toBeGreaterThan(0);
    // a sub-department of a covered one is covered at once
    expect(((await as(limited)('departmentMember/queryDepartmentList')).response as Node[]).map((n) => n.name).sort()).toEqual(['装配一线', '装配车间']);
    expect((await as(limited)('departmentMember/insertOrUpdateDepartment', { id: ids['装配车间'], parentId: ids['生产部'], name: '装配车间' })).response).toEqual({ id: ids['装配车间'] });
  });

  it('an org group granted to the member adds its departments; taking it away removes them', async () => {
    const g = await as(admin)('webMember/saveOrgGroups', { name: '质检', departmentIds: [ids['质量部']] });
    await as(admin)('webMember/authorizationOrg', { groupId: g.response.groupId, memberCodes: ['M10000012'] });
    expect(await sns(limited)).toEqual(['IMT100-0001', 'IMT100-0002']);
    await as(admin)('webMember/authorizationOrg', { groupId: g.response.groupId, memberCodes: [] });
    expect(await sns(limited)).toEqual(['IMT100-0001']);
  });
});
