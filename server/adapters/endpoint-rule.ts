/**
 * Production talks to outside services over https. The one exception is plain http to this
 * machine's loopback (127.0.0.1, ::1, localhost): that traffic never leaves the host, which is
 * what a rehearsal against local stand-ins (npm run standins) or a TLS-terminating sidecar on
 * the same machine needs. Any other http endpoint is refused at start-up.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

/** Why an endpoint URL (or bare host, which the SDKs take as https) is not allowed in production; null when it is. */
export function endpointProblem(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(v)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'https') return null;
  if (scheme !== 'http') return `must be an https URL, not ${scheme}:`;
  let host: string;
  try {
    host = new URL(v).hostname.toLowerCase();
  } catch {
    return 'is not a URL';
  }
  return LOOPBACK.has(host) ? null : 'must be https in production (plain http only to a loopback host: 127.0.0.1, ::1, localhost)';
}
