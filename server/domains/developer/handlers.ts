/** The developer domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (developer). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { registerDeveloper, validateLogin, type DeveloperStatus } from '#shared/contract/developer';
import { ErrorCode } from '#shared/contract/errors';
import type { Db } from '../../db/client';
import { companies, developers } from '../../db/schema';
import { AppError, refuse } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import type { MemberActor } from '../../gateway/actor';

async function statusOf(db: Db, p: MemberActor): Promise<DeveloperStatus> {
  if (!p.companyId) return { memberType: 'personal', registered: false, companyName: null, developer: null };
  const [row] = await db.select({ name: companies.name, dev: developers }).from(companies).leftJoin(developers, eq(developers.companyId, companies.id)).where(eq(companies.id, p.companyId)).limit(1);
  const d = row?.dev;
  return {
    memberType: 'enterprise',
    registered: !!d,
    companyName: row?.name ?? null,
    developer: d ? { contactName: d.contactName, email: d.email, website: d.website, appKey: d.appKey, registeredAt: d.createdAt.toISOString() } : null,
  };
}

export const developerHandlers = [
  handle(validateLogin, async ({ deps, actor }) => statusOf(deps.db, actor)),

  handle(registerDeveloper, async ({ params, deps, actor: p }) => {
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
