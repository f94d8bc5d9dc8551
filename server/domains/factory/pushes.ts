import { and, eq } from 'drizzle-orm';
import type { PushKind } from '#shared/contract/factory';
import type { Db } from '../../db/client';
import { factories, factoryPushes, pushCheckRecords } from '../../db/schema';
import type { Deps } from '../../deps';
import { refuse } from '../../gateway/app-error';
import { notifyMember } from '../message/notify';
import { recordDecision } from '../review-queue';
import { findFactory, findPush, missingOf, type FactoryRow } from './store';

/**
 * The push state machine (handlers.ts describes it). Every transition is one conditional
 * UPDATE on the expected state inside a transaction that also locks the factory row, so two
 * racing requests cannot both move a push or open two pushes for one factory.
 */

const REFUSE_OPEN = 'factory.push.open';

/** The factory may receive a new push of this kind (else 1006 with the reason). */
function assertCanPush(f: FactoryRow, kind: PushKind) {
  if (kind === 'approval') {
    if (f.status === 'approved') throw refuse('factory.push.alreadyApproved');
    if (f.status === 'pending') throw refuse(REFUSE_OPEN);
    if (missingOf(f).length) throw refuse('factory.push.incomplete');
  } else if (f.status !== 'approved') throw refuse('factory.change.notApproved');
}

/** Every path that opens a push locks the factory row first, so this check does not race. */
async function hasOpenPush(tx: Db, factoryId: number) {
  const open = await tx
    .select({ id: factoryPushes.id })
    .from(factoryPushes)
    .where(and(eq(factoryPushes.factoryId, factoryId), eq(factoryPushes.status, 'pending')))
    .limit(1);
  return open.length > 0;
}

async function openPush(tx: Db, f: FactoryRow, submitterId: number, kind: PushKind, now: Date, extra: { remark?: string | null; changes?: Record<string, string | number> }) {
  const [push] = await tx
    .insert(factoryPushes)
    .values({ factoryId: f.id, submitterId, kind, status: 'pending', remark: extra.remark || null, changes: extra.changes ?? null, submittedAt: now })
    .onConflictDoNothing()
    .returning({ id: factoryPushes.id });
  // The partial unique index (one pending push per factory) settles a race the row lock did not see.
  if (!push) throw refuse(REFUSE_OPEN);
  await tx.insert(pushCheckRecords).values({ pushId: push.id, action: 'submitted', memberId: submitterId, note: extra.remark || null, createdAt: now });
  if (kind === 'approval') await tx.update(factories).set({ status: 'pending', updatedAt: now }).where(eq(factories.id, f.id));
  return push.id;
}

export async function addPush(deps: Deps, submitterId: number, facSn: string, kind: PushKind, extra: { remark?: string; changes?: Record<string, string | number> }) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const f = await findFactory(tx, facSn, true);
    assertCanPush(f, kind);
    if (await hasOpenPush(tx, f.id)) throw refuse(REFUSE_OPEN);
    const changes = extra.changes && differing(f, extra.changes);
    return { pushId: await openPush(tx, f, submitterId, kind, now, { ...extra, changes }) };
  });
}

/**
 * Only the values that differ from the factory's current ones: the platform reviews real
 * changes, and a request that changes nothing is refused rather than queued.
 */
function differing(f: FactoryRow, changes: Record<string, string | number>) {
  const current = f as unknown as Record<string, unknown>;
  const diff = Object.fromEntries(Object.entries(changes).filter(([k, v]) => current[k] !== v));
  if (!Object.keys(diff).length) throw refuse('factory.change.same');
  return diff;
}

