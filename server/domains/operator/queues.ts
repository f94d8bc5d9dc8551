import { certQueue } from './cert-queue';
import { enterpriseQueue } from './enterprise-queue';
import { financeQueue } from './finance-queue';
import { fundQueue } from './fund-queue';
import { reconQueue } from './recon-queue';
import { factoryPushQueue } from '../factory/push-queue';
import type { Queues } from './queue-types';

/** Every queue of the console by name. */
export const queues: Queues = {
  enterpriseInfo: enterpriseQueue,
  realName: certQueue('realName'),
  changeInfo: certQueue('changeInfo'),
  changeBank: certQueue('changeBank'),
  bankBinding: certQueue('bankBinding'),
  financeApply: financeQueue,
  fundOpening: fundQueue,
  factoryPush: factoryPushQueue,
  reconciliation: reconQueue,
};
