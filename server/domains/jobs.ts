import type { Deps } from '../deps';
import type { Job } from '../jobs';
import { fundJobs } from './fund/jobs';
import { orgJobs } from './org/jobs';
import { auditJobs } from './audit/jobs';
import { notifyJobs } from './notify/jobs';

/** Every domain's scheduled jobs, registered once in buildServer (a domain adds one entry here). */
export const allJobs = (deps: Deps): Job[] => [...fundJobs(deps), ...orgJobs(deps), ...auditJobs(deps), ...notifyJobs(deps)];
