import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { LoginInfo } from '../../../src-shared/contract/member';
import type { AppInfo } from '../../../src-shared/contract/sso';
import { ErrorCode } from '../../../src-shared/contract/errors';
import type { Lang } from '../../../src-shared/rules/texts';
import { apps, authCodes } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { hashToken, newToken, type Principal } from '../../gateway/session';
import { findMemberById, membership } from './accounts';
import { after, DAY, limits } from './limits';
import { startMemberLogin } from './login-info';

/**
 * Auth codes for registered apps (table apps): issued to a signed-in member for one of the app's
 * registered redirect URIs (compared exactly; anything else is 1003), random, stored hashed,
 * 5 minutes, single use. The exchange (sso/validate/authcode) must name the app the code was
 * issued for as `source`; a failed exchange spends the code all the same.
 */

export async function appInfo(deps: Deps, appId: string): Promise<AppInfo> {
  const [app] = await deps.db.select().from(apps).where(eq(apps.appId, appId)).limit(1);
  if (!app) throw new AppError(ErrorCode.notFound, 'member.app.notFound', {}, 'appId');
  return { appId: app.appId, name: app.name, redirectUris: app.redirectUris };
}

export async function issueAuthCode(deps: Deps, principal: Principal, p: { appId: string; redirectUri: string }) {
  const app = await appInfo(deps, p.appId);
  if (!app.redirectUris.includes(p.redirectUri)) throw new AppError(ErrorCode.forbidden, 'member.app.redirectNotAllowed', {}, 'redirectUri');
  const now = deps.clock.now();
  const code = newToken();
  await deps.db.delete(authCodes).where(lt(authCodes.expiresAt, new Date(now.getTime() - DAY)));
  await deps.db.insert(authCodes).values({
    codeHash: hashToken(code),
    memberId: principal.memberId!,
    companyId: principal.companyId,
    appId: app.appId,
    redirectUri: p.redirectUri,
    expiresAt: after(now, limits.authCodeTtlMs),
  });
  return { code, redirectUri: p.redirectUri };
}

export async function exchangeAuthCode(deps: Deps, lang: Lang, p: { source: string; code: string }): Promise<LoginInfo> {
  const now = deps.clock.now();
  const invalid = () => new AppError(ErrorCode.refused, 'member.authCode.invalid', {}, 'code');
  const [row] = await deps.db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.codeHash, hashToken(p.code)), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .returning();
  if (!row || row.appId !== p.source) throw invalid();
  const member = await findMemberById(deps.db, row.memberId);
  if (!member || member.status !== 'active') throw invalid();
  const company = row.companyId === null ? null : await membership(deps.db, member.id, { id: row.companyId });
  if (row.companyId !== null && !company) throw invalid();
  return startMemberLogin(deps.db, now, lang, member, company);
}
