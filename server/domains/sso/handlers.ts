import * as sso from '#shared/contract/sso';
import { handle, type Ctx } from '../../gateway/handler';
import type { Principal } from '../../gateway/session';
import { appInfo, exchangeAuthCode, issueAuthCode } from './codes';
import { clientOf } from '../account/devices';
import { listConsents, revokeConsent } from './consents';

/** Member commands run only with a member principal (the gateway checked the access level). */
const me = (ctx: Ctx<unknown>): Principal & { memberId: number } => ctx.principal as Principal & { memberId: number };

export const ssoHandlers = [
  handle(sso.getAppInfo, async (ctx) => appInfo(ctx.deps, me(ctx), ctx.params)),
  handle(sso.getCode, async (ctx) => issueAuthCode(ctx.deps, me(ctx), ctx.params)),
  handle(sso.iamAuthorize, async (ctx) => issueAuthCode(ctx.deps, me(ctx), ctx.params)),
  handle(sso.validateAuthCode, async (ctx) => exchangeAuthCode(ctx.deps, ctx.lang, ctx.params, clientOf(ctx))),
  handle(sso.authorizedApps, async (ctx) => listConsents(ctx.deps.db, me(ctx).memberId)),
  handle(sso.revokeApp, async (ctx) => ({ revoked: await revokeConsent(ctx.deps.db, me(ctx).memberId, ctx.params.appId, ctx.deps.clock.now()) })),
];
