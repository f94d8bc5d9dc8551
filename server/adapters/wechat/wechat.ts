import { randomBytes } from 'node:crypto';

/**
 * WeChat's server API as the portal uses it. The in-process stand-in issues
 * tickets locally; the HTTP stand-in and the real API share this interface.
 */
export interface WeChat {
  appId: string;
  /** A jsapi_ticket, cached until it expires. */
  jsapiTicket(now: Date): Promise<string>;
}

export function standInWeChat(appId: string): WeChat {
  let cached: { ticket: string; expiresAt: number } | null = null;
  return {
    appId,
    async jsapiTicket(now) {
      if (!cached || cached.expiresAt <= now.getTime()) {
        // WeChat tickets last 7200 s; refresh a little early.
        cached = { ticket: randomBytes(24).toString('base64url'), expiresAt: now.getTime() + 7000_000 };
      }
      return cached.ticket;
    },
  };
}
