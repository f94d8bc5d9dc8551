import { and, eq } from 'drizzle-orm';
import type { CodingTarget } from '../../../src-shared/contract/coding-rule';
import type { Db } from '../../db/client';
import { orgDevices } from '../../db/schema';
import type { IsTaken } from './generate';

/** A device serial is taken when the company already has a device with it. */
export const deviceSerialTaken =
  (db: Db, companyId: number): IsTaken =>
  async (sn) =>
    (
      await db
        .select({ id: orgDevices.id })
        .from(orgDevices)
        .where(and(eq(orgDevices.companyId, companyId), eq(orgDevices.sn, sn)))
        .limit(1)
    ).length > 0;

/**
 * Which numbers each target already uses. Employee job numbers: the employees domain adds its
 * check here when it generates job numbers from the rule (until then nothing is skipped for them).
 */
export function takenFor(db: Db, companyId: number, target: CodingTarget): IsTaken {
  if (target === 'device') return deviceSerialTaken(db, companyId);
  return async () => false;
}
