import type { Deps } from '../deps';
import type { Principal } from '../gateway/session';
import { appendEntry } from './chain';
import { auditKindOf } from './classes';
import { maskObject, targetsOf } from './mask';
import { entryOf, type AuditScope } from './scope';

/** The scope of a state-changing command, or null for a read (classes.ts). */
export function openScope(deps: Deps, cmd: string, principal: Principal | null, ip: string, userAgent: string | undefined, parameters: unknown): AuditScope | null {
  const kind = auditKindOf(cmd);
  if (!kind) return null;
  const params = parameters && typeof parameters === 'object' && !Array.isArray(parameters) ? (parameters as Record<string, unknown>) : {};
  const { targets, target } = targetsOf(params);
  const p = principal;
  return {
    cmd,
    kind,
    companyId: p?.companyId ?? null,
    memberId: p?.memberId ?? null,
    actorKind: !p ? 'anonymous' : p.kind === 'operator' ? 'operator' : 'member',
    actorId: !p ? null : p.kind === 'operator' ? p.operatorId : p.memberId,
    actorName: p?.memberCode ?? null,
    ip,
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
    params: maskObject(params),
    targets,
    target,
    changes: [],
    now: () => deps.clock.now(),
    written: false,
    closed: false,
  };
}

/** After the handler succeeded: its entry, unless its transaction already holds it. */
export async function finishScope(deps: Deps, scope: AuditScope) {
  const wasWritten = scope.written;
  scope.closed = true;
  if (wasWritten) return;
  scope.written = true;
  await deps.db.transaction((tx) => appendEntry(tx, entryOf(scope, 'done', null)));
}

/** A refused command: recorded on its own, whatever the handler's transaction did. */
export async function recordRefusal(deps: Deps, scope: AuditScope, errorCode: number) {
  scope.closed = true;
  await deps.db.transaction((tx) => appendEntry(tx, entryOf(scope, 'refused', errorCode)));
}
