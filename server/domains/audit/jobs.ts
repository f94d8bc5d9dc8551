import type { Deps } from '../../deps';
import type { Job } from '../../jobs';
import { runAuditDaily } from './daily';

/** The audit trail's daily check, day heads and pruning. */
export const auditJobs = (deps: Deps): Job[] => [{ name: 'audit.daily', run: (now) => runAuditDaily(deps, now) }];
