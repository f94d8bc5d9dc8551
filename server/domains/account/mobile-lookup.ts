import { CAPTCHA_REQUIRED_FIELD, ErrorCode } from '#shared/contract/errors';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import type { Principal } from '../../gateway/session';
import { findMemberById } from './accounts';
import { verifyImageCaptcha } from './captcha';
import { beijingDay, countEvent, hourOf, takeBudget } from './rate-counters';

/**
 * The guard of the commands that tell whether a mobile is registered and its companies
 * (validMobile, validMobileRequireReg, getCompanySelect), so they are no enumeration oracle.
 * Each look-up is counted per IP and per number (rate_counters). Within the free budget of the
 * hour (LOOKUP_FREE_PER_IP_HOUR, LOOKUP_FREE_PER_NUMBER_HOUR) it passes as is: one user typing
 * their number never sees a captcha. Past it, the look-up needs a solved picture captcha (1004
 * with field `captcha` until one comes); past the daily caps (LOOKUP_DAILY_PER_IP,
 * LOOKUP_DAILY_PER_NUMBER) it is refused with 1004. A signed-in member's own mobile is exempt.
 */
export interface LookupParams {
  mobile: string;
  nationCode: string;
  captchaId?: string;
  captchaCode?: string;
}

async function isOwnMobile(deps: Deps, principal: Principal | null, p: LookupParams) {
  if (!principal?.memberId) return false;
  const m = await findMemberById(deps.db, principal.memberId);
  return !!m && m.mobile === p.mobile && m.nationCode === p.nationCode;
}

export async function guardMobileLookup(deps: Deps, ctx: { principal: Principal | null; ip: string }, p: LookupParams) {
  if (await isOwnMobile(deps, ctx.principal, p)) return;
  const cfg = deps.config.lookups;
  const { db } = deps;
  const now = deps.clock.now();
  const number = `${p.nationCode}:${p.mobile}`;
  const day = beijingDay(now);
  const daily = new AppError(ErrorCode.tooMany, 'member.lookup.daily', {}, 'mobile');
  if (!(await takeBudget(db, `lookup-ip-day:${ctx.ip}`, day, cfg.maxPerIpDaily, now))) throw daily;
  if (!(await takeBudget(db, `lookup-number-day:${number}`, day, cfg.maxPerNumberDaily, now))) throw daily;

  const hour = hourOf(now);
  const byIp = await countEvent(db, `lookup-ip:${ctx.ip}`, hour, now);
  const byNumber = await countEvent(db, `lookup-number:${number}`, hour, now);
  const free = (cfg.freePerIpHour === 0 || byIp <= cfg.freePerIpHour) && (cfg.freePerNumberHour === 0 || byNumber <= cfg.freePerNumberHour);
  if (free) return;
  if (!p.captchaId || !p.captchaCode) throw new AppError(ErrorCode.tooMany, 'member.captcha.required', {}, CAPTCHA_REQUIRED_FIELD);
  await verifyImageCaptcha(deps, p.captchaId, p.captchaCode);
}
