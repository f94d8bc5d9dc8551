import type { Db } from '../../db/client';

/**
 * THE place where an employee's extended-field values are checked against the company's
 * extended-field definitions (ExtendedFieldConfiguration/dataVerification, built separately):
 * the lead wires that check in here after merging. Until then the values are stored as given
 * (the contract already bounds their keys, types and count). Save, update and the Excel import
 * all pass through this function, so wiring it once covers all three.
 */
export async function checkEmployeeExt(_db: Db, _companyId: number, ext: Record<string, unknown>): Promise<Record<string, unknown>> {
  return ext;
}
