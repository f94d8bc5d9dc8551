import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { ErrorCode } from '#shared/contract/errors';
import * as c from '#shared/contract/passkey';
import { AppError } from '../../gateway/app-error';
import { handle, type Ctx } from '../../gateway/handler';
import { findMemberById } from '../account/accounts';
import { clientOf } from '../account/devices';
import { passkeyLogin } from '../account/passkey-login';
import { relyingParty } from '../account/passkey-rp';
import { assertionOptions, issueProof, listPasskeys, registerPasskey, registrationOptions, removePasskey, renamePasskey, verifyAssertion } from '../account/passkeys';
import { hasTotp, openSignInChallenge } from '../account/second-factor';

const rpOf = (ctx: Ctx<unknown>) => relyingParty(ctx.deps.config, ctx.origin);

// zod bounded the shapes; @simplewebauthn checks every field it reads.
const asRegistration = (r: unknown) => r as RegistrationResponseJSON;
const asAssertion = (r: unknown) => r as AuthenticationResponseJSON;

/** Passkeys come on top of TOTP, which stands in where they do not work (WeChat's browser; decision 0054). */
async function assertTotpFirst(ctx: Ctx<unknown, 'member'>) {
  if (!(await hasTotp(ctx.deps.db, ctx.actor.memberId))) throw new AppError(ErrorCode.refused, 'passkey.totpFirst');
}

/** Passkeys (decision 0054; the ceremonies live in account/passkeys.ts). */
export const passkeyHandlers = [
  handle(c.passkeyRegisterOptions, async (ctx) => {
    await assertTotpFirst(ctx);
    const member = await findMemberById(ctx.deps.db, ctx.actor.memberId);
    if (!member) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
    return registrationOptions(ctx.deps, rpOf(ctx), member);
  }),
  handle(c.passkeyRegister, async (ctx) => {
    await assertTotpFirst(ctx);
    return registerPasskey(ctx.deps, rpOf(ctx), ctx.actor.memberId, ctx.params.name, asRegistration(ctx.params.response));
  }),
  handle(c.passkeyList, async (ctx) => listPasskeys(ctx.deps.db, ctx.actor.memberId)),
  handle(c.passkeyRename, async (ctx) => renamePasskey(ctx.deps.db, ctx.actor.memberId, ctx.params.id, ctx.params.name)),
  handle(c.passkeyRemove, async (ctx) => removePasskey(ctx.deps, ctx.actor.memberId, ctx.params.id)),
  handle(c.passkeySecondFactorOptions, async (ctx) => {
    const ch = await openSignInChallenge(ctx.deps.db, ctx.deps.clock.now(), ctx.params.challenge);
    if (!ch) throw new AppError(ErrorCode.refused, 'secondFactor.challenge.expired', {}, 'challenge');
    return assertionOptions(ctx.deps, rpOf(ctx), 'secondFactor', { memberId: ch.memberId });
  }),
  handle(c.passkeyStepUpOptions, async (ctx) => assertionOptions(ctx.deps, rpOf(ctx), 'stepUp', { memberId: ctx.actor.memberId, sessionId: ctx.actor.sessionId })),
  handle(c.passkeyStepUp, async (ctx) => {
    const { memberId, sessionId } = ctx.actor;
    await verifyAssertion(ctx.deps, rpOf(ctx), 'stepUp', asAssertion(ctx.params.response), { memberId, sessionId });
    return issueProof(ctx.deps, memberId, sessionId);
  }),
  handle(c.passkeyLoginOptions, async (ctx) => assertionOptions(ctx.deps, rpOf(ctx), 'login', {})),
  handle(c.passkeyLogin, async (ctx) => passkeyLogin(ctx.deps, ctx.lang, rpOf(ctx), { response: asAssertion(ctx.params.response), companyCode: ctx.params.companyCode }, clientOf(ctx))),
];
