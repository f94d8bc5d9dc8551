import { z } from 'zod';
import { addedList } from '../rules/general-rules';
import type { LoginInfo } from '../auth/login-info';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/**
 * Organisation of the login company (org domain): members, role groups, departments, devices,
 * org groups and data roles. Every command acts on the session's company; access beyond
 * 'enterprise' (the company admin, or a member whose roles grant the page's buttonId) is checked
 * by the handlers and refused with 1003.
 */

export const orgName = z.string().trim().min(1, 'org.name.required').max(30, 'org.name.max');
const remark = z.string().trim().max(200, 'rule.general.max').default('');
const id = z.number().int().positive();
const memberCode = z.string().trim().min(1).max(16);
const keyword = z.string().trim().max(30).optional();
/** Pages whose data a member may read: the page itself or a page that picks from it (the role grant dialog lists members). */
const MEMBER_PICKERS = ['memberList', 'roleManage', 'authorizationManage', 'department', 'organization'] as const;
const ROLE_PAGES = ['roleManage', 'dataRoleManage', 'authorizationManage', 'memberList'] as const;
const DEPARTMENT_PAGES = ['department', 'deviceInfo', 'dataRoleManage', 'organization', 'memberList'] as const;
const buttonId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z]+\.[A-Za-z]+$/);

export type MemberStatus = 'enabled' | 'disabled';
export interface RoleRef {
  roleId: number;
  name: string;
}
export interface CompanyMember {
  memberCode: string;
  name: string;
  mobile: string;
  isAdmin: boolean;
  status: MemberStatus;
  roles: RoleRef[];
  department: { id: number; name: string } | null;
  joinedAt: string;
}
export interface Role {
  roleId: number;
  name: string;
  remark: string;
  buttonIds: string[];
  departmentIds: number[];
  memberCount: number;
}
/** The function tree roles choose from; `basic` buttons every company member holds anyway. */
export interface AuthTreeButton {
  buttonId: string;
  name: string;
  basic: boolean;
}
export type AuthTree = { moduleId: string; name: string; pages: { pageId: string; name: string; buttons: AuthTreeButton[] }[] }[];

/* ---- members (memberAppAuth, facInfo) ---- */
export const queryMemberPage = command('memberAppAuth/queryMemberPage', {
  access: 'certified',
  needs: { pages: MEMBER_PICKERS },
  paged: true,
  params: z.object({ keyword, status: z.enum(['enabled', 'disabled']).optional() }).strict(),
}).returns<{ list: CompanyMember[]; total: number }>();
const byMember = z.object({ memberCode }).strict();
export const enableMember = command('memberAppAuth/enable', { access: 'certified', needs: { button: 'member.enable' }, params: byMember }).returns<{ status: MemberStatus }>();
export const disableMember = command('memberAppAuth/disable', { access: 'certified', needs: { button: 'member.disable' }, params: byMember }).returns<{ status: MemberStatus }>();
export const deleteMember = command('memberAppAuth/deleteMember', { access: 'certified', needs: { button: 'member.delete' }, params: byMember }).returns<{ removed: true }>();
/** Ends the member's sessions acting for this company (decision 0050); the company admin's. Answers how many ended. */
export const signOutMember = command('memberAppAuth/signOutMember', { access: 'certified', needs: 'companyAdmin', params: byMember }).returns<{ count: number }>();
export const removeCompanyMember = command('facInfo/removeCompanyMember', { access: 'certified', needs: { button: 'member.delete' }, params: byMember }).returns<{ removed: true }>();
export const editMemberAndRole = command('memberAppAuth/editMemberAndRole', {
  access: 'certified',
  needs: { button: 'member.editRole' },
  params: z.object({ memberCode, roleIds: z.array(id).max(50) }).strict(),
}).returns<{ roles: RoleRef[] }>();
export const queryMemberDepartment = command('memberAppAuth/queryMemberDepartment', { access: 'certified', needs: { pages: ['memberList', 'department'] }, params: byMember }).returns<{
  department: { id: number; name: string; position: string } | null;
}>();
export const getAuthGroupInfo = command('memberAppAuth/getAuthGroupInfo', { access: 'certified', needs: { pages: ['roleManage'] }, params: noParams }).returns<AuthTree>();
// facInfo/addFacMember (inviting a person by mobile) lives in ./invitation.ts with the invitation commands.

