/**
 * Dictionary (base app). A company reads its own groups and the platform's; it changes only its own
 * (dictionary.edit). The public dictionary/selectValueByKey reads the platform's groups only, never a
 * company's, whoever calls (decision record 0016).
 */
import * as d from '#shared/contract/dictionary';
import { handle } from '../../gateway/handler';
import { orgActor } from '../org/actor';
import { listGroups, optionsOf, resolveGroup, saveGroup } from './groups';

export const dictionaryHandlers = [
  handle(d.getGroupList, async (ctx) => listGroups(ctx.deps.db, orgActor(ctx).companyId)),
  handle(d.saveGroup, async (ctx) => saveGroup(ctx.deps.db, orgActor(ctx).companyId, ctx.params)),
  handle(d.lookupClass, async (ctx) => optionsOf(await resolveGroup(ctx.deps.db, orgActor(ctx).companyId, ctx.params.groupKey), ctx.lang)),
  handle(d.selectValueByKey, async (ctx) => {
    const options = optionsOf(await resolveGroup(ctx.deps.db, null, ctx.params.groupKey), ctx.lang);
    return ctx.params.valueKey === undefined ? options : options.filter((o) => o.key === ctx.params.valueKey);
  }),
];
