import * as c from '#shared/contract/certification';
import { handle, type Ctx } from '../../gateway/handler';
import { abandonApply, applyChangeBank, applyChangeInfo, creditCodeTaken, submitAudit } from './apply';
import { checkCorporateAmount } from './bank';
import { certifiedFiles } from './certified-files';
import { realNameState } from './state';

/** Real-name commands act for the session's company. */
const who = (ctx: Ctx<unknown, 'enterprise' | 'certified'>) => ({ companyId: ctx.actor.companyId, memberId: ctx.actor.memberId });

export const certificationHandlers = [
  handle(c.submitAudit, async (ctx) => submitAudit(ctx.deps, who(ctx), ctx.params)),
  handle(c.getApplyStatus, async (ctx) => realNameState(ctx.deps.db, who(ctx).companyId, ctx.deps.clock.now())),
  handle(c.abandonApply, async (ctx) => abandonApply(ctx.deps, who(ctx))),
  handle(c.facDetailApproved, async (ctx) => (await realNameState(ctx.deps.db, who(ctx).companyId, ctx.deps.clock.now())).approved),
  handle(c.facDetailApprovedV2, async (ctx) => {
    const state = await realNameState(ctx.deps.db, who(ctx).companyId, ctx.deps.clock.now());
    if (!state.approved) return null;
    return { ...state.approved, files: await certifiedFiles(ctx.deps, who(ctx).companyId) };
  }),
  handle(c.findCreditCode, async (ctx) => ({ taken: await creditCodeTaken(ctx.deps.db, ctx.params.creditCode, who(ctx).companyId) })),
  handle(c.checkCorporateAmount, async (ctx) => checkCorporateAmount(ctx.deps, who(ctx), ctx.params.amount)),
  handle(c.applyChangeInfo, async (ctx) => applyChangeInfo(ctx.deps, who(ctx), ctx.params)),
  handle(c.applyChangeBank, async (ctx) => applyChangeBank(ctx.deps, who(ctx), ctx.params)),
];
