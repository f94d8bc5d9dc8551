import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, orgDepartmentMembers, orgDepartments, orgMemberRoles, orgRoleDepartments, orgRoles } from '#server/db/schema';
import { loadCompanyActor } from '#server/gateway/company-authority';
import { dataScope, departmentInScope } from '#server/domains/org/data-scope';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Data roles: which departments' data a company member sees (decision record 0013). */
let s: TestServer;
let companyId: number;
const ids: Record<string, number> = {};
const memberId = async (mobile: string) => (await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile)))[0].id;
const scopeOf = async (mobile: string) => dataScope(s.database.db, (await loadCompanyActor(s.database, companyId, await memberId(mobile)))!);

beforeAll(async () => {
  s = await startTestServer();
  companyId = (await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001')))[0].id;
  for (const d of await s.database.db.select().from(orgDepartments).where(eq(orgDepartments.companyId, companyId))) ids[d.name] = d.id;
});
afterAll(async () => {
  await s?.close();
});

describe('dataScope', () => {
  it('the admin sees the whole company', async () => {
    expect(await scopeOf('13800000001')).toEqual({ all: true });
  });

  it('a member sees their own department; one without department or data role sees none', async () => {
    // 13800000011 is in 机加工车间 (seed); 13800000012 is in no department and holds no role.
    expect(await scopeOf('13800000011')).toEqual({ all: false, departmentIds: [ids['机加工车间']] });
    expect(await scopeOf('13800000012')).toEqual({ all: false, departmentIds: [] });
  });

  it('a data role adds its departments with their sub-departments, and follows role changes at once', async () => {
    const db = s.database.db;
    const [role] = await db.insert(orgRoles).values({ companyId, name: '生产数据' }).returning({ id: orgRoles.id });
    await db.insert(orgRoleDepartments).values([
      { roleId: role.id, departmentId: ids['生产部'] },
      { roleId: role.id, departmentId: ids['质量部'] },
    ]);
    const m = await memberId('13800000012');
    await db.insert(orgMemberRoles).values({ companyId, memberId: m, roleId: role.id });
    const scope = await scopeOf('13800000012');
    expect(scope).toEqual({ all: false, departmentIds: [ids['生产部'], ids['机加工车间'], ids['装配车间'], ids['质量部']].sort((a, b) => a - b) });
    expect(departmentInScope(scope, ids['装配车间'])).toBe(true);
    expect(departmentInScope(scope, ids['设备部'])).toBe(false);
    expect(departmentInScope(scope, null)).toBe(false);
    await db.delete(orgMemberRoles).where(eq(orgMemberRoles.memberId, m));
    await db.insert(orgDepartmentMembers).values({ companyId, memberId: m, departmentId: ids['设备部'] });
    expect(await scopeOf('13800000012')).toEqual({ all: false, departmentIds: [ids['设备部']] });
  });
});
