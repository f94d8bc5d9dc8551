import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { ErrorCode, envelopeLimits } from '#shared/contract/errors';
import { normalizeLang, text } from '#shared/rules/texts';
import { createAdapters } from './adapters/index';
import { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { allHandlers } from './domains/index';
import { allJobs } from './domains/jobs';
import { registerFileRoutes } from './domains/file/http';
import { registerBankCallback } from './domains/fund/bank-callback';
import { registerDeviceRoutes } from './domains/device/http';
import { registerBoxReportRoute } from './domains/equipment/box-report';
import { registerDashboardRoutes } from './domains/insight/http';
import { registerOidcRoutes } from './domains/sso/http';
import { registerIndustryApi } from './domains/industry-app/http';
import { registerAuditExport } from './domains/audit/export';
import { registerDispatch } from './gateway/dispatch';
import { buildRegistry } from './gateway/registry';
import { registerDevRoutes } from './http/dev-routes';
import { registerSecurityHeaders } from './http/security-headers';
import { demoRibbonHtml } from './http/demo-ribbon';
import { closeConnectionsWhenDraining } from './http/drain';
import { registerHealthRoutes } from './http/health';
import { registerHostRoutes } from './http/api-hosts';
import { registerApiCors } from './http/cors';
import { htmlDataLoader } from './http/html-data';
import { phoneRedaction, serializeError, serializeRequest } from './http/log-redaction';
import { requestId } from './http/request-id';
import { registerStaticSite } from './http/static-site';
import { readSiteSwitches } from './domains/system/site-switches';
import { serverTimeouts } from './http/timeouts';
import { registerJssdk } from './http/wx-jssdk';
import { registerWeChatAuth } from './http/wx-oauth';
import { registerOidcLogin } from './http/oidc-login';
import { Jobs } from './jobs';
import { installAuditHook } from './audit/scope';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Tests pass false to keep logs quiet. */
  logger?: boolean;
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: { write(line: string): void };
}

/** Builds the whole server (gateway, side routes, static site) without listening. */
export type App = FastifyInstance & { deps: Deps };

export async function buildServer(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, serializers: { req: serializeRequest, err: serializeError }, redact: phoneRedaction, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    ...serverTimeouts(config),
    bodyLimit: envelopeLimits.bodyBytes,
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
  });
  // A state-changing command's audit entry joins its transaction (server/audit/scope.ts).
  installAuditHook(database.db);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock: opts.clock ?? new Clock(),
    adapters: createAdapters(config, database.db, app.log),
    jobs: new Jobs(),
  };
  for (const job of allJobs(deps)) deps.jobs.register(job);
  app.addHook('onClose', async () => deps.adapters.storage.close?.());

  // Only JSON (and multipart, registered by the upload route) is accepted; text/plain would bypass the envelope checks.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app, [config.hosts.apiBase, config.hosts.alternate?.apiBase ?? '', config.hosts.publicApiBase]);
  registerErrorHandling(app);
  closeConnectionsWhenDraining(app);

  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (req) => !req.url.startsWith('/api'),
      errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, code: 'RATE_LIMITED', message: `retry in ${ctx.after}` }),
    });
  }

  registerHealthRoutes(app, deps);
  const registry = buildRegistry(allHandlers);
  registerDispatch(app, deps, registry);
  app.get('/api/serverTime', async () => {
    const now = deps.clock.now();
    return { response: { timestamp: now.getTime(), iso: now.toISOString() } };
  });
  registerJssdk(app, deps);
  registerWeChatAuth(app, deps);
  registerOidcRoutes(app, deps);
  registerOidcLogin(app, deps);
  registerIndustryApi(app, deps);
  registerDeviceRoutes(app, deps);
  registerBoxReportRoute(app, deps);
  registerDashboardRoutes(app);
  registerFileRoutes(app, deps);
  registerAuditExport(app, deps);
  registerHostRoutes(app, deps, config.hosts);
  registerApiCors(app, config.hosts, config.topDomain);
  registerBankCallback(app, deps);
  if (!config.production) registerDevRoutes(app, deps);

  const serveHtml = await registerStaticSite(app, config.distDir, {
    htmlData: htmlDataLoader(registry, deps),
    ribbon: config.demoMode ? demoRibbonHtml() : undefined,
    switches: () => readSiteSwitches(deps.db, config.localDeployment),
    hosts: config.hosts,
  });
  app.setNotFoundHandler((req, reply) => {
    const lang = normalizeLang((req.query as { lang?: string } | undefined)?.lang);
    if (req.url.startsWith('/api') || req.method !== 'GET') {
      return reply.code(404).send({ error: { errorCode: ErrorCode.notFound, errorInfo: text('gateway.1005', lang) } });
    }
    return serveHtml(req, reply);
  });

  return Object.assign(app as unknown as FastifyInstance, { deps });
}

/**
 * Bad input never becomes a 500 or a stack trace: body parsing, size and rate
 * errors are answered in the envelope; anything unexpected is logged with the
 * request id and answered 1099.
 */
function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = normalizeLang((req.query as { lang?: string } | undefined)?.lang);
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: { errorCode: ErrorCode.tooMany, errorInfo: text('gateway.1004', lang) } });
    }
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: { errorCode: ErrorCode.invalidParams, errorInfo: text('gateway.bodyTooLarge', lang), field: 'body' } });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ error: { errorCode: ErrorCode.invalidParams, errorInfo: text('gateway.contentType', lang), field: 'body' } });
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ error: { errorCode: ErrorCode.invalidParams, errorInfo: text('gateway.badJson', lang), field: 'body' } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { errorCode: ErrorCode.internal, errorInfo: text('gateway.1099', lang) } });
  });
}
