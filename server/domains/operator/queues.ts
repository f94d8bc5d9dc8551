import { enterpriseQueue } from './enterprise-queue';
import type { Queues } from './queue-types';

/** Every queue of the console by name. */
export const queues = {
  enterpriseInfo: enterpriseQueue,
} as Queues; // TODO(centre): real-name queues
