import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ErrorCode } from '#shared/contract/errors';
import { AppError } from '../../gateway/app-error';
import type { SmsSender } from './sms';

/**
 * Whether a mobile number lies in an allocated mobile range, by libphonenumber's number-range
 * metadata (updated with the package: `npm update libphonenumber-js`), not a regex that ages.
 * A +86 number must be of type MOBILE; other country codes may also be FIXED_LINE_OR_MOBILE
 * (countries whose plans do not tell the two apart). Server only: the metadata is ~150 kB and the
 * client bundles keep the cheap MOBILE_CN pattern.
 */
export function isAllocatedMobile(nationCode: string, mobile: string): boolean {
  if (!/^\d{1,4}$/.test(nationCode) || !/^\d{4,15}$/.test(mobile)) return false;
  const n = parsePhoneNumberFromString(`+${nationCode}${mobile}`);
  if (!n || !n.isValid() || n.countryCallingCode !== nationCode) return false;
  const type = n.getType();
  return type === 'MOBILE' || (nationCode !== '86' && type === 'FIXED_LINE_OR_MOBILE');
}

/** Refuses (1002 on `field`, the mobile rule's text) a number outside allocated mobile ranges. */
export function assertAllocatedMobile(nationCode: string, mobile: string, field = 'mobile') {
  if (!isAllocatedMobile(nationCode, mobile)) throw new AppError(ErrorCode.invalidParams, 'rule.register.mobile.format', {}, field);
}

/**
 * Wraps a sender so that nothing is ever sent to an unallocated number, whatever the caller
 * checked: a code or a notice to such a number is refused before the provider is asked.
 */
export function allocatedOnly(sender: SmsSender): SmsSender {
  return {
    async sendCode(to, code, purpose, recipient) {
      assertAllocatedMobile(recipient?.nationCode ?? '86', to);
      return sender.sendCode(to, code, purpose, recipient);
    },
    async sendText(to, body, notice, recipient) {
      assertAllocatedMobile(recipient?.nationCode ?? '86', to);
      return sender.sendText(to, body, notice, recipient);
    },
  };
}
