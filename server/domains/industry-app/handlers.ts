import { eq } from 'drizzle-orm';
import * as c from '#shared/contract/industry-app';
import { INDUSTRY_TOKEN_FIELD, type IndustryMember } from '#shared/contract/industry-app';
import { IndustryApiError, type IndustryApiMember } from '../../adapters/industry/industry-api';
import { companies, members } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../gateway/app-error';
import { handle, type Ctx } from '../../gateway/handler';
import { forgetToken, loadToken, saveToken } from './token-store';
import { ErrorCode } from '#shared/contract/errors';

/**
 * The industry app member admin: every command acts for the checked company admin (ctx.company,
 * the industryApp.manage button) with the token they obtained through industryApp/connect. The
 * tenant at the industry API is the company code, the actor the member code.
 */

/** No token yet (1005) or one the industry API refused (1006): either way the client sends the admin through /industryApp/auth. */
const again = (key: 'industryApp.notConnected' | 'industryApp.tokenRefused') => new AppError(key === 'industryApp.notConnected' ? ErrorCode.notFound : ErrorCode.refused, key, {}, INDUSTRY_TOKEN_FIELD);

function actorOf(ctx: Ctx<unknown>) {
  if (!ctx.company) throw forbidden('org.forbidden');
  return ctx.company;
}

async function who(ctx: Ctx<unknown>) {
  const { companyId, memberId } = actorOf(ctx);
  const [company] = await ctx.deps.db.select({ code: companies.code, name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const [member] = await ctx.deps.db.select({ code: members.code }).from(members).where(eq(members.id, memberId));
  if (!company || !member) throw forbidden('org.forbidden');
  return {
    companyId,
    memberId,
    tenant: company.code,
    companyName: company.name,
    actor: member.code,
  };
}

/** The industry API's refusals in the gateway's terms; a refused token is forgotten on the way. */
async function translate(ctx: Ctx<unknown>, err: unknown): Promise<Error> {
  if (!(err instanceof IndustryApiError)) {
    ctx.log.warn({ err }, 'industry API unreachable');
    return new AppError(ErrorCode.refused, 'industryApp.unavailable');
  }
  if (err.tokenRefused) {
    const { memberId, companyId } = actorOf(ctx);
    await forgetToken(ctx.deps.db, memberId, companyId);
    return again('industryApp.tokenRefused');
  }
  if (err.status === 409 && err.error === 'member_exists') return new AppError(ErrorCode.refused, 'industryApp.memberExists', {}, 'mobile');
  if (err.status === 404) return notFound('industryApp.memberNotFound');
  ctx.log.warn({ status: err.status, error: err.error }, 'industry API refused a request');
  return new AppError(ErrorCode.refused, 'industryApp.unavailable');
}

/** Runs one call with the caller's stored token. */
async function withToken<T>(ctx: Ctx<unknown>, run: (token: string, tenant: string) => Promise<T>): Promise<T> {
  const me = await who(ctx);
  const stored = await loadToken(ctx.deps.db, ctx.deps.config.industry.clientSecret, me.memberId, me.companyId, ctx.deps.clock.now());
  if ('none' in stored) throw again(stored.none === 'missing' ? 'industryApp.notConnected' : 'industryApp.tokenRefused');
  try {
    return await run(stored.token, me.tenant);
  } catch (err) {
    throw await translate(ctx, err);
  }
}

const view = (m: IndustryApiMember): IndustryMember => ({
  id: String(m.id),
  mobile: m.mobile,
  name: m.name,
  status: m.status === 'disabled' ? 'disabled' : 'enabled',
  createdAt: m.createdAt,
});

export const industryAppHandlers = [
  handle(c.connect, async (ctx) => {
    const me = await who(ctx);
    const api = ctx.deps.adapters.industry;
    let granted;
    try {
      granted = await api.token(me.tenant, me.actor);
    } catch (err) {
      ctx.log.warn(
        {
          err: err instanceof IndustryApiError ? { status: err.status, error: err.error } : err,
        },
        'industry API token exchange failed',
      );
      throw new AppError(ErrorCode.refused, 'industryApp.unavailable');
    }
    const expiresAt = new Date(ctx.deps.clock.now().getTime() + granted.expiresIn * 1000);
    await saveToken(ctx.deps.db, ctx.deps.config.industry.clientSecret, me.memberId, me.companyId, granted.accessToken, expiresAt);
    return { companyName: me.companyName, expiresAt: expiresAt.toISOString() };
  }),
  handle(c.disconnect, async (ctx) => {
    const { memberId, companyId } = actorOf(ctx);
    const stored = await loadToken(ctx.deps.db, ctx.deps.config.industry.clientSecret, memberId, companyId, ctx.deps.clock.now());
    // Revocation is best effort: the token is forgotten here either way, and expires there.
    if ('token' in stored) await ctx.deps.adapters.industry.revoke(stored.token).catch((err: unknown) => ctx.log.warn({ err }, 'industry API revoke failed'));
    return {
      disconnected: await forgetToken(ctx.deps.db, memberId, companyId),
    };
  }),
  handle(c.memberList, async (ctx) =>
    withToken(ctx, async (token, tenant) => {
      const r = await ctx.deps.adapters.industry.listMembers(token, tenant, {
        page: ctx.page,
        size: ctx.rows,
        ...(ctx.params.keyword ? { keyword: ctx.params.keyword } : {}),
      });
      return { list: r.items.map(view), total: r.total };
    }),
  ),
  handle(c.addMember, async (ctx) => withToken(ctx, async (token, tenant) => view(await ctx.deps.adapters.industry.addMember(token, tenant, ctx.params)))),
  handle(c.enableMember, async (ctx) => withToken(ctx, async (token, tenant) => view(await ctx.deps.adapters.industry.setStatus(token, tenant, ctx.params.memberId, 'enable')))),
  handle(c.disableMember, async (ctx) => withToken(ctx, async (token, tenant) => view(await ctx.deps.adapters.industry.setStatus(token, tenant, ctx.params.memberId, 'disable')))),
  handle(c.removeMember, async (ctx) =>
    withToken(ctx, async (token, tenant) => {
      await ctx.deps.adapters.industry.removeMember(token, tenant, ctx.params.memberId);
      return { removed: true };
    }),
  ),
];
