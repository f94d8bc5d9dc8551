import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, employees, members, orgDepartments } from '../../db/schema';
import type { SeedStep } from '../../db/seed';

/** Demo roster of C10000001 in the seeded departments (陈静 is also a member account: linked). */
async function seedDemoEmployees(tx: Db) {
  const [c] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001')).limit(1);
  if (!c) return;
  const dept = new Map((await tx.select({ id: orgDepartments.id, name: orgDepartments.name }).from(orgDepartments).where(eq(orgDepartments.companyId, c.id))).map((d) => [d.name, d.id]));
  const rows = [
    { name: '陈静', mobile: '13800000011', jobNumber: 'E0001', gender: 'female', dept: '机加工车间', position: '班组长', entryDate: '2019-03-11' },
    { name: '李强', mobile: '13912340001', jobNumber: 'E0002', gender: 'male', dept: '机加工车间', position: '数控操作工', entryDate: '2020-07-01' },
    { name: '王磊', mobile: '13912340002', jobNumber: 'E0003', gender: 'male', dept: '装配车间', position: '装配工', entryDate: '2021-02-22' },
    { name: '赵敏', mobile: '13912340003', jobNumber: 'E0004', gender: 'female', dept: '质量部', position: '质检员', entryDate: '2018-09-03' },
    { name: '孙浩', mobile: '13912340004', jobNumber: 'E0005', gender: 'male', dept: '设备部', position: '设备工程师', entryDate: '2022-05-16' },
    { name: '刘洋', mobile: '13912340005', jobNumber: 'E0006', gender: 'male', dept: '生产部', position: '生产主管', entryDate: '2017-04-10', status: 'left' },
  ];
  const linked = await tx
    .select({ id: members.id, mobile: members.mobile })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(
      and(
        eq(companyMembers.companyId, c.id),
        inArray(
          members.mobile,
          rows.map((r) => r.mobile),
        ),
      ),
    );
  const memberOf = new Map(linked.map((m) => [m.mobile, m.id]));
  await tx
    .insert(employees)
    .values(
      rows.map((r) => ({
        companyId: c.id,
        name: r.name,
        mobile: r.mobile,
        jobNumber: r.jobNumber,
        gender: r.gender,
        departmentId: dept.get(r.dept) ?? null,
        position: r.position,
        entryDate: r.entryDate,
        status: r.status ?? 'inService',
        memberId: memberOf.get(r.mobile) ?? null,
      })),
    )
    .onConflictDoNothing();
}

export const employeeSeedSteps: SeedStep[] = [{ name: 'demo-employees', demo: true, run: (tx) => seedDemoEmployees(tx) }];
