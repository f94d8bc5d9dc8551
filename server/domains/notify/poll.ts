import type { App } from '../../app';
import { deliverDue } from './worker';

/**
 * Every process polls the outbox every `everyMs` (1 s): a notice reaches the providers within
 * about a second of its commit whichever process wrote it, and the claims (worker.ts) share the
 * rows between processes. One run at a time per process; stop() waits for it.
 */
export function startDeliveryPoll(app: App, everyMs = 1000) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = deliverDue(app.deps)
      .then(() => undefined)
      .catch((err) => app.log.error({ err }, 'notify delivery failed'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
