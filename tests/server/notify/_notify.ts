import { eq } from 'drizzle-orm';
import { memberWechats, notifyDeliveries } from '../../../server/db/schema';
import type { TestServer } from '../../helpers/server';

/** Shared steps of the notification tests. */

export interface OutboxEntry {
  kind: string;
  to: string;
  [k: string]: unknown;
}

export async function outbox(s: TestServer, to: string, kind?: string): Promise<OutboxEntry[]> {
  const res = await s.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const list = (res.json() as { list: OutboxEntry[] }).list;
  return kind ? list.filter((e) => e.kind === kind) : list;
}

export async function runJobs(s: TestServer) {
  const res = await s.app.inject({ method: 'POST', url: '/api/dev/run-jobs', payload: {} });
  return (res.json() as { response: { ran: Record<string, number> } }).response.ran;
}

const BEIJING_MS = 8 * 3_600_000;
const DAY = 86_400_000;

/** Moves the server's clock forward to the next `hour`:00 Beijing time (the clock only moves forward). */
export function advanceToBeijingHour(s: TestServer, hour: number) {
  const now = s.app.deps.clock.now().getTime();
  const local = now + BEIJING_MS;
  let target = Math.floor(local / DAY) * DAY + hour * 3_600_000;
  if (target <= local) target += DAY;
  s.app.deps.clock.advance(target - local);
}

/** Binds an open id of the official account to the member, as the OAuth binding would. */
export async function bindWechat(s: TestServer, memberId: number, openid: string) {
  await s.database.db.insert(memberWechats).values({ unionid: `u_${openid}`, openid, memberId, createdAt: s.app.deps.clock.now() });
}

export const deliveriesOf = (s: TestServer, memberId: number) => s.database.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.memberId, memberId));

let n = 0;
/** A fresh open id (the stand-in refuses ids ending in its forced-error suffixes). */
export const openid = (suffix = '') => `oTest${process.pid}x${n++}${suffix}`;
