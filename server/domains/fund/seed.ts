import { eq } from 'drizzle-orm';
import type { RecordKind } from '#shared/contract/fund';
import type { Db } from '../../db/client';
import type { SeedStep } from '../../db/seed';
import { bankCards, companies, companyMembers, fundAccounts, fundOrders, members } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { memberAccounts, platformAccounts, post, purposeOf } from './ledger';
import { orderNo } from './orders';
import { seedDemoReconciliation } from './seed-reconciliation';

/**
 * Demo: company C10000001 has an open fund account (payment password 12345678), a verified
 * recharge card (reserved mobile 13800000001, so its codes are in that outbox), a bound
 * withdrawal account, and four months of movements posted through the ledger itself, so
 * balances and entries agree like any other.
 */
const DAY = 86_400_000;

type Event = { day: number; kind: 'recharge' | 'withdrawal' | 'repayment' | 'payment' | 'collection' | 'refund'; cents: number; order?: string };

const EVENTS: Event[] = [
  { day: 120, kind: 'recharge', cents: 20_000_000 },
  { day: 112, kind: 'payment', cents: 3_560_000, order: 'PO20260803' },
  { day: 105, kind: 'collection', cents: 8_245_000, order: 'SO20260810' },
  { day: 98, kind: 'withdrawal', cents: 5_000_000 },
  { day: 90, kind: 'payment', cents: 1_288_050, order: 'PO20260825' },
  { day: 84, kind: 'recharge', cents: 3_000_000 },
  { day: 77, kind: 'repayment', cents: 2_500_000 },
  { day: 70, kind: 'collection', cents: 4_632_000, order: 'SO20260914' },
  { day: 63, kind: 'payment', cents: 1_876_000, order: 'PO20260921' },
  { day: 60, kind: 'refund', cents: 120_000, order: 'PO20260921' },
  { day: 52, kind: 'withdrawal', cents: 4_000_000 },
  { day: 45, kind: 'collection', cents: 6_390_000, order: 'SO20261009' },
  { day: 38, kind: 'payment', cents: 2_745_080, order: 'PO20261016' },
  { day: 30, kind: 'recharge', cents: 2_000_000 },
  { day: 24, kind: 'repayment', cents: 2_500_000 },
  { day: 17, kind: 'collection', cents: 3_815_000, order: 'SO20261106' },
  { day: 10, kind: 'payment', cents: 998_000, order: 'PO20261113' },
  { day: 5, kind: 'withdrawal', cents: 3_000_000 },
  // Most of the balance went back to the company's basic account, leaving the 10,000.00 the
  // foundation issue names for the demo account.
  { day: 3, kind: 'withdrawal', cents: 18_174_870 },
  { day: 2, kind: 'payment', cents: 1_560_000, order: 'PO20261121' },
];

