import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, members, orgDepartmentMembers, orgDepartments, orgDevices } from '../../db/schema';
import type { SeedStep } from '../../db/seed';
import { hashPassword } from '../auth/passwords';

/**
 * Demo organisation of C10000001: two employees (not admins, no roles yet: 13800000011 and
 * 13800000012, password Demo@1234), a department tree and the factory's devices. New rows only;
 * the existing demo accounts are untouched.
 */
async function seedDemoOrg(tx: Db) {
  const [c] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001')).limit(1);
  if (!c) return;
  const pw = await hashPassword('Demo@1234');
  const staff = await tx
    .insert(members)
    .values([
      { code: 'M10000011', mobile: '13800000011', name: '陈静', email: 'chenjing@demo-precision.cn', workFunction: 'production', passwordHash: pw },
      { code: 'M10000012', mobile: '13800000012', name: '周杰', email: 'zhoujie@demo-precision.cn', workFunction: 'engineering', passwordHash: pw },
    ])
    .onConflictDoNothing()
    .returning({ id: members.id });
  if (staff.length) await tx.insert(companyMembers).values(staff.map((m) => ({ companyId: c.id, memberId: m.id })));

  const dept = async (name: string, parentId: number | null, sort: number) => (await tx.insert(orgDepartments).values({ companyId: c.id, name, parentId, sort }).returning({ id: orgDepartments.id }))[0].id;
  const production = await dept('生产部', null, 1);
  const machining = await dept('机加工车间', production, 1);
  const assembly = await dept('装配车间', production, 2);
  const quality = await dept('质量部', null, 2);
  await dept('设备部', null, 3);
  if (staff[0]) await tx.insert(orgDepartmentMembers).values({ companyId: c.id, memberId: staff[0].id, departmentId: machining, position: '班组长' });

  await tx.insert(orgDevices).values([
    { companyId: c.id, sn: 'IBX100-0001', model: 'IBX-100', name: '数控车床 1 号', departmentId: machining },
    { companyId: c.id, sn: 'IBX100-0002', model: 'IBX-100', name: '数控车床 2 号', departmentId: machining },
    { companyId: c.id, sn: 'IBX200-0001', model: 'IBX-200', name: '加工中心 A', departmentId: machining },
    { companyId: c.id, sn: 'IMT100-0001', model: 'IMT-100', name: '装配线拧紧机', departmentId: assembly },
    { companyId: c.id, sn: 'IMT100-0002', model: 'IMT-100', name: '三坐标测量机', departmentId: quality },
    { companyId: c.id, sn: 'IBX100-0003', model: 'IBX-100', name: '空压机', departmentId: null },
  ]);
}

export const orgSeedSteps: SeedStep[] = [{ name: 'demo-org', demo: true, run: (tx) => seedDemoOrg(tx) }];
