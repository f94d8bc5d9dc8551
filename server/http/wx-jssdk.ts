import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signJssdk } from '../adapters/wechat/jssdk-sign';
import type { Deps } from '../deps';
import { ErrorCode } from '#shared/contract/errors';

/** GET /api/wx/jssdk?url= — the JS-SDK config for a page on an allow-listed host. */
export function registerJssdk(app: FastifyInstance, deps: Deps) {
  app.get<{ Querystring: { url?: string } }>('/api/wx/jssdk', async (req, reply) => {
    const raw = req.query.url;
    let url: URL | null = null;
    try {
      url = typeof raw === 'string' && raw.length <= 2000 ? new URL(raw) : null;
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || !deps.config.wx.jssdkHosts.includes(url.hostname)) {
      return reply.code(400).send({ error: { errorCode: ErrorCode.invalidParams, errorInfo: 'url is not an allowed page', field: 'url' } });
    }
    const now = deps.clock.now();
    const ticket = await deps.adapters.wechat.jsapiTicket(now);
    const timestamp = Math.floor(now.getTime() / 1000);
    const nonceStr = randomBytes(12).toString('base64url');
    return {
      response: { appId: deps.adapters.wechat.appId, timestamp, nonceStr, signature: signJssdk(ticket, nonceStr, timestamp, raw!) },
    };
  });
}