async function seedDemoFund(tx: Db) {
  const [company] = await tx.select().from(companies).where(eq(companies.code, 'C10000001')).limit(1);
  const [member] = await tx.select().from(members).where(eq(members.mobile, '13800000001')).limit(1);
  if (!company || !member) return;
  const now = Date.now();
  const opened = new Date(now - 125 * DAY);
  const [acc] = await tx
    .insert(fundAccounts)
    .values({
      companyId: company.id,
      accountNo: `FA${company.code}`,
      status: 'opened',
      contactName: member.name,
      idNumber: '110101198507151234',
      mobile: member.mobile,
      appliedBy: member.id,
      appliedAt: new Date(opened.getTime() - 60_000),
      reviewedAt: opened,
      payKeyHash: await hashPassword('12345678'),
      createdAt: opened,
    })
    .returning();
  const [rechargeCard, withdrawCard] = await tx
    .insert(bankCards)
    .values([
      {
        fundAccountId: acc.id,
        kind: 'recharge',
        status: 'verified',
        holderName: member.name,
        bankCode: 'CMB',
        bankName: '招商银行',
        cardNo: '6225880112345678',
        idNumber: '110101198507151234',
        mobile: member.mobile,
        createdAt: opened,
      },
      {
        fundAccountId: acc.id,
        kind: 'withdrawal',
        status: 'bound',
        holderName: member.name,
        bankCode: 'ICBC',
        bankName: '中国工商银行',
        branchCode: '102440300002',
        branchName: '中国工商银行深圳南山支行',
        provinceCode: '440000',
        cityCode: '440300',
        cardNo: '6222023602001234567',
        createdAt: opened,
      },
    ])
    .returning();
  const mine = await memberAccounts(tx, acc.id);
  const platform = await platformAccounts(tx, {});
  for (const e of EVENTS) {
    const at = new Date(now - e.day * DAY + 3 * 3_600_000);
    const legs = (from: number, to: number) => [
      { accountId: from, amount: -e.cents },
      { accountId: to, amount: e.cents },
    ];
    const postAs = (kind: RecordKind, purpose: string, reference: string, l: ReturnType<typeof legs>, when = at) => post(tx, { fundAccountId: acc.id, kind, purpose, reference, at: when, legs: l });
    if (e.kind === 'payment' || e.kind === 'collection' || e.kind === 'refund') {
      const l = e.kind === 'payment' ? legs(mine.available, platform.bankClearing) : legs(platform.bankClearing, mine.available);
      await postAs(e.kind, purposeOf(`fund.purpose.${e.kind}`, { order: e.order! }), `order:${e.order}`, l);
      continue;
    }
    const orderKind = e.kind;
    const [o] = await tx
      .insert(fundOrders)
      .values({
        orderNo: orderNo(orderKind === 'recharge' ? 'R' : orderKind === 'withdrawal' ? 'W' : 'P', at),
        fundAccountId: acc.id,
        kind: orderKind,
        status: 'success',
        amount: e.cents,
        cardId: orderKind === 'recharge' ? rechargeCard.id : orderKind === 'withdrawal' ? withdrawCard.id : null,
        memberId: member.id,
        dueAt: new Date(at.getTime() + DAY),
        settledAt: new Date(at.getTime() + DAY),
        createdAt: at,
      })
      .returning({ id: fundOrders.id });
    const later = new Date(at.getTime() + DAY);
    if (orderKind === 'recharge') {
      await postAs('recharge', purposeOf('fund.purpose.recharge', { tail: rechargeCard.cardNo.slice(-4) }), `recharge:${o.id}`, legs(platform.bankClearing, mine.available));
    } else if (orderKind === 'withdrawal') {
      const tail = withdrawCard.cardNo.slice(-4);
      await postAs('withdrawal', purposeOf('fund.purpose.withdrawal', { tail }), `withdrawal:${o.id}`, legs(mine.available, mine.frozen));
      await postAs('withdrawal', purposeOf('fund.purpose.withdrawalSettled', { tail }), `withdrawal:${o.id}`, legs(mine.frozen, platform.bankClearing), later);
    } else {
      await postAs('repayment', purposeOf('fund.purpose.repayment', { no: String(o.id) }), `repayment:${o.id}`, legs(mine.available, mine.reviewing));
      await postAs('repayment', purposeOf('fund.purpose.repaymentReceived', { no: String(o.id) }), `repayment:${o.id}`, legs(mine.reviewing, platform.repaymentsReceived), later);
    }
  }
}

/**
 * Demo: a second certified company, C10000005, whose member 13800000005 / Demo@1234 has no fund
 * account yet, so the opening journey can be shown (the other demo companies must not change).
 */
async function seedDemoOpening(tx: Db) {
  const [exists] = await tx.select({ id: members.id }).from(members).where(eq(members.mobile, '13800000005')).limit(1);
  if (exists) return;
  const [c] = await tx.insert(companies).values({ code: 'C10000005', name: '示范汽配制造有限公司', certified: true }).returning();
  const [m] = await tx
    .insert(members)
    .values({ code: 'M10000005', mobile: '13800000005', name: '刘洋', email: 'liuyang@demo-autoparts.cn', workFunction: 'finance', passwordHash: await hashPassword('Demo@1234') })
    .returning();
  await tx.insert(companyMembers).values({ companyId: c.id, memberId: m.id, isAdmin: true });
}

/** The platform's counter accounts exist before any posting (also in production). */
const seedPlatformAccounts = async (tx: Db) => void (await platformAccounts(tx, {}));

export const fundSeedSteps: SeedStep[] = [
  { name: 'fund-base', run: seedPlatformAccounts },
  { name: 'demo-fund', demo: true, run: seedDemoFund },
  { name: 'demo-fund-opening', demo: true, run: seedDemoOpening },
  { name: 'demo-reconciliation', demo: true, run: seedDemoReconciliation },
];
