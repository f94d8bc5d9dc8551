import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Access, AccessOf, CommandDef, ResponseOf } from '#shared/contract/command';
import type { Lang } from '#shared/rules/texts';
import type { Deps } from '../deps';
import type { ActorOf } from './actor';
import type { CompanyActor } from './company-authority';
import type { Principal } from './session';

export interface Ctx<P, A extends Access = Access> {
  params: P;
  /** The caller, typed by the command's access level (actor.ts): `{memberId, companyId}` for a certified command. */
  actor: ActorOf<A>;
  /** Null only for public commands called without a token. Prefer `actor`. */
  principal: Principal | null;
  /** The caller inside their company, checked against the command's `needs` (null when it declares none). */
  company: CompanyActor | null;
  lang: Lang;
  page: number;
  rows: number;
  deps: Deps;
  log: FastifyBaseLogger;
  ip: string;
  /** The request's User-Agent header ('' when none), for the sessions a sign-in starts. */
  userAgent: string;
  /** The request's Origin header ('' when none): outside production, the passkeys' relying party (account/passkey-rp.ts). */
  origin?: string;
  /** The WeChat ticket cookie's value: read for handlers made with handleWeChat only (wx-ticket-cookie.ts). */
  wxTicket?: string | null;
  /** The third-party sign-in cookie's value: read for handlers made with handleOidcLogin only (oidc-login-cookie.ts). */
  oidcLogin?: string | null;
}

/** The context of a WeChat-acting command: the ticket cookie (null when the browser sent none). */
export type WxCtx<P, A extends Access = Access> = Ctx<P, A> & { wxTicket: string | null };

export interface Handler {
  def: CommandDef;
  run(ctx: Ctx<unknown>): Promise<unknown>;
  /** A signed-in read answered in the session lookup's own round trip (session.ts fusedSessionSql). */
  fused?: FusedRead;
  /** The gateway reads the WeChat ticket cookie for this command (handleWeChat). */
  readsWxTicket?: true;
  /** The gateway reads the third-party sign-in cookie for this command (handleOidcLogin). */
  readsOidcLogin?: true;
}

export interface FusedRead {
  /** Statement name (prepared once per connection on PostgreSQL). */
  name: string;
  /** The whole statement: fusedSessionSql(read). */
  sql: string;
  /** The response from the fused row's read columns. */
  map(row: Record<string, unknown>): unknown;
}

/** Binds a handler to its contract entry; the gateway owns parsing, access and errors. */
export function handle<C extends CommandDef>(def: C, run: (ctx: Ctx<z.output<C['params']>, AccessOf<C>>) => Promise<ResponseOf<C>>): Handler {
  return { def, run: run as Handler['run'] };
}

/**
 * A member read with no parameters that every page makes: the gateway runs the session
 * lookup and this read as one statement (docs/architecture.md, Budgets: one round trip where you can).
 * `run` answers the same through the ordinary path (tests, server-side callers).
 */
export function handleFused<C extends CommandDef>(def: C, fused: FusedRead & { map(row: Record<string, unknown>): ResponseOf<C> }, run: (ctx: Ctx<z.output<C['params']>, AccessOf<C>>) => Promise<ResponseOf<C>>): Handler {
  return { def, run: run as Handler['run'], fused };
}

/**
 * A command acting for the WeChat user of this browser: the gateway hands it the HttpOnly
 * WeChat ticket cookie (the only cookie it reads; wx-ticket-cookie.ts says why that is CSRF-safe).
 */
export function handleWeChat<C extends CommandDef>(def: C, run: (ctx: WxCtx<z.output<C['params']>, AccessOf<C>>) => Promise<ResponseOf<C>>): Handler {
  return { def, run: run as Handler['run'], readsWxTicket: true };
}

/** A command finishing this browser's third-party sign-in: the gateway hands it the HttpOnly attempt cookie. */
export function handleOidcLogin<C extends CommandDef>(def: C, run: (ctx: Ctx<z.output<C['params']>, AccessOf<C>> & { oidcLogin: string | null }) => Promise<ResponseOf<C>>): Handler {
  return { def, run: run as Handler['run'], readsOidcLogin: true };
}
