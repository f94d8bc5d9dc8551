/** The equipment domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (equipment). */
import * as e from '#shared/contract/equipment';
import type { DeviceFields } from '#shared/contract/equipment';
import type { Db } from '../../db/client';
import { invalid, refuse } from '../../gateway/app-error';
import type { CompanyActor } from '../../gateway/company-authority';
import { handle } from '../../gateway/handler';
import { nextSerial } from '../coding-rule/generate';
import { ruleForTarget } from '../coding-rule/rules';
import { deviceSerialTaken } from '../coding-rule/taken';
import { orgActor } from '../org/actor';
import { dataScope } from '../org/data-scope';
import { recordCheck } from './checks';
import { deleteDevice, getEquipment, insertDevice, listEquipment, updateDevice } from './devices';
import { isUniqueViolation } from './unique-violation';
import { syncBoxes } from './sync';
import { checkDeviceRow } from './validate';
import { equipmentImport } from './import-type';
import { extendedValuesOrRefuse } from '../extended-field/refuse-invalid';
import type { Lang } from '#shared/rules/texts';
import { runImport } from '../excel-import/run-import';
import { importView } from '../excel-import/import-view';

/** The next device serial of the company's rule (1006 when the company has no device rule yet). */
async function generateDeviceSerial(db: Db, companyId: number, now: Date) {
  const rule = await ruleForTarget(db, companyId, 'device');
  if (!rule) throw refuse('equipment.noRule');
  return nextSerial(db, rule, now, deviceSerialTaken(db, companyId));
}

/** The device checked for a save; its extended values are replaced by their normalized form (what is stored). */
async function checked(db: Db, actor: CompanyActor, row: DeviceFields & { sn?: string }, lang: Lang, exceptId?: number) {
  const scope = await dataScope(db, actor);
  const [problem] = await checkDeviceRow(db, actor.companyId, scope, row, exceptId);
  if (problem) throw invalid(problem.field, problem.key);
  row.ext = await extendedValuesOrRefuse(db, actor.companyId, 'device', row.ext, { lang, exceptId });
  return scope;
}

export const equipmentHandlers = [
  handle(e.equipmentImportExcel, async (ctx) => {
    const actor = orgActor(ctx);
    return importView(ctx.deps.db, actor.companyId, await runImport(ctx.deps, actor, equipmentImport, ctx.params.fileId, ctx.params.mode), ctx.lang);
  }),
  handle(e.equipmentList, async (ctx) => {
    const actor = orgActor(ctx);
    const { page, rows, ...filter } = ctx.params;
    return listEquipment(ctx.deps.db, actor.companyId, await dataScope(ctx.deps.db, actor), filter, page, rows, ctx.deps.clock.now());
  }),
  handle(e.equipmentBySn, async (ctx) => {
    const actor = orgActor(ctx);
    return getEquipment(ctx.deps.db, actor.companyId, await dataScope(ctx.deps.db, actor), { sn: ctx.params.sn }, ctx.deps.clock.now());
  }),
  handle(e.equipmentSave, async (ctx) => {
    const { db, clock } = ctx.deps;
    const actor = orgActor(ctx);
    const scope = await checked(db, actor, ctx.params, ctx.lang);
    const { sn: given, ...fields } = ctx.params;
    const sn = given ?? (await generateDeviceSerial(db, actor.companyId, clock.now()));
    const id = await insertDevice(db, actor.companyId, sn, fields);
    if (id === null) throw invalid('sn', 'equipment.sn.taken');
    return getEquipment(db, actor.companyId, scope, { id }, clock.now());
  }),
  handle(e.equipmentUpdate, async (ctx) => {
    const { db, clock } = ctx.deps;
    const actor = orgActor(ctx);
    const scope = await dataScope(db, actor);
    await getEquipment(db, actor.companyId, scope, { id: ctx.params.id }, clock.now());
    await checked(db, actor, ctx.params, ctx.lang, ctx.params.id);
    const { id, sn, ...fields } = ctx.params;
    try {
      await updateDevice(db, actor.companyId, id, sn, fields);
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('sn', 'equipment.sn.taken');
      throw err;
    }
    return getEquipment(db, actor.companyId, scope, { id }, clock.now());
  }),
  handle(e.equipmentDelete, async (ctx) => {
    const { db, clock } = ctx.deps;
    const actor = orgActor(ctx);
    await getEquipment(db, actor.companyId, await dataScope(db, actor), { id: ctx.params.id }, clock.now());
    await deleteDevice(db, actor.companyId, ctx.params.id);
    return { deleted: true as const };
  }),
  handle(e.equipmentGenerateSerial, async (ctx) => ({
    serialNumber: await generateDeviceSerial(ctx.deps.db, orgActor(ctx).companyId, ctx.deps.clock.now()),
  })),
  handle(e.equipmentSync, async (ctx) => syncBoxes(ctx.deps.db, orgActor(ctx).companyId)),
  handle(e.equipmentMobileCheck, async (ctx) => {
    const { db, clock } = ctx.deps;
    const actor = orgActor(ctx);
    const { deviceId, ...p } = ctx.params;
    await getEquipment(db, actor.companyId, await dataScope(db, actor), { id: deviceId }, clock.now());
    return recordCheck(db, actor, deviceId, p, clock.now());
  }),
];
