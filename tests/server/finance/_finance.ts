import type { TestServer } from '../../helpers/server';
import { sendSms } from '../account/_flow';

/** Valid forms of each kind and the outbox reads the finance tests share. */

export const financeForm = (over: Record<string, unknown> = {}) => ({
  industry: 'machinery',
  equipmentCount: 120,
  annualSales: 8000,
  employeeCount: 350,
  plantArea: 12000,
  personInCharge: '张伟',
  personInChargePhone: '0512-66881234',
  personInChargeEmail: 'zhang.wei@demo-machinery.cn',
  contactName: '李娜',
  contactMobile: '13900001111',
  contactEmail: 'li.na@demo-machinery.cn',
  goodLinkTime: 'workdayMorning',
  plannedScale: 500,
  acceptCost: '6to8',
  guaranteeMethod: 'equipment',
  ...over,
});

export const leaseForm = (over: Record<string, unknown> = {}) => ({
  contactName: '王强',
  contactMobile: '13700002222',
  deviceType: 'cnc',
  deviceCount: '2to5',
  industry: 'metal',
  financeMoney: 300,
  rentType: 'saleLeaseback',
  acceptRate: '8to10',
  registeredCapital: '500to1000',
  enterpriseNature: 'private',
  employeeCount: '100to499',
  guaranteeMethod: 'equipment',
  factoryArea: '1000to5000',
  salesCount: '5000to10000',
  successfulCooperation: 'once',
  ...over,
});

export const purchaseForm = (over: Record<string, unknown> = {}) => ({
  contactName: '赵敏',
  contactMobile: '13600003333',
  contactEmail: 'zhao.min@example.cn',
  requirement: 'newEquipment',
  brand: 'mazak',
  model: 'VCN-530C',
  quantity: 2,
  plannedScale: 100,
  guaranteeMethod: 'credit',
  ...over,
});

export async function outbox(s: TestServer, to: string) {
  const res = await s.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { list: { code?: string; text?: string }[] }).list;
}

/** Sends a finance code to the mobile (moving the clock past the resend wait) and reads it. */
export async function financeCode(s: TestServer, mobile: string) {
  s.app.deps.clock.advance(61_000);
  const sent = await sendSms(s, { mobile, nationCode: '86', purpose: 'finance' });
  if (sent.error) throw new Error(JSON.stringify(sent.error));
  const code = (await outbox(s, mobile)).find((x) => x.code)?.code;
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}
