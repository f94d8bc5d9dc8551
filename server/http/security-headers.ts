import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. style-src allows inline styles because
 * antd and antd-mobile inject CSS-in-JS at run time; scripts are self only
 * (the WeChat JS-SDK is bundled from npm, not loaded from WeChat's CDN).
 */
const csp = (connect: string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // WeChat avatars (snsapi_userinfo headimgurl) come from these hosts.
    "img-src 'self' data: blob: https://thirdwx.qlogo.cn https://wx.qlogo.cn",
    "font-src 'self' data:",
    // The environment's API and public API hosts (api-hosts.ts), when they are other origins.
    ["connect-src 'self'", ...connect].join(' '),
    "frame-ancestors 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, connectOrigins: string[] = []) {
  const CSP = csp([...new Set(connectOrigins.filter(Boolean))]);
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('X-Request-Id', req.id);
    if (req.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
