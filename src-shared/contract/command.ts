import { z } from 'zod';
import type { Need } from './authority-rule';

/**
 * Access levels a command can require. The gateway checks them before the
 * handler runs; the client uses them to decide whether to attach a token.
 * - public: anyone
 * - member: any signed-in member (personal or enterprise)
 * - enterprise: signed in as a member of a company
 * - certified: signed in as a member of a real-name certified company
 * - operator: a platform operator (the /operator console)
 * - salesman: a salesman session (salesMember personLogin)
 * - admin: a member session of a platform field admin (the mobile factory-approval area)
 */
export type Access = 'public' | 'member' | 'enterprise' | 'certified' | 'operator' | 'salesman' | 'admin';

export interface CommandDef<P extends z.ZodType = z.ZodType, R = unknown, A extends Access = Access> {
  readonly cmd: string;
  /** Kept as its literal so the server types the handler's actor by it (server/gateway/actor.ts). */
  readonly access: A;
  readonly params: P;
  /** Paged commands accept page/rows and answer {list, total}. */
  readonly paged: boolean;
  /** What the caller needs inside their company (buttonId, pages or admin); the gateway checks it. */
  readonly needs?: Need;
  /** A public command that still reads the caller's session when a token comes (the principal may be null). */
  readonly optionalSession: boolean;
  /** Phantom field: the response type, for the client's inference only. */
  readonly _response?: R;
  /** Types the response: `command(...).returns<Notice>()`. No runtime effect. */
  returns<T>(): CommandDef<P, T, A>;
}

export type ParamsOf<C> = C extends CommandDef<infer P, unknown> ? z.input<P> : never;
export type ResponseOf<C> = C extends CommandDef<z.ZodType, infer R> ? R : never;
export type AccessOf<C> = C extends CommandDef<z.ZodType, unknown, infer A> ? A : never;

export interface Paged<T> {
  list: T[];
  total: number;
}

/** Declares one gateway command. Client and server import the same object. */
export function command<P extends z.ZodType, A extends Access>(cmd: string, opts: { access: A; params: P; paged?: boolean; needs?: Need; optionalSession?: boolean }): CommandDef<P, unknown, A> {
  const def: CommandDef<P, unknown, A> = {
    cmd,
    access: opts.access,
    params: opts.params,
    paged: opts.paged ?? false,
    ...(opts.needs ? { needs: opts.needs } : {}),
    optionalSession: opts.optionalSession ?? false,
    returns<T>() {
      return def as unknown as CommandDef<P, T, A>;
    },
  };
  return def;
}

/** Parameters of a command that takes none. Strict: unknown keys are refused. */
export const noParams = z.object({}).strict();

/**
 * A keyset cursor of a long list: the `next` or `prev` a page's answer carries, passed back as
 * `after` or `before` to read the page beside it without counting the rows in front (deep pages
 * stay as fast as page 1). Opaque to clients: the row's sort key as dot-separated integers.
 */
export const listCursor = z.string().regex(/^\d{1,20}(\.\d{1,20}){1,2}$/);

/** The optional keyset parameters of a long list; `after` and `before` exclude each other. */
export const keysetParams = { after: listCursor.optional(), before: listCursor.optional() };

/** Refuses `after` together with `before` (1002 on `before`). */
export const oneCursor = (v: { after?: string; before?: string }, ctx: z.RefinementCtx) => {
  if (v.after !== undefined && v.before !== undefined) ctx.addIssue({ code: 'custom', path: ['before'], message: 'after and before exclude each other' });
};

/** What a long list's page answers beside {list, total}: present only when there is such a page. */
export interface Keyset {
  /** Pass as `after` for the next page. */
  next?: string;
  /** Pass as `before` for the previous page. */
  prev?: string;
}
