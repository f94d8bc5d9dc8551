import type { Deps } from '../../deps';
import type { Job } from '../../jobs';
import { deliverDue } from './worker';

/** The outbox as a job: the minute's timer and `POST /api/dev/run-jobs` deliver what is due (poll.ts does so every second). */
export const notifyJobs = (deps: Deps): Job[] => [{ name: 'notify.deliver', run: () => deliverDue(deps) }];
