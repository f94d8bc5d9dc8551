/**
 * Per-key FIFO queues of this process: at most `limit` runs per key at once, the rest wait in
 * arrival order (or give up after `timeoutMs`). Only a courtesy to the database: the limits that
 * matter hold in the database (throttle.ts); this keeps a burst on one key from polling it.
 */
interface Queue {
  active: number;
  waiting: Array<() => void>;
}
const queues = new Map<string, Queue>();

export async function withPermit<T>(key: string, limit: number, timeoutMs: number, onTimeout: () => Error, run: () => Promise<T>): Promise<T> {
  let q = queues.get(key);
  if (!q) {
    q = { active: 0, waiting: [] };
    queues.set(key, q);
  }
  const queue = q;
  if (queue.active < limit) queue.active++;
  else {
    // A finishing run hands its permit straight to the next waiter (active stays the same).
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.waiting.splice(queue.waiting.indexOf(go), 1);
        reject(onTimeout());
      }, timeoutMs);
      queue.waiting.push(go);
    });
  }
  try {
    return await run();
  } finally {
    const next = queue.waiting.shift();
    if (next) next();
    else if (--queue.active === 0) queues.delete(key);
  }
}
