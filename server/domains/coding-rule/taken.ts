import { and, eq, sql } from 'drizzle-orm';
import type { CodingTarget } from '#shared/contract/coding-rule';
import type { Db } from '../../db/client';
import { employees, orgDevices } from '../../db/schema';
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

/** A job number is taken when an employee of the company has it (job numbers are unique ignoring case). */
export const jobNumberTaken =
  (db: Db, companyId: number): IsTaken =>
  async (jobNumber) =>
    (
      await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), eq(sql`lower(${employees.jobNumber})`, jobNumber.toLowerCase())))
        .limit(1)
    ).length > 0;

/** Which numbers each target already uses (the preview and the generation skip them). */
export function takenFor(db: Db, companyId: number, target: CodingTarget): IsTaken {
  return target === 'device' ? deviceSerialTaken(db, companyId) : jobNumberTaken(db, companyId);
}
