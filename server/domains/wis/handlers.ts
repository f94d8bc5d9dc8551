/** The wis domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (wis). */
import { and, eq, isNull } from 'drizzle-orm';
import * as c from '#shared/contract/wis';
import { ErrorCode } from '#shared/contract/errors';
import { text, type Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { wisSubscriptions } from '../../db/schema';
import { AppError, refuse } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import type { MemberActor } from '../../gateway/actor';

const DAY = 86_400_000;
const ownerOf = (p: MemberActor) => (p.companyId ? `company:${p.companyId}` : `member:${p.memberId}`);

type Row = typeof wisSubscriptions.$inferSelect;

async function rowsOf(db: Db, p: MemberActor) {
  const rows = await db
    .select()
    .from(wisSubscriptions)
    .where(eq(wisSubscriptions.owner, ownerOf(p)));
  return { trial: rows.find((r) => r.edition === 'trial') ?? null, official: rows.find((r) => r.edition === 'official') ?? null };
}

/** Why a trial may not be opened now (a text key), or null. */
function trialRefusal(p: MemberActor, trial: Row | null, official: Row | null): string | null {
  if (official || trial) return 'product.alreadyOpened';
  if (p.companyId && p.certified) return 'wis.certifiedApplyOfficial';
  return null;
}

/** Why the official edition may not be opened now (code and text key), or null. */
function officialRefusal(p: MemberActor, official: Row | null): { code: number; key: string } | null {
  if (!p.companyId) return { code: ErrorCode.forbidden, key: 'wis.personalNotAllowed' };
  if (!p.certified) return { code: ErrorCode.forbidden, key: 'realName.required' };
  if (official) return { code: ErrorCode.refused, key: 'product.alreadyOpened' };
  return null;
}

function statusOf(p: MemberActor, now: Date, lang: Lang, trial: Row | null, official: Row | null): c.WisStatus {
  const trialActive = !!trial && trial.endsAt.getTime() > now.getTime();
  const tr = trialRefusal(p, trial, official);
  const or = officialRefusal(p, official);
  return {
    state: official ? 'official' : trialActive ? 'trial' : 'notOpened',
    trialUsed: !!trial,
    trialEndsAt: trial?.endsAt.toISOString() ?? null,
    officialSince: official?.startedAt.toISOString() ?? null,
    freeUntil: official?.endsAt.toISOString() ?? null,
    canOpenTrial: tr === null,
    trialRefusal: tr && text(tr, lang),
    canOpenOfficial: or === null,
    officialRefusal: or && text(or.key, lang),
  };
}

const status = handle(c.isOpenWis, async ({ deps, actor, lang }) => {
  const { trial, official } = await rowsOf(deps.db, actor);
  return statusOf(actor, deps.clock.now(), lang, trial, official);
});

/** Opens an edition for `days` from now; a second opening of the same one (a race included) is refused by the unique owner/edition row. */
async function open(db: Db, p: MemberActor, edition: 'trial' | 'official', version: string, now: Date, days: number) {
  const [row] = await db
    .insert(wisSubscriptions)
    .values({ owner: ownerOf(p), companyId: p.companyId, memberId: p.memberId, edition, version, startedAt: now, endsAt: new Date(now.getTime() + days * DAY) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw refuse('product.alreadyOpened');
  return row;
}

export const wisHandlers = [
  status,
  { ...status, def: c.getWisTrialStatusByVersion },
  { ...status, def: c.getWisStatusByVersion },

  handle(c.openWisTrialFromSelf, async ({ params, deps, actor: p, lang }) => {
    const { trial, official } = await rowsOf(deps.db, p);
    const refusal = trialRefusal(p, trial, official);
    if (refusal) throw refuse(refusal);
    const now = deps.clock.now();
    const opened = await open(deps.db, p, 'trial', params.version, now, c.WIS_TRIAL_DAYS);
    return statusOf(p, now, lang, opened, null);
  }),

  handle(c.openWisFromSelf, async ({ params, deps, actor: p, lang }) => {
    const { trial, official } = await rowsOf(deps.db, p);
    const refusal = officialRefusal(p, official);
    if (refusal) throw new AppError(refusal.code, refusal.key);
    const now = deps.clock.now();
    const opened = await open(deps.db, p, 'official', params.version, now, c.WIS_OFFICIAL_FREE_DAYS);
    return statusOf(p, now, lang, trial, opened);
  }),

  handle(c.getCanMergedList, async ({ deps, actor: p }) => {
    if (!p.companyId) return [];
    const rows = await deps.db
      .select()
      .from(wisSubscriptions)
      .where(and(eq(wisSubscriptions.owner, `member:${p.memberId}`), eq(wisSubscriptions.edition, 'trial'), isNull(wisSubscriptions.companyId)));
    return rows.map((r) => ({ edition: 'trial' as const, startedAt: r.startedAt.toISOString(), endsAt: r.endsAt.toISOString() }));
  }),
];
