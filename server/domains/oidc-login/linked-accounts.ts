import { and, asc, eq } from 'drizzle-orm';
import type { LinkedAccount } from '#shared/contract/oidc-login';
import { ErrorCode } from '#shared/contract/errors';
import type { Lang } from '#shared/rules/texts';
import { oidcIdentities } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';

/**
 * The member's linked provider accounts (member centre, account security). Unlinking needs no
 * "last way in" check: every member has a mobile, and an SMS code to it always signs them in
 * (decision 0035), so a member without a password who unlinks their only provider still gets in.
 */

export async function listLinkedAccounts(deps: Deps, lang: Lang, memberId: number): Promise<LinkedAccount[]> {
  const rows = await deps.db.select().from(oidcIdentities).where(eq(oidcIdentities.memberId, memberId)).orderBy(asc(oidcIdentities.id));
  return rows.map((r) => ({
    id: r.id,
    providerId: r.provider,
    provider: deps.config.oidcLogin.providers.find((p) => p.id === r.provider)?.name[lang] ?? r.provider,
    linkedAt: r.createdAt.toISOString(),
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
  }));
}

/** Deletes one of the member's own links; another member's id is the same "not found" as a missing one. */
export async function unlinkAccount(deps: Deps, memberId: number, id: number): Promise<{ unlinked: true }> {
  const gone = await deps.db
    .delete(oidcIdentities)
    .where(and(eq(oidcIdentities.id, id), eq(oidcIdentities.memberId, memberId)))
    .returning({ id: oidcIdentities.id });
  if (gone.length === 0) throw new AppError(ErrorCode.notFound, 'oidc.unlink.notFound', {}, 'id');
  return { unlinked: true };
}
