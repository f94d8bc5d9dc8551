import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CommandDef, ResponseOf } from '../../src-shared/contract/command';
import type { Lang } from '../../src-shared/rules/texts';
import type { Deps } from '../deps';
import type { Principal } from './session';

export interface Ctx<P> {
  params: P;
  /** Null only for public commands called without a token. */
  principal: Principal | null;
  lang: Lang;
  page: number;
  rows: number;
  deps: Deps;
  log: FastifyBaseLogger;
  ip: string;
}

export interface Handler {
  def: CommandDef;
  run(ctx: Ctx<unknown>): Promise<unknown>;
}

/** Binds a handler to its contract entry; the gateway owns parsing, access and errors. */
export function handle<C extends CommandDef>(
  def: C,
  run: (ctx: Ctx<z.output<C['params']>>) => Promise<ResponseOf<C>>,
): Handler {
  return { def, run: run as Handler['run'] };
}
