import type { ExtendedTarget } from '#shared/contract/extended-field';
import { ErrorCode } from '#shared/contract/errors';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { AppError } from '../../gateway/app-error';
import { checkExtendedValues, type ExtendedValue } from './check-values';
import { uniqueLookup } from './unique-lookups';

/**
 * A save's extended values, checked as dataVerification checks them: the normalized values to
 * store, or 1002 with the first problem's text (already in the caller's language) on `ext.<key>`.
 * `exceptId` is the row being edited (its own unique values are not a collision).
 */
export async function extendedValuesOrRefuse(db: Db, companyId: number, target: ExtendedTarget, input: Record<string, unknown>, o: { lang: Lang; exceptId?: number }): Promise<Record<string, ExtendedValue>> {
  const { values, errors } = await checkExtendedValues(db, companyId, target, input, { lang: o.lang, isTaken: uniqueLookup(target)(db, companyId, o.exceptId) });
  if (errors.length) throw new AppError(ErrorCode.invalidParams, 'server.error', { errorInfo: errors[0].reason }, `ext.${errors[0].field}`);
  return values;
}
