import { jobNumber } from '#shared/contract/employee';
import type { Deps } from '../../deps';
import { refuse } from '../../gateway/app-error';
import type { CompanyActor } from '../../gateway/company-authority';
import { nextSerial } from '../coding-rule/generate';
import { ruleForTarget } from '../coding-rule/rules';
import { jobNumberTaken } from '../coding-rule/taken';

/**
 * The next job number of the company's employee coding rule: the rule's counter gives parallel
 * callers distinct numbers, numbers an employee already holds are skipped. A rule whose text makes
 * numbers a job number may not hold (`.` or `/`, over 30 characters) is refused with the number,
 * so the admin sees what to change; the consumed number is simply never used.
 */
export async function generateJobNumber(deps: Deps, actor: CompanyActor) {
  const rule = await ruleForTarget(deps.db, actor.companyId, 'employee');
  if (!rule) throw refuse('employee.noRule');
  const value = await nextSerial(deps.db, rule, deps.clock.now(), jobNumberTaken(deps.db, actor.companyId));
  if (!jobNumber.safeParse(value).success) throw refuse('employee.jobNumber.ruleUnfit', { value });
  return { jobNumber: value };
}
