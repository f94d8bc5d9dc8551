import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { extendedValuesOrRefuse } from '../extended-field/refuse-invalid';

/**
 * An employee's extended-field values, checked against the company's field definitions exactly as
 * ExtendedFieldConfiguration/dataVerification checks them (required, type, range, dictionary
 * values, unique among the company's employees); answers the normalized values to store.
 */
export function checkEmployeeExt(db: Db, companyId: number, ext: Record<string, unknown>, o: { lang: Lang; exceptId?: number }) {
  return extendedValuesOrRefuse(db, companyId, 'employee', ext, o);
}
