/** The org domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (org). */
import * as o from '#shared/contract/org';
import { ErrorCode } from '#shared/contract/errors';
import { AppError, forbidden } from '../../gateway/app-error';
import { loadCompanyActor } from '../../gateway/company-authority';
import { dataScope, departmentInScope } from './data-scope';
import { handle } from '../../gateway/handler';
import { holds, orgActor } from './actor';
import { addDepartmentMembers, departmentDetail, getDepartment, departmentMemberPage, listDepartments, removeDepartmentMember, saveDepartment, setDepartmentEnabled, toTree, updateDepartmentMember } from './departments';
import { assignDevices, deviceCount, listDevices, renameDevice, unassignDevice } from './devices';
import { deleteGroup, getGroup, listGroups, saveGroup, setGroupMembers } from './groups';
import { listMembers, memberDepartment, removeMember, setMemberEnabled, setMemberRoles, signOutMember } from './members';
import { authTree, deleteRole, getRole, grantRole, listRoles, memberRolePage, revokeRole, saveRole, setRoleHolders } from './roles';
import { companies } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { upgradeToCompany } from './upgrade';
import { clientOf } from '../account/devices';
import { departmentsInScopeOrRefuse, devicesInScopeOrRefuse, topLevelOrRefuse } from './scope-guards';
import type { Ctx } from '../../gateway/handler';

/** The checked caller's data scope (decision records 0013, 0016): every department and device read goes through it. */
const scopeOf = (ctx: Ctx<unknown>) => dataScope(ctx.deps.db, orgActor(ctx));

