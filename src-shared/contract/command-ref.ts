import type { Need } from './authority-rule';
import type { Access, CommandDef } from './command';

/**
 * A command without its parameter schema: what the gateway client needs at run
 * time, plus the command's declared company need (ids only) so the UI can ask
 * `canRun(ref)` without loading zod. Typed as the full definition so `call()`
 * and `useCommand()` check parameters and responses exactly as with the
 * contract module. See refs/.
 */
export const ref = <C extends CommandDef>(cmd: string, access: Access, paged: boolean, needs?: Need) => (needs ? { cmd, access, paged, needs } : { cmd, access, paged }) as unknown as C;
