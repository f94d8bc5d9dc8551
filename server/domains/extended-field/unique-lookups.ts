import { sql } from 'drizzle-orm';
import type { ExtendedTarget } from '../../../src-shared/contract/extended-field';
import type { Db } from '../../db/client';
import type { IsTaken } from './check-values';

/**
 * Where `unique` extended values are looked up: each target's table keeps them in an `ext` jsonb
 * column next to `id` and `company_id`. The target domains register their table once (the lead
 * wires `registerUniqueLookup('device', extColumnLookup('org_devices'))` and the employees'
 * table when those land); dataVerification then checks uniqueness exactly as their saves do.
 */
export type UniqueLookup = (db: Db, companyId: number, exceptId?: number) => IsTaken;

/** A lookup over `<table>.ext`: another row of the company holding the same value under the key. */
export function extColumnLookup(table: string): UniqueLookup {
  return (db, companyId, exceptId) => async (fieldKey, value) => {
    const { rows } = (await db.execute(
      sql`select 1 from ${sql.identifier(table)} where company_id = ${companyId} and ext ->> ${fieldKey} = ${String(value)} and id <> ${exceptId ?? 0} limit 1`,
    )) as unknown as { rows: unknown[] };
    return rows.length > 0;
  };
}

const lookups = new Map<ExtendedTarget, UniqueLookup>();

export function registerUniqueLookup(target: ExtendedTarget, lookup: UniqueLookup) {
  lookups.set(target, lookup);
}

/** The registered lookup; until a target registers its table nothing of it exists to collide with. */
export function uniqueLookup(target: ExtendedTarget): UniqueLookup {
  return lookups.get(target) ?? (() => async () => false);
}
