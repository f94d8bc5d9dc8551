import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../gateway/app-error';
import { ErrorCode } from '#shared/contract/errors';
import { MOBILE_CN } from '#shared/rules/fields';

/**
 * Whether a company telephone in its stored form (src-shared/rules/telephone.ts:
 * AREA-SUBSCRIBER[-EXTENSION], 400-123-4567, or a local number without area code) lies in an
 * allocated fixed-line range, by libphonenumber's number-range metadata like mobiles
 * (sms/allocated-mobile.ts): "0755-1234567" has the shape but Shenzhen numbers have 8 digits;
 * "0999-1234567" has no such area. Kept as decision 0018 has them: 400/800 hotlines (national,
 * no area code) and local numbers without an area code (nothing to check them against).
 * Server only: the metadata is ~150 kB; the client keeps the shape rule.
 */
export function isAllocatedTelephone(stored: string): boolean {
  const [first, second] = stored.split('-');
  if (/^[48]00$/.test(first)) return true;
  if (second === undefined) return /^[2-9]\d{6,7}$/.test(first);
  if (!/^0\d{2,3}$/.test(first) || !/^\d{7,8}$/.test(second)) return false;
  const n = parsePhoneNumberFromString(`+86${first.slice(1)}${second}`);
  if (!n || !n.isValid() || n.countryCallingCode !== '86') return false;
  const type = n.getType();
  return type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** Refuses (1002 on `field`, with the field's format text) a telephone outside allocated fixed-line ranges. */
export function assertAllocatedTelephone(stored: string, field: string, key: string) {
  if (!isAllocatedTelephone(stored)) throw new AppError(ErrorCode.invalidParams, key, {}, field);
}

/** A "mobile or telephone" field: a mobile is taken as typed (its shape rule), a telephone is checked against the ranges. */
export function assertAllocatedPhoneOrTelephone(value: string, field: string, key: string) {
  if (!MOBILE_CN.test(value)) assertAllocatedTelephone(value, field, key);
}
