/** What one delivery attempt came to; the worker records it (worker.ts). */
export type Outcome =
  | { kind: 'sent'; ref?: string }
  /** A provider error worth trying again later (network, rate limits, 5xx). */
  | { kind: 'retry'; error: string }
  /** Never going to work as it is (no template, unallocated number, budget spent): a dead letter now. */
  | { kind: 'dead'; error: string }
  /** WeChat cannot reach the member (no binding, unfollowed): SMS instead if the member has SMS on for the event. */
  | { kind: 'fallback'; note: string };
