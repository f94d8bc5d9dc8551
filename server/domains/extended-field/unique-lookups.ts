import { sql } from 'drizzle-orm';
import type { ExtendedTarget } from '#shared/contract/extended-field';
import type { Db } from '../../db/client';
import type { IsTaken } from './check-values';

/**
 * Where `unique` extended values are looked up: each target's table keeps them in an `ext` jsonb
 * column next to `id` and `company_id` (TABLES below); dataVerification checks uniqueness exactly
 * as the targets' saves do.
 */
export type UniqueLookup = (db: Db, companyId: number, exceptId?: number) => IsTaken;

/** A lookup over `<table>.ext`: another row of the company holding the same value under the key. */
export function extColumnLookup(table: string): UniqueLookup {
  return (db, companyId, exceptId) => async (fieldKey, value) => {
    const { rows } = (await db.execute(sql`select 1 from ${sql.identifier(table)} where company_id = ${companyId} and ext ->> ${fieldKey} = ${String(value)} and id <> ${exceptId ?? 0} limit 1`)) as unknown as {
      rows: unknown[];
    };
    return rows.length > 0;
  };
}

/** Each target's table: its rows keep the values in `ext`, next to `id` and `company_id`. */
const TABLES: Record<ExtendedTarget, string> = { employee: 'employees', device: 'org_devices' };

/** Where a target's unique values are looked up (dataVerification and the target's saves alike). */
export function uniqueLookup(target: ExtendedTarget): UniqueLookup {
  return extColumnLookup(TABLES[target]);
}
