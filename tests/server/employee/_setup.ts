import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, orgDepartments } from '#server/db/schema';
import type { TestServer } from '../../helpers/server';
import * as orgCmds from '#shared/contract/org';

/** Sessions and ids the employee tests share: the demo company's admin, a staff member in 机加工车间 with a role, and its departments. */
export async function employeeWorld(s: TestServer, staffButtons: string[]) {
  const admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  const [c] = await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001'));
  const dept: Record<string, number> = {};
  for (const d of await s.database.db.select().from(orgDepartments).where(eq(orgDepartments.companyId, c.id))) dept[d.name] = d.id;
  // 13800000011 sits in 机加工车间 (org seed): with no data role that department is their whole scope.
  const role = await s.call(orgCmds.saveRoleConfiguration, { name: `员工-${staffButtons.join('-')}`.slice(0, 30), buttonIds: staffButtons }, { token: admin });
  expect(role.error).toBeUndefined();
  expect((await s.call(orgCmds.addMemberRole, { memberCode: 'M10000011', roleId: role.response.roleId }, { token: admin })).error).toBeUndefined();
  const staff = await s.createSession('member', '13800000011', { companyCode: 'C10000001' });
  return { admin, staff, dept, companyId: c.id };
}

let n = 0;
/** A valid employee with a fresh job number and mobile. */
export function anEmployee(over: Record<string, unknown> = {}) {
  n++;
  return { name: `员工${n}`, mobile: `139${String(10_000_000 + n * 7919).slice(-8)}`, jobNumber: `T${String(n).padStart(5, '0')}`, gender: 'male', ...over };
}
