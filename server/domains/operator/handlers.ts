import { asc, eq, and } from 'drizzle-orm';
import * as c from '#shared/contract/operator';
import { operators, reviewDecisions } from '../../db/schema';
import { handle } from '../../gateway/handler';
import { queues } from './queues';
import { resolveReconItem } from '../fund/recon-queue';
import { switchAbnormal } from '../fund/abnormal';
import { readSiteSwitches, writeGrayscale } from '../system/site-switches';

/** The operator console: queues, details with files and history, decisions (operator access only). */
export const operatorHandlers = [
  handle(c.operatorQueue, async ({ deps, params, page, rows }) => queues[params.queue].list(deps, { ...params, page, rows })),

  handle(c.operatorDetail, async ({ deps, params, lang }) => {
    const detail = await queues[params.queue].detail(deps, params.id, lang);
    const history = await deps.db
      .select({ d: reviewDecisions, operator: operators.name })
      .from(reviewDecisions)
      .innerJoin(operators, eq(operators.id, reviewDecisions.operatorId))
      .where(and(eq(reviewDecisions.queue, params.queue), eq(reviewDecisions.itemId, params.id)))
      .orderBy(asc(reviewDecisions.id));
    return {
      ...detail,
      decisions: history.map((h) => ({ operator: h.operator, decision: h.d.decision as c.Decision['decision'], reason: h.d.reason, at: h.d.createdAt.toISOString() })),
    };
  }),

  handle(c.operatorApprove, async ({ deps, params, actor }) => {
    await queues[params.queue].decide(deps, actor.operatorId, params.id, 'approve', params.overrideReason ?? null);
    return { decided: true as const };
  }),

  handle(c.operatorReject, async ({ deps, params, actor }) => {
    await queues[params.queue].decide(deps, actor.operatorId, params.id, 'reject', params.reason);
    return { decided: true as const };
  }),

  handle(c.operatorResolve, async ({ deps, params, actor }) => {
    await resolveReconItem(deps, actor.operatorId, params.id, params.note);
    return { resolved: true as const };
  }),

  handle(c.operatorFundStatus, async ({ deps, params, actor }) => switchAbnormal(deps, actor.operatorId, params.id, params.to, params.reason)),

  handle(c.operatorSiteSwitches, async ({ deps }) => {
    const sw = await readSiteSwitches(deps.db, deps.config.localDeployment);
    return { grayscale: sw.grayscale, localMode: sw.local.enabled };
  }),

  handle(c.operatorSetGrayscale, async ({ deps, params }) => {
    await writeGrayscale(deps.db, params.on);
    return { grayscale: params.on };
  }),

  handle(c.operatorCounts, async ({ deps }) => {
    const entries = await Promise.all(c.QUEUES.map(async (q) => [q, await queues[q].openCount(deps)] as const));
    return Object.fromEntries(entries) as Record<c.QueueName, number>;
  }),
];
