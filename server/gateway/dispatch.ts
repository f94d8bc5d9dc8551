import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import { ErrorCode, type GatewayErrorBody } from '#shared/contract/errors';
import { hasText, normalizeLang, text, type Lang } from '#shared/rules/texts';
import type { Deps } from '../deps';
import { checkAccess } from './access';
import { actorOf } from './actor';
import { AppError } from './app-error';
import { checkCompanyNeed, type CompanyActor } from './company-authority';
import { bearerOf, parseEnvelope } from './envelope';
import type { Handler } from './handler';
import { hashToken, lookupSession, sessionOf, touchSession, type Principal, type SessionRow } from './session';
import { oidcLoginCookie } from './oidc-login-cookie';
import { wxTicketCookie } from './wx-ticket-cookie';
import { finishScope, openScope, recordRefusal } from '../audit/gateway';
import { runInScope, type AuditScope } from '../audit/scope';

/** Turns an error into the envelope's error body, localized. Never leaks internals. */
export function errorBody(err: unknown, lang: Lang): GatewayErrorBody {
  if (err instanceof AppError) {
    return { errorCode: err.code, errorInfo: text(err.key, lang, err.vars), ...(err.field ? { field: err.field } : {}) };
  }
  if (err instanceof ZodError) return zodBody(err, lang);
  return { errorCode: ErrorCode.internal, errorInfo: text('gateway.1099', lang) };
}

function zodBody(err: ZodError, lang: Lang): GatewayErrorBody {
  const issue = err.issues[0];
  // An unknown key (strict schemas) is reported at the object's path: name the key itself.
  const path = issue ? (issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path) : [];
  const field = path.map(String).join('.') || 'parameters';
  const key = issue?.message;
  const errorInfo = key && hasText(key) ? text(key, lang) : text('gateway.1002.field', lang, { field });
  return { errorCode: ErrorCode.invalidParams, errorInfo, field };
}

export function sendError(reply: FastifyReply, body: GatewayErrorBody) {
  return reply.send({ error: body });
}

/** A refusal's entry; failing to write it is logged, never turned into another answer. */
async function refusalRecorded(req: FastifyRequest, deps: Deps, scope: AuditScope, code: number) {
  await recordRefusal(deps, scope, code).catch((err) => req.log.error({ err, cmd: scope.cmd }, 'audit refusal not recorded'));
}

const userAgentOf = (req: FastifyRequest) => (req.headers['user-agent'] ?? '').slice(0, 512);

/** The gateway route: POST /api/ with the spec's envelope. */
export function registerDispatch(app: FastifyInstance, deps: Deps, registry: Map<string, Handler>) {
  const route = async (req: FastifyRequest<{ Querystring: { lang?: string } }>, reply: FastifyReply) => {
    const lang = normalizeLang(req.query.lang);
    const env = parseEnvelope(req.body, bearerOf(req.headers.authorization));
    if (!env.ok) {
      return sendError(reply, { errorCode: ErrorCode.invalidParams, errorInfo: text('gateway.1002.field', lang, { field: env.field }), field: env.field });
    }
    const { cmd, parameters, page, rows, token } = env.value;
    // Unknown command first: a missing command always answers 1001, token or not.
    const handler = registry.get(cmd);
    if (!handler) return sendError(reply, { errorCode: ErrorCode.unknownCommand, errorInfo: text('gateway.1001', lang) });

    let scope: AuditScope | null = null;
    try {
      let principal: Principal | null = null;
      const needsAuth = handler.def.access !== 'public';
      // A fused read brings its answer with the session row; it is used only once access is granted.
      let fusedRow: (SessionRow & Record<string, unknown>) | undefined;
      if (token && needsAuth && handler.fused) {
        [fusedRow] = await deps.database.raw<SessionRow & Record<string, unknown>>(handler.fused.name, handler.fused.sql, [hashToken(token)]);
      }
      if (token && (needsAuth || handler.def.optionalSession)) {
        const found = handler.fused ? sessionOf(fusedRow, deps.clock.now()) : await lookupSession(deps.database, token, deps.clock.now());
        if (!found.ok) {
          if (needsAuth) return sendError(reply, { errorCode: found.code, errorInfo: text(`gateway.${found.code}`, lang) });
        } else {
          principal = found.principal;
          // Last use, at most once a minute: not awaited, so the request never waits for it.
          if (found.touch) touchSession(deps.database, principal.sessionId, deps.clock.now(), req.ip, userAgentOf(req)).catch((err) => req.log.warn({ err }, 'session touch failed'));
        }
      } else if (needsAuth) {
        return sendError(reply, { errorCode: ErrorCode.tokenInvalid, errorInfo: text('gateway.14', lang) });
      }
      if (needsAuth) {
        const denied = checkAccess(handler.def.access, principal!);
        if (denied) return sendError(reply, errorBody(denied, lang));
      }
      // A state-changing command is recorded from here on, refused or done (server/audit, decision 0050).
      scope = openScope(deps, cmd, principal, req.ip, req.headers['user-agent'], parameters);
      // Authority inside the company before the parameters: a member without the button learns nothing more.
      const company: CompanyActor | null = handler.def.needs && principal ? await checkCompanyNeed(deps.database, principal, handler.def.needs) : null;
      const parsed = handler.def.params.safeParse(parameters);
      if (!parsed.success) {
        const body = zodBody(parsed.error, lang);
        if (scope) await refusalRecorded(req, deps, scope, body.errorCode);
        return sendError(reply, body);
      }
      if (fusedRow && handler.fused) return reply.send({ response: handler.fused.map(fusedRow) ?? null });
      const ctx = {
        params: parsed.data as z.output<typeof handler.def.params>,
        actor: actorOf(principal),
        principal,
        company,
        lang,
        page,
        rows,
        deps,
        log: req.log,
        ip: req.ip,
        userAgent: userAgentOf(req),
        origin: typeof req.headers.origin === 'string' ? req.headers.origin.slice(0, 256) : '',
        ...(handler.readsWxTicket ? { wxTicket: wxTicketCookie(req.headers.cookie) } : {}),
        ...(handler.readsOidcLogin ? { oidcLogin: oidcLoginCookie(req.headers.cookie) } : {}),
      };
      const auditing = scope;
      const response = auditing ? await runInScope(auditing, () => handler.run(ctx)) : await handler.run(ctx);
      if (auditing) await finishScope(deps, auditing);
      return reply.send({ response: response === undefined ? null : response });
    } catch (err) {
      if (!(err instanceof AppError) && !(err instanceof ZodError)) req.log.error({ err, cmd }, 'command failed');
      const body = errorBody(err, lang);
      if (scope && !scope.closed) await refusalRecorded(req, deps, scope, body.errorCode);
      return sendError(reply, body);
    }
  };
  app.post('/api/', route);
  app.post('/api', route);
}
