/**
 * Extended field settings (base app): a company's own fields of employees and devices. Reads serve
 * whoever reads employees or devices; changes need extendedField.edit. Decisions in the contract
 * (contract/extended-field.ts) and record 0016.
 */
import * as x from '#shared/contract/extended-field';
import { handle } from '../../gateway/handler';
import { orgActor } from '../org/actor';
import { checkExtendedValues } from './check-values';
import { addField, deleteField, listFields, updateField } from './fields';
import { initStarterSet } from './starter';
import { uniqueLookup } from './unique-lookups';

export const extendedFieldHandlers = [
  handle(x.getList, async (ctx) => listFields(ctx.deps.db, orgActor(ctx).companyId, ctx.params.target, ctx.lang)),
  handle(x.add, async (ctx) => addField(ctx.deps.db, orgActor(ctx).companyId, ctx.lang, ctx.params)),
  handle(x.update, async (ctx) => updateField(ctx.deps.db, orgActor(ctx).companyId, ctx.lang, ctx.params)),
  handle(x.remove, async (ctx) => deleteField(ctx.deps.db, orgActor(ctx).companyId, ctx.params.fieldId, ctx.deps.clock.now())),
  handle(x.dataVerification, async (ctx) => {
    const { companyId } = orgActor(ctx);
    const p = ctx.params;
    const r = await checkExtendedValues(ctx.deps.db, companyId, p.target, p.values, { lang: ctx.lang, isTaken: uniqueLookup(p.target)(ctx.deps.db, companyId, p.exceptId) });
    return { valid: r.errors.length === 0, ...r };
  }),
  handle(x.init, async (ctx) => initStarterSet(ctx.deps.db, orgActor(ctx).companyId)),
];
