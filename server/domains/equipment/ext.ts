import type { Db } from '../../db/client';

/**
 * THE place where a device's extended-field values are checked against the company's field
 * definitions (issue 14's extended fields, built separately; the lead wires its dataVerification
 * in here after merging). Until then the values are stored as given: the contract's extValues
 * already bounds keys, value types and sizes.
 * Answers the problems as { field: 'ext.<code>', key: '<texts.json key>' }.
 */
export async function checkDeviceExt(_db: Db, _companyId: number, _ext: Record<string, unknown>): Promise<{ field: string; key: string }[]> {
  return [];
}