/** rejected → pending, by its submitter, when the factory still qualifies. */
export async function resubmit(deps: Deps, submitterId: number, pushId: number, remark?: string) {
  const now = deps.clock.now();
  const r = await findPush(deps.db, pushId, submitterId);
  return deps.db.transaction(async (tx) => {
    const f = await findFactory(tx, r.facSn, true);
    if (r.p.status !== 'rejected') throw refuse('factory.push.notRejected');
    assertCanPush(f, r.p.kind);
    if (await hasOpenPush(tx, f.id)) throw refuse(REFUSE_OPEN);
    const moved = await tx
      .update(factoryPushes)
      .set({ status: 'pending', submittedAt: now, rejectReason: null, decidedAt: null, decidedBy: null, ...(remark ? { remark } : {}) })
      .where(and(eq(factoryPushes.id, pushId), eq(factoryPushes.status, 'rejected')))
      .returning({ id: factoryPushes.id });
    if (!moved.length) throw refuse('factory.push.notRejected');
    await tx.insert(pushCheckRecords).values({ pushId, action: 'resubmitted', memberId: submitterId, note: remark || null, createdAt: now });
    if (r.p.kind === 'approval') await tx.update(factories).set({ status: 'pending', updatedAt: now }).where(eq(factories.id, f.id));
    return { pushId };
  });
}

/** The platform's decision on a pending push (the operator console's factoryPush queue). */
export async function decidePush(deps: Deps, operatorId: number, pushId: number, decision: 'approve' | 'reject', reason: string | null) {
  const now = deps.clock.now();
  const r = await findPush(deps.db, pushId);
  await deps.db.transaction(async (tx) => {
    const f = await findFactory(tx, r.facSn, true);
    const moved = await tx
      .update(factoryPushes)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', rejectReason: decision === 'reject' ? reason : null, decidedAt: now, decidedBy: operatorId })
      .where(and(eq(factoryPushes.id, pushId), eq(factoryPushes.status, 'pending')))
      .returning({ id: factoryPushes.id });
    if (!moved.length) throw refuse('factory.push.notPending');
    if (r.p.kind === 'approval') {
      await tx
        .update(factories)
        .set(decision === 'approve' ? { status: 'approved', approvedAt: now, updatedAt: now } : { status: 'unapproved', updatedAt: now })
        .where(eq(factories.id, f.id));
    } else if (decision === 'approve') {
      // A change request carries the proposed values; approving applies them.
      await tx
        .update(factories)
        .set({ ...changeSet(r.p.changes ?? {}), updatedAt: now })
        .where(eq(factories.id, f.id));
    }
    await tx.insert(pushCheckRecords).values({ pushId, action: decision === 'approve' ? 'approved' : 'rejected', operatorId, note: reason, createdAt: now });
    await recordDecision(tx, { queue: 'factoryPush', itemId: pushId, operatorId, decision, reason, at: now, companyId: f.companyId });
    await notifyMember(tx, r.p.submitterId, {
      key: decision === 'approve' ? 'factory.notice.approved' : 'factory.notice.rejected',
      vars: { name: f.name, facSn: f.facSn, kind: { t: `factory.kind.${r.p.kind}` }, reason: reason ?? '' },
      publisher: 'review',
      at: now,
    });
  });
}

const CHANGEABLE = ['name', 'address', 'deviceCount', 'area', 'contactName', 'contactMobile'] as const;
function changeSet(changes: Record<string, string | number>) {
  const set: Partial<Record<(typeof CHANGEABLE)[number], string | number>> = {};
  for (const k of CHANGEABLE) if (changes[k] !== undefined) set[k] = changes[k];
  return set as Partial<typeof factories.$inferInsert>;
}

/** approved (not yet gold) → gold supplier. */
export async function affirmGold(deps: Deps, facSn: string) {
  const now = deps.clock.now();
  const f = await findFactory(deps.db, facSn);
  if (f.status !== 'approved') throw refuse('factory.gold.notApproved');
  const moved = await deps.db
    .update(factories)
    .set({ gold: true, updatedAt: now })
    .where(and(eq(factories.id, f.id), eq(factories.status, 'approved'), eq(factories.gold, false)))
    .returning({ id: factories.id });
  if (!moved.length) throw refuse('factory.gold.already');
  return { gold: true as const };
}
