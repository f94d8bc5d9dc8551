import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as orgCmds from '#shared/contract/org';

/** Departments (tree, enable/disable, members) and the factory's devices of the login company. */
const s = useTestServer();
let admin: string;
let other: string;
type Node = { id: number; name: string; enabled: boolean; memberCount: number; deviceCount: number; children: Node[] };
const find = (nodes: Node[], name: string): Node | undefined => nodes.flatMap((n) => [n, ...n.children]).find((n) => n.name === name) ?? nodes.map((n) => find(n.children, name)).find(Boolean);
const tree = async () => (await s.call(orgCmds.queryDepartmentTree, {}, { token: admin })).response as Node[];

beforeAll(async () => {
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  // Another certified company (an uncertified one is refused company functions before any lookup).
  other = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
});

describe('department tree', () => {
  it('answers the seeded tree with counts; another company sees none of it', async () => {
    const t = await tree();
    expect(t.map((n) => n.name)).toEqual(['生产部', '质量部', '设备部']);
    expect(t[0].children.map((n) => n.name)).toEqual(['机加工车间', '装配车间']);
    expect(find(t, '机加工车间')).toMatchObject({ memberCount: 1, deviceCount: 3, enabled: true });
    expect((await s.call(orgCmds.queryDepartmentTree, {}, { token: other })).response).toEqual([]);
    const id = find(t, '质量部')!.id;
    expect((await s.call(orgCmds.queryDepartmentDetail, { id }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.insertOrUpdateDepartment, { id, name: '偷改' }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });

  it('inserts and updates; names unique among siblings; no moving under itself', async () => {
    const parent = find(await tree(), '生产部')!.id;
    const r = await s.call(orgCmds.insertOrUpdateDepartment, { parentId: parent, name: '热处理车间', remark: '新建' }, { token: admin });
    const id = r.response.id as number;
    const detail = await s.call(orgCmds.queryDepartmentDetail, { id }, { token: admin });
    expect(detail.response).toMatchObject({ name: '热处理车间', parentName: '生产部', path: ['生产部', '热处理车间'], remark: '新建' });
    const dup = await s.call(orgCmds.insertOrUpdateDepartment, { parentId: parent, name: ' 热处理车间 ' }, { token: admin, lang: 'en' });
    expect(dup.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'A department with this name already exists at this level' });
    // the same name at another level is fine; new departments come after their siblings
    expect((await s.call(orgCmds.insertOrUpdateDepartment, { name: '热处理车间' }, { token: admin })).response.id).toBeGreaterThan(0);
    const after = await tree();
    expect(after.map((n) => n.name)).toEqual(['生产部', '质量部', '设备部', '热处理车间']);
    expect(find(after, '生产部')!.children.map((n) => n.name)).toEqual(['机加工车间', '装配车间', '热处理车间']);
    expect((await s.call(orgCmds.insertOrUpdateDepartment, { id: parent, parentId: id, name: '生产部' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.insertOrUpdateDepartment, { id, parentId: id, name: '热处理车间' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.insertOrUpdateDepartment, { name: '' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'name' });
    expect((await s.call(orgCmds.insertOrUpdateDepartment, { id, parentId: parent, name: '热处理一车间' }, { token: admin })).response).toEqual({ id });
  });

  it('disable takes the sub-tree along; enable needs an enabled parent; repeating a state is 1006', async () => {
    const t = await tree();
    const top = find(t, '生产部')!.id;
    const child = find(t, '装配车间')!.id;
    expect((await s.call(orgCmds.disableDepartment, { id: top }, { token: admin })).response).toEqual({ enabled: false });
    expect(find(await tree(), '装配车间')!.enabled).toBe(false);
    expect((await s.call(orgCmds.disableDepartment, { id: top }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.enableDepartment, { id: child }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.getDepartmentList, {}, { token: admin })).response.map((d: { name: string }) => d.name)).not.toContain('装配车间');
    // a disabled department takes no members or devices
    expect((await s.call(orgCmds.addDepartmentMember, { departmentId: child, memberCodes: ['M10000012'] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.enableDepartment, { id: top }, { token: admin })).response).toEqual({ enabled: true });
    expect((await s.call(orgCmds.enableDepartment, { id: child }, { token: admin })).response).toEqual({ enabled: true });
  });
});

describe('department members', () => {
  it('adds company members (moving them from another department), updates the position, removes', async () => {
    const t = await tree();
    const quality = find(t, '质量部')!.id;
    const machining = find(t, '机加工车间')!.id;
    expect((await s.call(orgCmds.addDepartmentMember, { departmentId: quality, memberCodes: ['M10000011', 'M10000012'], position: '质检员' }, { token: admin })).response).toEqual({ count: 2 });
    const page = await s.call(orgCmds.queryDepartmentMemberPage, { departmentId: quality }, { token: admin, page: 1, rows: 10 });
    expect(page.response).toMatchObject({ total: 2, list: [{ memberCode: 'M10000011', position: '质检员' }, { memberCode: 'M10000012' }] });
    expect((await s.call(orgCmds.queryDepartmentMemberPage, { departmentId: machining }, { token: admin })).response.total).toBe(0);
    expect((await s.call(orgCmds.queryMemberDepartment, { memberCode: 'M10000011' }, { token: admin })).response).toEqual({ department: { id: quality, name: '质量部', position: '质检员' } });

    expect((await s.call(orgCmds.updateDepartmentMember, { departmentId: quality, memberCode: 'M10000012', position: '组长' }, { token: admin })).response).toEqual({ updated: true });
    expect((await s.call(orgCmds.queryDepartmentMemberPage, { departmentId: quality, keyword: '周' }, { token: admin })).response.list).toMatchObject([{ position: '组长' }]);
    expect((await s.call(orgCmds.removeDepartmentMember, { departmentId: quality, memberCode: 'M10000012' }, { token: admin })).response).toEqual({ removed: true });
    expect((await s.call(orgCmds.removeDepartmentMember, { departmentId: quality, memberCode: 'M10000012' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    // only members of the company
    expect((await s.call(orgCmds.addDepartmentMember, { departmentId: quality, memberCodes: ['M10000003'] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.addDepartmentMember, { departmentId: quality, memberCodes: [] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'memberCodes' });
  });
});

describe('devices', () => {
  it('lists, counts, assigns, renames and takes devices out of a department, all within the company', async () => {
    const all = (await s.call(orgCmds.queryAllDeviceInFac, {}, { token: admin })).response as { id: number; sn: string; name: string; department: { name: string } | null }[];
    expect(all).toHaveLength(6);
    expect((await s.call(orgCmds.queryDeviceCountInFac, {}, { token: admin })).response).toEqual({ total: 6, assigned: 5, unassigned: 1 });
    const free = all.find((d) => d.department === null)!;
    const equipment = find(await tree(), '设备部')!.id;
    expect((await s.call(orgCmds.updateDepartmentDevice, { departmentId: equipment, deviceIds: [free.id] }, { token: admin })).response).toEqual({ count: 1 });
    expect((await s.call(orgCmds.queryAllDeviceInFac, { departmentId: equipment }, { token: admin })).response).toMatchObject([{ sn: free.sn, department: { name: '设备部' } }]);
    expect((await s.call(orgCmds.queryDeviceCountInFac, {}, { token: admin })).response).toEqual({ total: 6, assigned: 6, unassigned: 0 });
    expect((await s.call(orgCmds.updateDeviceName, { deviceId: free.id, name: '螺杆空压机' }, { token: admin })).response).toEqual({ name: '螺杆空压机' });
    expect((await s.call(orgCmds.queryAllDeviceInFac, { keyword: '螺杆' }, { token: admin })).response).toHaveLength(1);
    expect((await s.call(orgCmds.removeDepartmentDevice, { deviceId: free.id }, { token: admin })).response).toEqual({ removed: true });
    expect((await s.call(orgCmds.queryAllDeviceInFac, { unassigned: true }, { token: admin })).response.map((d: { id: number }) => d.id)).toEqual([free.id]);
    // another company's session touches none of them
    expect((await s.call(orgCmds.updateDeviceName, { deviceId: free.id, name: 'x' }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.queryAllDeviceInFac, {}, { token: other })).response).toEqual([]);
    expect((await s.call(orgCmds.updateDeviceName, { deviceId: free.id, name: '' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'name' });
  });
});

describe('org groups and data roles', () => {
  it('saves, authorises and deletes an org group; a role keeps its data departments', async () => {
    const t = await tree();
    const quality = find(t, '质量部')!.id;
    const saved = await s.call(orgCmds.saveOrgGroups, { name: '质量组', departmentIds: [quality] }, { token: admin });
    expect(saved.response).toMatchObject({ name: '质量组', departmentIds: [quality], memberCodes: [] });
    const groupId = saved.response.groupId as number;
    expect((await s.call(orgCmds.saveOrgGroups, { name: '质量组', departmentIds: [] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.authorizationOrg, { groupId, memberCodes: ['M10000011'] }, { token: admin })).response).toEqual({ memberCount: 1 });
    expect((await s.call(orgCmds.getAppOrgGroupConfig, { groupId }, { token: admin })).response).toMatchObject({ memberCodes: ['M10000011'] });
    expect((await s.call(orgCmds.getAppOrgGroupList, {}, { token: other })).response).toEqual([]);
    expect((await s.call(orgCmds.delOrgGroup, { groupId }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(orgCmds.delOrgGroup, { groupId }, { token: admin })).response).toEqual({ deleted: true });
    expect((await s.call(orgCmds.getAppOrgGroupList, {}, { token: admin })).response).toEqual([]);

    const role = await s.call(orgCmds.saveRoleConfiguration, { name: '质量数据', buttonIds: [], departmentIds: [quality] }, { token: admin });
    expect(role.response).toMatchObject({ departmentIds: [quality] });
    // saving without departmentIds keeps them
    const again = await s.call(orgCmds.saveRoleConfiguration, { roleId: role.response.roleId, name: '质量数据', buttonIds: ['device.view'] }, { token: admin });
    expect(again.response).toMatchObject({ departmentIds: [quality], buttonIds: ['device.view'] });
    expect((await s.call(orgCmds.saveRoleConfiguration, { name: 'x', buttonIds: [], departmentIds: [999999] }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });
});
