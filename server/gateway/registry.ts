import { allCommands } from '#shared/contract/index';
import type { Handler } from './handler';

/**
 * The command registry: contract entries joined with their handlers.
 * A handler whose command is not in the contract is a programming error.
 */
export function buildRegistry(handlers: Handler[]): Map<string, Handler> {
  const known = new Set(allCommands.map((c) => c.cmd));
  const map = new Map<string, Handler>();
  for (const h of handlers) {
    if (!known.has(h.def.cmd)) throw new Error(`handler for ${h.def.cmd} has no contract entry`);
    if (map.has(h.def.cmd)) throw new Error(`two handlers for ${h.def.cmd}`);
    map.set(h.def.cmd, h);
  }
  return map;
}
