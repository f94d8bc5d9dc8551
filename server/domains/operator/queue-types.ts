import type { QueueDetail, QueueItem, QueueName } from '../../../src-shared/contract/operator';
import type { Lang } from '../../../src-shared/rules/texts';
import type { Deps } from '../../deps';

/** One review queue of the console: how to list it, show one item and apply a decision. */
export interface QueueImpl {
  list(deps: Deps, q: { status?: string; keyword?: string; page: number; rows: number }): Promise<{ list: QueueItem[]; total: number }>;
  /** The detail without the decision history (the console adds it). */
  detail(deps: Deps, id: number, lang: Lang): Promise<Omit<QueueDetail, 'decisions'>>;
  decide(deps: Deps, operatorId: number, id: number, decision: 'approve' | 'reject', reason: string | null): Promise<void>;
  openCount(deps: Deps): Promise<number>;
}

export type Queues = Record<QueueName, QueueImpl>;
