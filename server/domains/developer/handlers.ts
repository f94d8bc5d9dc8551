/**
 * The open developer platform (/openApi, spec section 7 "Developer").
 *
 * Decisions:
 * - A developer is a company: one registration per company, made by any member acting for it
 *   (certification is not required to get a sandbox key; the spec asks only for a company login).
 * - Personal members are refused with 1003 and told to register as a company (spec section 6).
 * - A second registration of the same company answers 1006; a unique index settles races.
 * - The app key is 128 random bits, shown to the company's members in validateLogin.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { registerDeveloper, validateLogin, type DeveloperStatus } from '../../../src-shared/contract/developer';
import { ErrorCode } from '../../../src-shared/contract/errors';
import type { Db } from '../../db/client';
import { companies, developers } from '../../db/schema';
import { AppError, refuse } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import type { Principal } from '../../gateway/session';

async function statusOf(db: Db, p: Principal): Promise<DeveloperStatus> {
  if (!p.companyId) return { memberType: 'personal', registered: false, companyName: null, developer: null };
  const [row] = await db
    .select({ name: companies.name, dev: developers })
    .from(companies)
    .leftJoin(developers, eq(developers.companyId, companies.id))
    .where(eq(companies.id, p.companyId))
    .limit(1);
  const d = row?.dev;
  return {
    memberType: 'enterprise',
    registered: !!d,
    companyName: row?.name ?? null,
    developer: d
      ? { contactName: d.contactName, email: d.email, website: d.website, appKey: d.appKey, registeredAt: d.createdAt.toISOString() }
      : null,
  };
}

export const developerHandlers = [
  handle(validateLogin, async ({ deps, principal }) => statusOf(deps.db, principal!)),

  handle(registerDeveloper, async ({ params, deps, principal }) => {
    const p = principal!;
    if (!p.companyId || !p.memberId) throw new AppError(ErrorCode.forbidden, 'developer.personalNotAllowed');
    const inserted = await deps.db
      .insert(developers)
      .values({
        companyId: p.companyId,
        memberId: p.memberId,
        contactName: params.contactName,
        email: params.email,
        website: params.website || null,
        purpose: params.purpose,
        appKey: `ak_${randomBytes(16).toString('hex')}`,
      })
      .onConflictDoNothing({ target: developers.companyId })
      .returning({ id: developers.id });
    if (!inserted.length) throw refuse('developer.alreadyRegistered');
    return statusOf(deps.db, p);
  }),
];
