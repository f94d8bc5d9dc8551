import type { z } from 'zod';
import type { CellResult } from './types';

/** A cell checked with a contract schema: its parsed value, or the schema's text key as the reason. */
export const bySchema =
  (schema: z.ZodType) =>
  (cell: string): CellResult => {
    const r = schema.safeParse(cell);
    return r.success ? { ok: true, value: r.data } : { ok: false, reason: r.error.issues[0]?.message ?? 'excelImport.cell.invalid' };
  };
/** Empty is none; anything else goes through the schema. */
export const optional =
  (schema: z.ZodType) =>
  (cell: string): CellResult =>
    cell === '' ? { ok: true, value: null } : bySchema(schema)(cell);
/** Empty is refused with the import's own text; anything else goes through the schema. */
export const required =
  (schema: z.ZodType) =>
  (cell: string): CellResult =>
    cell === '' ? { ok: false, reason: 'excelImport.cell.required' } : bySchema(schema)(cell);
