import { describe, expect, it } from 'vitest';
import { isAllocatedTelephone } from '#server/adapters/allocated-telephone';
import { normalizeTelephone } from '#shared/rules/telephone';

/** Company telephones in their stored form, checked against libphonenumber's fixed-line ranges (decision 0018). */
const allocated = (typed: string) => isAllocatedTelephone(normalizeTelephone(typed)!);

describe('allocated fixed lines', () => {
  it('takes real numbers of 3- and 4-digit areas, with extensions', () => {
    for (const n of ['010-62345678', '021-62345678', '0512-66881234-801', '0755-88886666', '0931-8912345', '0571-87654321', '(010) 6279 3001 转 8001', '+86 755 8888 6666']) {
      expect(allocated(n), n).toBe(true);
    }
  });

  it('refuses numbers of the right shape outside the ranges: a subscriber length the area does not use, an area that does not exist', () => {
    // Shenzhen and Hangzhou have 8-digit subscribers, Lanzhou 7; 0600 and 0490 are no area codes.
    for (const n of ['0755-2345678', '0571-2345678', '0931-89123456', '0600-2345678', '0490-23456789']) {
      expect(normalizeTelephone(n), n).not.toBeNull();
      expect(allocated(n), n).toBe(false);
    }
  });

  it('keeps 400/800 hotlines and local numbers without area code (decision 0018)', () => {
    for (const n of ['400 830 8300', '800-820-8820', '4008308300-12', '62345678', '2345678']) expect(allocated(n), n).toBe(true);
  });
});
