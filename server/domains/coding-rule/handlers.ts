/**
 * Coding rules (serializeRuleDetail/*, serializeRule/getByRuleId): one rule per company and
 * target; the preview shows the next number without consuming it. Generation itself is
 * equipment/generateSerialNumber (generate.ts nextSerial, atomic per period counter).
 */
import * as c from '#shared/contract/coding-rule';
import { handle } from '../../gateway/handler';
import { orgActor } from '../org/actor';
import { previewSerial } from './generate';
import { listRules, ruleById, ruleView, saveRule } from './rules';
import { takenFor } from './taken';

export const codingRuleHandlers = [
  handle(c.codingRuleList, async (ctx) => listRules(ctx.deps.db, orgActor(ctx).companyId)),
  handle(c.codingRuleSave, async (ctx) => {
    const { companyId } = orgActor(ctx);
    const now = ctx.deps.clock.now();
    const r = await saveRule(ctx.deps.db, companyId, ctx.params, now);
    return { ...ruleView(r), preview: await previewSerial(ctx.deps.db, r, now, takenFor(ctx.deps.db, companyId, r.target as c.CodingTarget)) };
  }),
  handle(c.codingRuleGet, async (ctx) => {
    const { companyId } = orgActor(ctx);
    const now = ctx.deps.clock.now();
    const r = await ruleById(ctx.deps.db, companyId, ctx.params.ruleId);
    return { ...ruleView(r), preview: await previewSerial(ctx.deps.db, r, now, takenFor(ctx.deps.db, companyId, r.target as c.CodingTarget)) };
  }),
];
