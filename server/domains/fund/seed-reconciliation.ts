import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundAccounts, fundOrders, reconItems, reconRuns } from '../../db/schema';
import { beijingDay } from './orders';
import { sideText } from './reconciliation';

/**
 * Demo: the reconciliation of the day the demo company's last withdrawal was paid out. The demo's
 * history was written straight into the ledger, never through the stand-in bank, so the bank has no
 * line for it: exactly what the job finds for that day (one "missing on the statement" item, open in
 * the console's Reconciliation queue).
 */
export async function seedDemoReconciliation(tx: Db) {
  const [o] = await tx
    .select({ order: fundOrders })
    .from(fundOrders)
    .innerJoin(fundAccounts, eq(fundAccounts.id, fundOrders.fundAccountId))
    .where(and(eq(fundAccounts.accountNo, 'FAC10000001'), eq(fundOrders.kind, 'withdrawal')))
    .orderBy(desc(fundOrders.settledAt))
    .limit(1);
  if (!o?.order.settledAt) return;
  const day = beijingDay(o.order.settledAt);
  const at = new Date(o.order.settledAt.getTime() + 86_400_000);
  const [run] = await tx
    .insert(reconRuns)
    .values({ day, ledgerCount: 1, bankCount: 0, ledgerNet: -o.order.amount, bankNet: 0, differences: 1, result: 'differences', ranAt: at })
    .onConflictDoNothing()
    .returning({ id: reconRuns.id });
  if (!run) return;
  await tx.insert(reconItems).values({
    runId: run.id,
    day,
    orderNo: o.order.orderNo,
    difference: 'missingInBank',
    ledger: sideText({ direction: 'out', amount: o.order.amount, status: 'success' }),
    bank: null,
    createdAt: at,
  });
}
