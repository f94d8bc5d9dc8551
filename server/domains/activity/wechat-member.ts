import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { memberWechats, members } from '../../db/schema';
import { refuse } from '../../gateway/app-error';
import { requireTicket } from '../wechat/ticket';

/**
 * The member a WeChat user draws as: the member the ticket's WeChat is bound to (the earliest
 * binding when it is bound in several companies), so web and WeChat draws of one person share
 * one daily allowance and every prize has an owner. No live ticket: 1006 (authorise again).
 * Unbound: 1006, the page sends the user to /wx/activityLogin (log in or register, which binds
 * the WeChat) and back.
 */
export async function wechatMember(deps: Deps, ticketCookie: string | null): Promise<number> {
  const id = await requireTicket(deps, ticketCookie);
  const [row] = await deps.db
    .select({ memberId: memberWechats.memberId })
    .from(memberWechats)
    .innerJoin(members, eq(members.id, memberWechats.memberId))
    .where(and(eq(memberWechats.unionid, id.unionid), eq(members.status, 'active')))
    .orderBy(asc(memberWechats.createdAt), asc(memberWechats.id))
    .limit(1);
  if (!row) throw refuse('activity.wechat.unbound');
  return row.memberId;
}
