import { certQueue } from '../certification/review-queue';
import { enterpriseQueue } from '../enterprise/review-queue';
import { factoryPushQueue } from '../factory/review-queue';
import { financeQueue } from '../finance/review-queue';
import { fundQueue } from '../fund/opening-queue';
import { reconQueue } from '../fund/recon-queue';
import type { Queues } from '../review-queue';

/** Every queue of the console by name; each domain owns its queue, the console only composes them. */
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