/* ---- roles (webMember, memberRole, memberGatewayAuth) ---- */
export const getRoleList = command('webMember/getRoleList', { access: 'certified', needs: { pages: ROLE_PAGES }, params: noParams }).returns<Role[]>();
export const getCommonRoleList = command('memberRole/getCommonRoleList', { access: 'certified', needs: { pages: ROLE_PAGES }, params: noParams }).returns<RoleRef[]>();
export const getRoleConfiguration = command('webMember/getRoleConfiguration', { access: 'certified', needs: { pages: ['roleManage', 'dataRoleManage'] }, params: z.object({ roleId: id }).strict() }).returns<Role>();
export const saveRoleConfiguration = command('webMember/saveRoleConfiguration', {
  access: 'certified',
  needs: { pages: ['roleManage', 'dataRoleManage'] },
  params: z.object({ roleId: id.optional(), name: orgName, remark, buttonIds: z.array(buttonId).max(200), departmentIds: z.array(id).max(500).optional() }).strict(),
}).returns<Role>();
export const delRoleConfiguration = command('webMember/delRoleConfiguration', { access: 'certified', needs: { button: 'role.delete' }, params: z.object({ roleId: id }).strict() }).returns<{ deleted: true }>();
/** Sets exactly which members hold the role. */
export const authorizationRole = command('webMember/authorizationRole', {
  access: 'certified',
  needs: { button: 'role.grant' },
  params: z.object({ roleId: id, memberCodes: z.array(memberCode).max(500) }).strict(),
}).returns<{ memberCount: number }>();
export interface MemberRoleRow {
  memberCode: string;
  name: string;
  mobile: string;
  roleId: number;
  roleName: string;
  grantedAt: string;
}
export const queryMemberRolePage = command('memberGatewayAuth/queryMemberRolePage', {
  access: 'certified',
  needs: { pages: ['authorizationManage'] },
  paged: true,
  params: z.object({ roleId: id.optional(), keyword }).strict(),
}).returns<{ list: MemberRoleRow[]; total: number }>();
const memberRole = z.object({ memberCode, roleId: id }).strict();
export const addMemberRole = command('memberGatewayAuth/addMemberRole', { access: 'certified', needs: { button: 'authorization.edit' }, params: memberRole }).returns<{ granted: true }>();
export const removeMemberRole = command('memberGatewayAuth/removeMemberRole', { access: 'certified', needs: { button: 'authorization.edit' }, params: memberRole }).returns<{ removed: true }>();

/* ---- departments (departmentMember, basicInfo, facTree) ---- */
export interface DepartmentNode {
  id: number;
  parentId: number | null;
  name: string;
  remark: string;
  enabled: boolean;
  memberCount: number;
  deviceCount: number;
  children: DepartmentNode[];
}
export const queryDepartmentTree = command('departmentMember/queryDepartmentTree', { access: 'certified', needs: { pages: DEPARTMENT_PAGES }, params: noParams }).returns<DepartmentNode[]>();
export const queryDepartmentList = command('departmentMember/queryDepartmentList', { access: 'certified', needs: { pages: DEPARTMENT_PAGES }, params: noParams }).returns<Omit<DepartmentNode, 'children'>[]>();
export const getDepartmentList = command('basicInfo/getDepartmentList', { access: 'enterprise', params: noParams }).returns<{ id: number; name: string; parentId: number | null }[]>();
export const getLoginFacTree = command('facTree/getLoginFacTree', { access: 'enterprise', params: noParams }).returns<{
  companyCode: string;
  companyName: string;
  departments: DepartmentNode[];
}>();
export const insertOrUpdateDepartment = command('departmentMember/insertOrUpdateDepartment', {
  access: 'certified',
  needs: { button: 'department.edit' },
  params: z.object({ id: id.optional(), parentId: id.nullable().default(null), name: orgName, remark }).strict(),
}).returns<{ id: number }>();
const byDepartment = z.object({ id }).strict();
export const enableDepartment = command('departmentMember/enable', { access: 'certified', needs: { button: 'department.edit' }, params: byDepartment }).returns<{ enabled: boolean }>();
export const disableDepartment = command('departmentMember/disable', { access: 'certified', needs: { button: 'department.edit' }, params: byDepartment }).returns<{ enabled: boolean }>();
export const queryDepartmentDetail = command('departmentMember/queryDepartmentDetail', { access: 'certified', needs: { pages: DEPARTMENT_PAGES }, params: byDepartment }).returns<
  Omit<DepartmentNode, 'children'> & { parentName: string | null; path: string[] }
