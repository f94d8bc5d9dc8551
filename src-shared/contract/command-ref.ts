import type { Access, CommandDef } from './command';

/**
 * A command without its parameter schema: what the gateway client needs at run
 * time. Typed as the full definition so `call()` and `useCommand()` check
 * parameters and responses exactly as with the contract module. See refs/.
 */
export const ref = <C extends CommandDef>(cmd: string, access: Access, paged: boolean) => ({ cmd, access, paged }) as unknown as C;
