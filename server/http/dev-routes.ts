import type { FastifyInstance } from 'fastify';
import { readOutbox, recordOutbox } from '../adapters/outbox';
import { registerAliyunSmsStandIn } from '../adapters/sms/aliyun-stand-in';
import type { Deps } from '../deps';
import { ErrorCode } from '#shared/contract/errors';

/** Development and test helpers. Never registered when NODE_ENV=production (they answer 404 there). */
export function registerDevRoutes(app: FastifyInstance, deps: Deps) {
  // Aliyun SMS's stand-in at this gateway's root, with the configured keys: SMS_PROVIDER=aliyun
  // alone sends through the SDK to it (config.ts points the endpoint here outside production).
  const aliyun = deps.config.smsProvider.aliyun;
  // A notification event's template: its SMS is listed as kind smsNotice (decision 0055).
  const notifyTemplates = new Map(Object.entries(aliyun.templates).flatMap(([purpose, byLang]) => (purpose.startsWith('notify:') ? Object.values(byLang ?? {}).map((code) => [code, purpose] as const) : [])));
  registerAliyunSmsStandIn(app, {
    accessKeyId: aliyun.accessKeyId,
    accessKeySecret: aliyun.accessKeySecret,
    signName: aliyun.signName,
    templateCodes: new Set(Object.values(aliyun.templates).flatMap((byLang) => Object.values(byLang ?? {}))),
    deliver: ({ template, params, ...m }) =>
      notifyTemplates.has(template) && m.code === undefined
        ? recordOutbox(deps.db, { kind: 'smsNotice', to: m.to, body: JSON.stringify({ purpose: notifyTemplates.get(template), template, vars: params }) })
        : recordOutbox(deps.db, { kind: 'sms', ...m }),
  });

  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', async (req, reply) => {
    const to = req.query.to;
    if (typeof to !== 'string' || to.length === 0 || to.length > 100) {
      return reply.code(400).send({ error: { errorCode: ErrorCode.invalidParams, errorInfo: 'to is required', field: 'to' } });
    }
    return { list: await readOutbox(deps.db, to) };
  });

  app.post<{ Body: { advanceDays?: unknown } }>('/api/dev/run-jobs', async (req, reply) => {
    const days = req.body?.advanceDays ?? 0;
    if (typeof days !== 'number' || !Number.isFinite(days) || days < 0 || days > 366) {
      return reply.code(400).send({ error: { errorCode: ErrorCode.invalidParams, errorInfo: 'advanceDays must be 0-366', field: 'advanceDays' } });
    }
    deps.clock.advance(days * 86_400_000);
    const ran = await deps.jobs.runAll(deps.clock.now(), req.log);
    return { response: { now: deps.clock.now().toISOString(), ran } };
  });
}
