/**
 * The base app's employees (decision record 0014): the company's roster with Excel
 * import and export. The gateway checks each command's button (contract/employee.ts); every read,
 * export and change here applies the caller's data scope (decision record 0013).
 */
import * as e from '#shared/contract/employee';
import { handle } from '../../gateway/handler';
import { orgActor } from '../org/actor';
import { runImport } from '../excel-import/run-import';
import { importView } from '../excel-import/import-view';
import { employeeImport } from './import-type';
import { exportEmployees } from './export';
import { generateJobNumber } from './job-number';
import { listEmployees, removeEmployees, saveEmployee, updateEmployee } from './roster';

export const employeeHandlers = [
  handle(e.getEmployeeList, async (ctx) => listEmployees(ctx.deps.db, orgActor(ctx), ctx.params, ctx.page, ctx.rows)),
  handle(e.saveEmployee, async (ctx) => saveEmployee(ctx.deps.db, orgActor(ctx), ctx.params, ctx.lang)),
  handle(e.updateEmployee, async (ctx) => updateEmployee(ctx.deps.db, orgActor(ctx), ctx.params, ctx.lang)),
  handle(e.generateJobNumber, async (ctx) => generateJobNumber(ctx.deps, orgActor(ctx))),
  handle(e.removeEmployee, async (ctx) => removeEmployees(ctx.deps.db, orgActor(ctx), ctx.params.ids)),
  handle(e.importEmployeeExcel, async (ctx) => {
    const actor = orgActor(ctx);
    return importView(ctx.deps.db, actor.companyId, await runImport(ctx.deps, actor, employeeImport, ctx.params.fileId, ctx.params.mode), ctx.lang);
  }),
  handle(e.exportEmployeeExcel, async (ctx) => exportEmployees(ctx.deps, orgActor(ctx), ctx.params, ctx.lang)),
];
