import { eq } from 'drizzle-orm';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { clientOf } from '../account/devices';
import { relyingParty } from '../account/passkey-rp';
import { ErrorCode } from '#shared/contract/errors';
import * as c from '#shared/contract/security';
import { memberTotp } from '../../db/schema';
import { AppError } from '../../gateway/app-error';
import { loadCompanyActor } from '../../gateway/company-authority';
import { handle, type Ctx } from '../../gateway/handler';
import { findMemberById } from '../account/accounts';
import { disableTotp, enableTotp, hasTotp, recoveryCodesLeft, regenerateRecoveryCodes, startTotpSetup, verifySignIn } from '../account/second-factor';
import { changeMobile, sendOldMobileCode } from './change-mobile';
import { endOtherSessions, listSessions, sessionLimitOf, setSessionLimit, signOutSession } from '../account/devices';
import { policyPage, requiredByCompany, setPolicy } from './second-factor-policy';

async function me(ctx: Ctx<unknown, 'member'>) {
  const member = await findMemberById(ctx.deps.db, ctx.actor.memberId);
  if (!member) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  return member;
}

const companyOf = (ctx: Ctx<unknown, 'enterprise'>) => {
  if (!ctx.company) throw new AppError(ErrorCode.forbidden, 'org.forbidden');
  return ctx.company;
};

/** Account security commands of the signed-in member (the gateway checked the 'member' level). */
export const securityHandlers = [
  handle(c.getOldMobileCode, async (ctx) => sendOldMobileCode(ctx.deps, ctx.actor.memberId, ctx.ip, ctx.lang)),
  handle(c.changeMobile, async (ctx) => changeMobile(ctx.deps, ctx.actor.memberId, ctx.actor.sessionId, ctx.params)),

  /* ---- sessions and devices (decision 0050) ---- */
  handle(c.sessionList, async (ctx) => listSessions(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId, ctx.actor.sessionId)),
  handle(c.signOut, async (ctx) => signOutSession(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId, ctx.actor.sessionId, ctx.params.sessionId)),
  handle(c.signOutOthers, async (ctx) => ({ count: await endOtherSessions(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId, ctx.actor.sessionId) })),
  handle(c.getSessionLimit, async (ctx) => sessionLimitOf(ctx.deps.db, ctx.actor.companyId)),
  handle(c.setSessionLimit, async (ctx) => setSessionLimit(ctx.deps.db, ctx.actor.companyId, ctx.params.limit)),
  // The second factor (decision 0051; the rules live in account/second-factor.ts).
  handle(c.totpSetup, async (ctx) => startTotpSetup(ctx.deps, await me(ctx))),
  handle(c.totpEnable, async (ctx) => enableTotp(ctx.deps, ctx.actor.memberId, ctx.params.code)),
  handle(c.totpDisable, async (ctx) => disableTotp(ctx.deps, await me(ctx), ctx.params)),
  handle(c.recoveryCodesRegenerate, async (ctx) => regenerateRecoveryCodes(ctx.deps, ctx.actor.memberId, ctx.params.code)),
  handle(c.secondFactorStatus, async (ctx) => {
    const { db } = ctx.deps;
    const memberId = ctx.actor.memberId;
    const enabled = await hasTotp(db, memberId);
    const [row] = enabled ? await db.select({ at: memberTotp.enabledAt }).from(memberTotp).where(eq(memberTotp.memberId, memberId)).limit(1) : [];
    const companyId = ctx.principal?.companyId ?? null;
    const actor = companyId ? await loadCompanyActor(ctx.deps.database, companyId, memberId) : null;
    return {
      enabled,
      enabledAt: row?.at ? row.at.toISOString() : null,
      recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, memberId) : 0,
      requiredByCompany: await requiredByCompany(db, companyId, actor),
    };
  }),
  handle(c.secondFactorVerify, async (ctx) =>
    verifySignIn(ctx.deps, ctx.lang, { ...ctx.params, passkey: ctx.params.passkey as AuthenticationResponseJSON | undefined }, clientOf(ctx), () => relyingParty(ctx.deps.config, ctx.origin)),
  ),
  handle(c.secondFactorPolicy, async (ctx) => policyPage(ctx.deps.db, companyOf(ctx).companyId, ctx.page, ctx.rows)),
  handle(c.setSecondFactorPolicy, async (ctx) => setPolicy(ctx.deps, companyOf(ctx), ctx.params)),
];
