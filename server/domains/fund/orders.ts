import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundOrders } from '../../db/schema';
import { notFound } from '../../gateway/app-error';

/** Business days and order numbers of the fund account, in Beijing time (UTC+8, no DST). */
const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;

/** 00:00 Beijing time of the day after `now`: when T+1 withdrawals settle. */
export const nextBeijingMidnight = (now: Date) => new Date(Math.floor((now.getTime() + BEIJING) / DAY) * DAY + DAY - BEIJING);

/** YYYY-MM-DD of an instant in Beijing time. */
export const beijingDay = (d: Date) => new Date(d.getTime() + BEIJING).toISOString().slice(0, 10);

/** Start (inclusive) of a Beijing calendar day given as YYYY-MM-DD. */
export const beijingDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - BEIJING);

export const orderNo = (prefix: 'R' | 'W' | 'P', now: Date) => `${prefix}${beijingDay(now).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

export type OrderRow = typeof fundOrders.$inferSelect;

export async function ownOrder(db: Db, fundAccountId: number, kind: 'recharge' | 'withdrawal' | 'repayment', id: number): Promise<OrderRow> {
  const [o] = await db
    .select()
    .from(fundOrders)
    .where(and(eq(fundOrders.id, id), eq(fundOrders.fundAccountId, fundAccountId), eq(fundOrders.kind, kind)))
    .limit(1);
  // Another company's order answers exactly like a missing one.
  if (!o) throw notFound('fund.order.notFound');
  return o;
}