>();
export interface DepartmentMember {
  memberCode: string;
  name: string;
  mobile: string;
  position: string;
  status: MemberStatus;
}
export const queryDepartmentMemberPage = command('departmentMember/queryMemberPage', {
  access: 'certified',
  needs: { pages: ['department'] },
  paged: true,
  params: z.object({ departmentId: id, keyword }).strict(),
}).returns<{ list: DepartmentMember[]; total: number }>();
const position = z.string().trim().max(30).default('');
/** Adds company members to a department (a member in another department moves here). */
export const addDepartmentMember = command('departmentMember/addDepartmentMember', {
  access: 'certified',
  needs: { button: 'department.member' },
  params: z.object({ departmentId: id, memberCodes: addedList(memberCode, 'label.members', 200), position }).strict(),
}).returns<{ count: number }>();
export const updateDepartmentMember = command('departmentMember/updateDepartmentMember', {
  access: 'certified',
  needs: { button: 'department.member' },
  params: z.object({ departmentId: id, memberCode, position }).strict(),
}).returns<{ updated: true }>();
export const removeDepartmentMember = command('departmentMember/removeDepartmentMember', {
  access: 'certified',
  needs: { button: 'department.member' },
  params: z.object({ departmentId: id, memberCode }).strict(),
}).returns<{ removed: true }>();

/* ---- devices (departmentDevice) ---- */
export interface FacDevice {
  id: number;
  sn: string;
  model: string;
  name: string;
  department: { id: number; name: string } | null;
}
export const queryAllDeviceInFac = command('departmentDevice/queryAllDeviceInFac', {
  access: 'certified',
  needs: { pages: ['deviceInfo', 'department'] },
  params: z.object({ departmentId: id.optional(), unassigned: z.boolean().optional(), keyword }).strict(),
}).returns<FacDevice[]>();
export const updateDepartmentDevice = command('departmentDevice/updateDepartmentDevice', {
  access: 'certified',
  needs: { button: 'device.edit' },
  params: z.object({ departmentId: id, deviceIds: addedList(id, 'label.devices', 500) }).strict(),
}).returns<{ count: number }>();
/** Takes a device out of its department (the device stays in the company). */
export const removeDepartmentDevice = command('departmentDevice/removeDepartmentDevice', { access: 'certified', needs: { button: 'device.edit' }, params: z.object({ deviceId: id }).strict() }).returns<{
  removed: true;
}>();
export const updateDeviceName = command('departmentDevice/updateDeviceName', { access: 'certified', needs: { button: 'device.edit' }, params: z.object({ deviceId: id, name: orgName }).strict() }).returns<{
  name: string;
}>();
export const queryDeviceCountInFac = command('departmentDevice/queryDeviceCountInFac', { access: 'certified', needs: { pages: ['deviceInfo', 'department'] }, params: noParams }).returns<{
  total: number;
  assigned: number;
  unassigned: number;
}>();

/* ---- org groups (webMember) ---- */
export interface OrgGroup {
  groupId: number;
  name: string;
  remark: string;
  departmentIds: number[];
  memberCodes: string[];
}
export const getAppOrgGroupList = command('webMember/getAppOrgGroupList', { access: 'certified', needs: { pages: ['organization'] }, params: noParams }).returns<OrgGroup[]>();
export const getAppOrgGroupConfig = command('webMember/getAppOrgGroupConfig', { access: 'certified', needs: { pages: ['organization'] }, params: z.object({ groupId: id }).strict() }).returns<OrgGroup>();
export const saveOrgGroups = command('webMember/saveOrgGroups', {
  access: 'certified',
  needs: { button: 'orgGroup.edit' },
  params: z.object({ groupId: id.optional(), name: orgName, remark, departmentIds: z.array(id).max(500) }).strict(),
}).returns<OrgGroup>();
export const delOrgGroup = command('webMember/delOrgGroup', { access: 'certified', needs: { button: 'orgGroup.edit' }, params: z.object({ groupId: id }).strict() }).returns<{ deleted: true }>();
export const authorizationOrg = command('webMember/authorizationOrg', {
  access: 'certified',
  needs: { button: 'orgGroup.edit' },
  params: z.object({ groupId: id, memberCodes: z.array(memberCode).max(500) }).strict(),
}).returns<{ memberCount: number }>();

/* ---- upgrade (our command: the spec names the /memberCenter/upgrade page but no call) ---- */
/**
 * A personal session registers a company with the same account (company registration's rules:
 * name required, at most 49, unique; agreement ticked) and gets the company's login info back.
 */
export const upgradeToCompany = command('webMember/upgradeToCompany', {
  access: 'member',
  params: z.object({ companyName: f.companyName, agree: z.literal(true, { message: 'rule.register.agreement.accepted' }) }).strict(),
}).returns<LoginInfo>();

export const orgExtensions = ['webMember/upgradeToCompany', 'memberAppAuth/signOutMember'];
