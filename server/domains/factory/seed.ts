import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, factories, factoryPushes, members, operators, pushCheckRecords } from '../../db/schema';
import type { SeedStep } from '../../db/seed';
import { hashPassword } from '../auth/passwords';

/**
 * Demo: the field admin 13800000008 / Demo@1234 (孙丽, a platform member with the field-admin
 * flag, no company) and eight factories: two approved (one gold), one under review, one whose
 * push was rejected, four with their info still to complete. Site photos cannot be seeded
 * (uploads live in storage), so every unapproved factory still lacks them.
 */
export const FIELD_ADMIN_MOBILE = '13800000008';

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 2, 0, 0));

async function seedFactories(tx: Db) {
  const [admin] = await tx
    .insert(members)
    .values({ code: 'M10000008', mobile: FIELD_ADMIN_MOBILE, name: '孙丽', workFunction: 'management', passwordHash: await hashPassword('Demo@1234'), isFieldAdmin: true })
    .onConflictDoNothing()
    .returning();
  if (!admin) return;
  const codes = await tx.select({ id: companies.id, code: companies.code }).from(companies);
  const company = (code: string) => codes.find((c) => c.code === code)?.id ?? null;
  const [op] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.account, 'operator'));

  const full = {
    materials: ['carbonSteel', 'aluminium'],
    productFields: ['machining', 'assembly'],
  };
  const rows = await tx
    .insert(factories)
    .values([
      {
        facSn: 'FAC00000101',
        name: '演示精密机械一号工厂',
        companyName: '演示精密机械有限公司',
        companyId: company('C10000001'),
        address: '江苏省苏州市工业园区星湖街 328 号',
        contactName: '张伟',
        contactMobile: '13800000001',
        deviceCount: 86,
        area: 12000,
        ...full,
        status: 'approved',
        gold: true,
        approvedAt: day(3),
        createdBy: admin.id,
        updatedAt: day(20),
        createdAt: day(0),
      },
      {
        facSn: 'FAC00000102',
        name: '演示精密机械二号工厂',
        companyName: '演示精密机械有限公司',
        companyId: company('C10000001'),
        address: '江苏省苏州市吴中区越溪街道友翔路 18 号',
        contactName: '张伟',
        contactMobile: '13800000001',
        deviceCount: 42,
        area: 6500,
        materials: ['stainlessSteel'],
        productFields: ['sheetMetal', 'welding'],
        status: 'approved',
        approvedAt: day(9),
        createdBy: admin.id,
        updatedAt: day(9),
        createdAt: day(1),
      },
      {
        facSn: 'FAC00000103',
        name: '新锐智造总装车间',
        companyName: '新锐智造科技有限公司',
        companyId: company('C10000003'),
        address: '浙江省杭州市余杭区良渚街道好运路 66 号',
        contactName: '王强',
        contactMobile: '13800000003',
        deviceCount: 24,
        area: 3000,
        materials: ['aluminium', 'engineeringPlastics'],
        productFields: ['assembly', 'electronics'],
        status: 'pending',
        createdBy: admin.id,
        updatedAt: day(30),
        createdAt: day(2),
      },
      {
        facSn: 'FAC00000104',
        name: '华东精工压铸厂',
        companyName: '华东精工压铸有限公司',
        address: '浙江省宁波市北仑区大港工业城 5 号',
        contactName: '陈刚',
        contactMobile: '13912345678',
        deviceCount: 30,
        materials: ['aluminium'],
        productFields: ['casting'],
        status: 'unapproved',
        createdBy: admin.id,
        updatedAt: day(28),
        createdAt: day(5),
      },
      {
        facSn: 'FAC00000105',
        name: '苏州恒通钣金厂',
        companyName: '苏州恒通钣金制品有限公司',
        address: '江苏省苏州市相城区黄埭镇春兴路 9 号',
        status: 'unapproved',
        createdBy: admin.id,
        updatedAt: day(31),
        createdAt: day(31),
      },
      { facSn: 'FAC00000106', name: '宁波欣达注塑厂', companyName: '宁波欣达塑业有限公司', status: 'unapproved', createdBy: admin.id, updatedAt: day(32), createdAt: day(32) },
      {
        facSn: 'FAC00000107',
        name: '东莞锐捷电子厂',
        companyName: '东莞锐捷电子科技有限公司',
        address: '广东省东莞市松山湖园区工业北路 12 号',
        contactName: '刘敏',
        contactMobile: '13700001234',
        status: 'unapproved',
        createdBy: admin.id,
        updatedAt: day(33),
        createdAt: day(33),
      },
      {
        facSn: 'FAC00000108',
        name: '天津北方锻造厂',
        companyName: '天津北方重工锻造有限公司',
        address: '天津市滨海新区临港经济区渤海十路 20 号',
        deviceCount: 55,
        status: 'unapproved',
        createdBy: admin.id,
        updatedAt: day(34),
        createdAt: day(34),
      },
    ])
    .returning({ id: factories.id, facSn: factories.facSn });
  const id = (sn: string) => rows.find((r) => r.facSn === sn)!.id;

  const pushes = await tx
    .insert(factoryPushes)
    .values([
      { factoryId: id('FAC00000101'), submitterId: admin.id, kind: 'approval', status: 'approved', remark: '现场核查完毕，设备台账齐全', decidedBy: op?.id ?? null, decidedAt: day(3), submittedAt: day(2) },
      { factoryId: id('FAC00000102'), submitterId: admin.id, kind: 'approval', status: 'approved', remark: null, decidedBy: op?.id ?? null, decidedAt: day(9), submittedAt: day(8) },
      { factoryId: id('FAC00000103'), submitterId: admin.id, kind: 'approval', status: 'pending', remark: '新建车间，已拍摄现场', submittedAt: day(30) },
      {
        factoryId: id('FAC00000104'),
        submitterId: admin.id,
        kind: 'approval',
        status: 'rejected',
        remark: null,
        rejectReason: '设备数量与现场照片不符，请补拍车间照片后重新提交',
        decidedBy: op?.id ?? null,
        decidedAt: day(27),
        submittedAt: day(26),
      },
    ])
    .returning({
      id: factoryPushes.id,
      factoryId: factoryPushes.factoryId,
      status: factoryPushes.status,
      submittedAt: factoryPushes.submittedAt,
      decidedAt: factoryPushes.decidedAt,
      rejectReason: factoryPushes.rejectReason,
    });
  await tx
    .insert(pushCheckRecords)
    .values(
      pushes.flatMap((p) => [
        { pushId: p.id, action: 'submitted', memberId: admin.id, createdAt: p.submittedAt },
        ...(p.status === 'pending' ? [{ pushId: p.id, action: 'note', memberId: admin.id, note: '已与王强确认设备清单，共 24 台', createdAt: day(30) }] : []),
        ...(p.decidedAt ? [{ pushId: p.id, action: p.status, operatorId: op?.id ?? null, note: p.rejectReason, createdAt: p.decidedAt }] : []),
      ]),
    );
}

export const factorySeedSteps: SeedStep[] = [{ name: 'demo-factories', demo: true, run: seedFactories }];
