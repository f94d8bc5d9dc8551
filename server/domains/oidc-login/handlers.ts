/**
 * Third-party sign-in commands (contract oidc-login.ts). The attempt comes from the HttpOnly
 * cookie the callback set (oidc-login-cookie.ts); rules are in sign-in.ts.
 */
import * as o from '#shared/contract/oidc-login';
import { handle, handleOidcLogin } from '../../gateway/handler';
import { listLinkedAccounts, unlinkAccount } from './linked-accounts';
import { finishLinked, linkAndSignIn, requireAttempt } from './sign-in';
import { clientOf } from '../account/devices';

export const oidcLoginHandlers = [
  handle(o.providers, async ({ deps, lang }) => deps.config.oidcLogin.providers.map((p) => ({ id: p.id, name: p.name[lang] }))),
  handleOidcLogin(o.pending, async ({ deps, lang, oidcLogin }) => {
    const a = await requireAttempt(deps, oidcLogin);
    const provider = deps.config.oidcLogin.providers.find((p) => p.id === a.provider);
    return { provider: provider?.name[lang] ?? a.provider, account: a.subjectName ?? a.subjectEmail, linked: a.memberId !== null, redirect: a.redirect };
  }),
  handleOidcLogin(o.finish, async (ctx) => finishLinked(ctx.deps, ctx.lang, ctx.oidcLogin, clientOf(ctx))),
  handleOidcLogin(o.link, async (ctx) => linkAndSignIn(ctx.deps, ctx.lang, ctx.oidcLogin, ctx.params, clientOf(ctx))),
  handle(o.linkedAccounts, async ({ deps, lang, actor }) => listLinkedAccounts(deps, lang, actor.memberId)),
  handle(o.unlink, async ({ deps, params, actor }) => unlinkAccount(deps, actor.memberId, params.id)),
];
