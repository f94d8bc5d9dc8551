import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The request id every log line and response (X-Request-Id) carries. A well-formed id from the
 * proxy in front (nginx sends its $request_id, 32 hex digits) is kept, so one id follows a
 * request through the proxy's log and ours; anything else (missing, too long, CR/LF, spaces)
 * is replaced by a fresh UUID. The id is for correlating logs only: nothing trusts it.
 */
const WELL_FORMED = /^[A-Za-z0-9_-]{16,64}$/;

export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}
