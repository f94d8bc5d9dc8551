import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codingRules, companies, connectionBoxes, deviceChecks, members, orgDevices } from '../../db/schema';
import type { SeedStep } from '../../db/seed';
import { hashToken } from '../../gateway/session';

/** Demo box secrets (development only; a real box gets a random secret at provisioning). */
export const DEMO_BOXES = [
  { sn: 'IBX300-0001', model: 'IBX-300', name: '注塑机 3 号', secret: 'demo-box-secret-ibx300-0001', reported: true },
  { sn: 'IMT200-0001', model: 'IMT-200', name: '激光切割机', secret: 'demo-box-secret-imt200-0001', reported: true },
  { sn: 'IBX100-0001', model: 'IBX-100', name: '数控车床 1 号', secret: 'demo-box-secret-ibx100-0001', reported: true },
  { sn: 'IBX100-0009', model: 'IBX-100', name: '', secret: 'demo-box-secret-ibx100-0009', reported: false },
];

/**
 * Demo equipment of C10000001: the device coding rule (EQ-YYYYMM-0001, monthly), the existing
 * devices' details, four connection boxes (three reported, one of them already a device) and two
 * field checks by 陈静 (13800000011).
 */
async function seedDemoEquipment(tx: Db) {
  const [c] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001')).limit(1);
  if (!c) return;
  await tx.insert(codingRules).values({
    companyId: c.id,
    target: 'device',
    name: '设备编码',
    segments: [
      { type: 'text', value: 'EQ-' },
      { type: 'date', pattern: 'YYYYMM' },
      { type: 'text', value: '-' },
      { type: 'sequence', width: 4, start: 1, reset: 'monthly' },
    ],
  });
  const details: Record<string, Partial<typeof orgDevices.$inferInsert>> = {
    'IBX100-0001': { brand: '沈阳机床', specification: 'CAK6150', purchaseDate: '2021-03-15', location: '一车间 A 区', boxSn: 'IBX100-0001' },
    'IBX100-0002': { brand: '沈阳机床', specification: 'CAK6150', purchaseDate: '2021-03-15', location: '一车间 A 区', status: 'repair' },
    'IBX200-0001': { brand: '海天精工', specification: 'VMC850', purchaseDate: '2022-06-01', location: '一车间 B 区' },
    'IMT100-0001': { brand: '博世', specification: 'CS351', purchaseDate: '2020-11-20', location: '装配线 2 号工位' },
    'IMT100-0002': { brand: '海克斯康', specification: 'Global S', purchaseDate: '2019-08-08', location: '计量室', status: 'idle' },
    'IBX100-0003': { brand: '阿特拉斯', specification: 'GA37', purchaseDate: '2018-05-10', location: '动力站' },
  };
  for (const [sn, set] of Object.entries(details))
    await tx
      .update(orgDevices)
      .set(set)
      .where(and(eq(orgDevices.companyId, c.id), eq(orgDevices.sn, sn)));
  const now = new Date();
  await tx.insert(connectionBoxes).values(DEMO_BOXES.map((b) => ({ sn: b.sn, model: b.model, companyId: c.id, secretHash: hashToken(b.secret), reportedName: b.name, reportedAt: b.reported ? now : null })));
  const [checker] = await tx.select({ id: members.id }).from(members).where(eq(members.mobile, '13800000011')).limit(1);
  const devs = await tx.select({ id: orgDevices.id, sn: orgDevices.sn }).from(orgDevices).where(eq(orgDevices.companyId, c.id));
  const bySn = new Map(devs.map((d) => [d.sn, d.id]));
  if (checker && bySn.has('IBX100-0001') && bySn.has('IBX100-0002')) {
    await tx.insert(deviceChecks).values([
      { companyId: c.id, deviceId: bySn.get('IBX100-0001')!, memberId: checker.id, result: 'normal', note: '润滑正常，防护门联锁有效', location: '一车间 A 区', checkedAt: new Date(now.getTime() - 2 * 86_400_000) },
      { companyId: c.id, deviceId: bySn.get('IBX100-0002')!, memberId: checker.id, result: 'abnormal', note: '主轴异响，已报修', location: '一车间 A 区', checkedAt: new Date(now.getTime() - 86_400_000) },
    ]);
  }
}

export const equipmentSeedSteps: SeedStep[] = [{ name: 'demo-equipment', demo: true, run: (tx) => seedDemoEquipment(tx) }];