export const orgHandlers = [
  /* ---- members ---- */
  handle(o.queryMemberPage, async (ctx) => listMembers(ctx.deps.db, orgActor(ctx).companyId, ctx.params, ctx.page, ctx.rows)),
  handle(o.enableMember, async (ctx) => setMemberEnabled(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.memberCode, true)),
  handle(o.disableMember, async (ctx) => setMemberEnabled(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.memberCode, false)),
  handle(o.deleteMember, async (ctx) => removeMember(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.memberCode)),
  handle(o.removeCompanyMember, async (ctx) => removeMember(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.memberCode)),
  handle(o.editMemberAndRole, async (ctx) => setMemberRoles(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.memberCode, ctx.params.roleIds)),
  handle(o.signOutMember, async (ctx) => signOutMember(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.memberCode)),
  handle(o.queryMemberDepartment, async (ctx) => memberDepartment(ctx.deps.db, orgActor(ctx).companyId, ctx.params.memberCode)),

  /* ---- roles ---- */
  handle(o.getAuthGroupInfo, async (ctx) => {
    return authTree(ctx.lang);
  }),
  handle(o.getRoleList, async (ctx) => listRoles(ctx.deps.db, orgActor(ctx).companyId)),
  handle(o.getCommonRoleList, async (ctx) => (await listRoles(ctx.deps.db, orgActor(ctx).companyId)).map((r) => ({ roleId: r.roleId, name: r.name }))),
  handle(o.getRoleConfiguration, async (ctx) => getRole(ctx.deps.db, orgActor(ctx).companyId, ctx.params.roleId)),
  handle(o.saveRoleConfiguration, async (ctx) => {
    const p = ctx.params;
    const actor = orgActor(ctx);
    const before = p.roleId === undefined ? null : await getRole(ctx.deps.db, actor.companyId, p.roleId);
    const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
    const functionsChange = !before || before.name !== p.name || before.remark !== p.remark || !same(before.buttonIds, [...new Set(p.buttonIds)]);
    if (functionsChange && !holds(actor, { button: 'role.edit' })) throw forbidden('org.forbidden');
    if (p.departmentIds !== undefined && !holds(actor, { button: 'dataRole.edit' })) throw forbidden('org.forbidden');
    return saveRole(ctx.deps.db, ctx.deps.clock.now(), actor, p);
  }),
  handle(o.delRoleConfiguration, async (ctx) => deleteRole(ctx.deps.db, orgActor(ctx), ctx.params.roleId)),
  handle(o.authorizationRole, async (ctx) => setRoleHolders(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.roleId, ctx.params.memberCodes)),
  handle(o.queryMemberRolePage, async (ctx) => memberRolePage(ctx.deps.db, orgActor(ctx).companyId, ctx.params, ctx.page, ctx.rows)),
  handle(o.addMemberRole, async (ctx) => grantRole(ctx.deps.db, orgActor(ctx), ctx.params.memberCode, ctx.params.roleId)),
  handle(o.removeMemberRole, async (ctx) => revokeRole(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.memberCode, ctx.params.roleId)),

  /* ---- departments ---- */
  handle(o.queryDepartmentTree, async (ctx) => toTree(await listDepartments(ctx.deps.db, orgActor(ctx).companyId, await scopeOf(ctx)))),
  handle(o.queryDepartmentList, async (ctx) => listDepartments(ctx.deps.db, orgActor(ctx).companyId, await scopeOf(ctx))),
  // Base-app and factory-tree look-ups serve every member of the company (names only); the base
  // app's list holds only the departments of the caller's data scope (decision record 0013).
  handle(o.getDepartmentList, async (ctx) => {
    const actor = await loadCompanyActor(ctx.deps.database, ctx.actor.companyId, ctx.actor.memberId);
    if (!actor) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
    const [list, scope] = await Promise.all([listDepartments(ctx.deps.db, actor.companyId), dataScope(ctx.deps.db, actor)]);
    return list.filter((d) => d.enabled && departmentInScope(scope, d.id)).map((d) => ({ id: d.id, name: d.name, parentId: d.parentId }));
  }),
  // The factory tree carries counts, so it is scoped too (the command declares no need: load the caller).
  handle(o.getLoginFacTree, async (ctx) => {
    const companyId = ctx.actor.companyId;
    const [c] = await ctx.deps.db.select({ code: companies.code, name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const actor = await loadCompanyActor(ctx.deps.database, companyId, ctx.actor.memberId);
    const scope = actor ? await dataScope(ctx.deps.db, actor) : { all: false as const, departmentIds: [] };
    return { companyCode: c.code, companyName: c.name, departments: toTree(await listDepartments(ctx.deps.db, companyId, scope)) };
  }),
  handle(o.queryDepartmentDetail, async (ctx) => departmentDetail(ctx.deps.db, orgActor(ctx).companyId, ctx.params.id, await scopeOf(ctx))),
  handle(o.insertOrUpdateDepartment, async (ctx) => {
    const scope = await scopeOf(ctx);
    const p = ctx.params;
    if (p.id !== undefined) departmentsInScopeOrRefuse(scope, [p.id]);
    // A new place (a new department, or a move) must lie in the scope; top level lies in none but the whole company's.
    const before = p.id === undefined ? undefined : (await getDepartment(ctx.deps.db, orgActor(ctx).companyId, p.id)).parentId;
    if (before !== p.parentId) {
      if (p.parentId === null) topLevelOrRefuse(scope);
      else departmentsInScopeOrRefuse(scope, [p.parentId]);
    }
    return saveDepartment(ctx.deps.db, orgActor(ctx), p);
  }),
  handle(o.enableDepartment, async (ctx) => (departmentsInScopeOrRefuse(await scopeOf(ctx), [ctx.params.id]), setDepartmentEnabled(ctx.deps.db, orgActor(ctx), ctx.params.id, true))),
  handle(o.disableDepartment, async (ctx) => (departmentsInScopeOrRefuse(await scopeOf(ctx), [ctx.params.id]), setDepartmentEnabled(ctx.deps.db, orgActor(ctx), ctx.params.id, false))),
  handle(o.queryDepartmentMemberPage, async (ctx) => departmentMemberPage(ctx.deps.db, orgActor(ctx).companyId, ctx.params, ctx.page, ctx.rows, await scopeOf(ctx))),
  handle(o.addDepartmentMember, async (ctx) => (departmentsInScopeOrRefuse(await scopeOf(ctx), [ctx.params.departmentId]), addDepartmentMembers(ctx.deps.db, orgActor(ctx), ctx.params))),
  handle(o.updateDepartmentMember, async (ctx) => (departmentsInScopeOrRefuse(await scopeOf(ctx), [ctx.params.departmentId]), updateDepartmentMember(ctx.deps.db, orgActor(ctx), ctx.params))),
  handle(o.removeDepartmentMember, async (ctx) => (departmentsInScopeOrRefuse(await scopeOf(ctx), [ctx.params.departmentId]), removeDepartmentMember(ctx.deps.db, orgActor(ctx), ctx.params))),

  /* ---- devices ---- */
  handle(o.queryAllDeviceInFac, async (ctx) => listDevices(ctx.deps.db, orgActor(ctx).companyId, ctx.params, await scopeOf(ctx))),
  handle(o.queryDeviceCountInFac, async (ctx) => deviceCount(ctx.deps.db, orgActor(ctx).companyId, await scopeOf(ctx))),
  handle(o.updateDepartmentDevice, async (ctx) => {
    const scope = await scopeOf(ctx);
    departmentsInScopeOrRefuse(scope, [ctx.params.departmentId]);
    await devicesInScopeOrRefuse(ctx.deps.db, scope, orgActor(ctx).companyId, ctx.params.deviceIds);
    return assignDevices(ctx.deps.db, orgActor(ctx), ctx.params);
  }),
  handle(o.removeDepartmentDevice, async (ctx) => {
    await devicesInScopeOrRefuse(ctx.deps.db, await scopeOf(ctx), orgActor(ctx).companyId, [ctx.params.deviceId]);
    return unassignDevice(ctx.deps.db, orgActor(ctx), ctx.params.deviceId);
  }),
  handle(o.updateDeviceName, async (ctx) => {
    await devicesInScopeOrRefuse(ctx.deps.db, await scopeOf(ctx), orgActor(ctx).companyId, [ctx.params.deviceId]);
    return renameDevice(ctx.deps.db, orgActor(ctx), ctx.params);
  }),

  /* ---- org groups ---- */
  handle(o.getAppOrgGroupList, async (ctx) => listGroups(ctx.deps.db, orgActor(ctx).companyId)),
  handle(o.getAppOrgGroupConfig, async (ctx) => getGroup(ctx.deps.db, orgActor(ctx).companyId, ctx.params.groupId)),
  handle(o.saveOrgGroups, async (ctx) => saveGroup(ctx.deps.db, orgActor(ctx), ctx.params)),
  handle(o.delOrgGroup, async (ctx) => deleteGroup(ctx.deps.db, orgActor(ctx), ctx.params.groupId)),
  /* ---- upgrade of a personal member ---- */
  handle(o.upgradeToCompany, async (ctx) => upgradeToCompany(ctx.deps, ctx.lang, ctx.principal!, ctx.params.companyName, clientOf(ctx))),

  handle(o.authorizationOrg, async (ctx) => setGroupMembers(ctx.deps.db, orgActor(ctx), ctx.params.groupId, ctx.params.memberCodes)),
];
