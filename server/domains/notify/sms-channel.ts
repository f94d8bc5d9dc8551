import { eq } from 'drizzle-orm';
import type { Lang } from '#shared/rules/texts';
import type { NotifyEventKey } from '#shared/rules/notify-events';
import { ErrorCode } from '#shared/contract/errors';
import { isAllocatedMobile } from '../../adapters/sms/allocated-mobile';
import { notifySmsPurpose } from '../../adapters/sms/purposes';
import { members } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { beijingDay, takeBudget } from '../account/rate-counters';
import type { NoticeVars } from './enqueue';
import type { Outcome } from './outcome';
import { render } from './render';

/**
 * One notice by SMS to the member's current mobile: only to an allowed country code and an
 * allocated number, inside the member's and the platform's daily budgets (a spent budget is a
 * dead letter the operator can retry the next day), in the member's language.
 */
export async function sendSms(deps: Deps, d: { memberId: number; event: NotifyEventKey; vars: NoticeVars; lang: Lang }, now: Date): Promise<Outcome> {
  const [m] = await deps.db.select({ mobile: members.mobile, nationCode: members.nationCode }).from(members).where(eq(members.id, d.memberId)).limit(1);
  if (!m) return { kind: 'dead', error: 'noMember' };
  if (!deps.config.sms.allowedNationCodes.includes(m.nationCode)) return { kind: 'dead', error: 'nationCode' };
  if (!isAllocatedMobile(m.nationCode, m.mobile)) return { kind: 'dead', error: 'unallocatedMobile' };
  const day = beijingDay(now);
  if (!(await takeBudget(deps.db, `sms-notice:${d.memberId}`, day, deps.config.notify.smsDailyPerMember, now))) return { kind: 'dead', error: 'budget.member' };
  if (!(await takeBudget(deps.db, 'sms-global', day, deps.config.sms.globalDaily, now))) return { kind: 'dead', error: 'budget.global' };
  const r = render(d.event, d.vars, d.lang);
  try {
    await deps.adapters.sms.sendText(m.mobile, `${r.title}: ${r.content}`, { kind: notifySmsPurpose(d.event), vars: r.fields }, { nationCode: m.nationCode, lang: d.lang });
    return { kind: 'sent' };
  } catch (err) {
    // 1002: the provider will not take this number; 1004: its flow control, worth a later try.
    if (err instanceof AppError && err.code === ErrorCode.invalidParams) return { kind: 'dead', error: 'mobileRefused' };
    const message = err instanceof Error ? err.message : String(err);
    if (message.startsWith('SMS provider failed: noTemplate')) return { kind: 'dead', error: message };
    return { kind: 'retry', error: message.slice(0, 300) };
  }
}
