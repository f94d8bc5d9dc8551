import { ErrorCode } from '#shared/contract/errors';
import type { SmsConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../gateway/app-error';
import { beijingDay, takeBudget } from './rate-counters';

/**
 * What every SMS send must pass besides the per-number limits of sms-codes.ts: the country code
 * must be allowed (SMS_ALLOWED_NATION_CODES), and the sending IP and the whole platform have
 * daily budgets (SMS_DAILY_PER_IP, SMS_DAILY_GLOBAL), so SMS pumping costs at most a known amount.
 */

export function assertSmsNationCode(config: SmsConfig, nationCode: string) {
  if (!config.allowedNationCodes.includes(nationCode)) {
    throw new AppError(ErrorCode.refused, 'member.sms.nationCode.notAllowed', { nationCode }, 'nationCode');
  }
}

/**
 * Takes one SMS from the IP's and the platform's budget of the Beijing day. Runs inside the send's
 * transaction and throws 1004 when a budget is spent, so the transaction (and any unit already
 * taken) rolls back: a refused send costs no budget.
 */
export async function takeSmsBudget(tx: Db, config: SmsConfig, ip: string, now: Date) {
  const day = beijingDay(now);
  if (!(await takeBudget(tx, `sms-ip:${ip}`, day, config.perIpDaily, now))) {
    throw new AppError(ErrorCode.tooMany, 'member.sms.budget.ip', {}, 'mobile');
  }
  if (!(await takeBudget(tx, 'sms-global', day, config.globalDaily, now))) {
    throw new AppError(ErrorCode.tooMany, 'member.sms.budget.global', {}, 'mobile');
  }
}
