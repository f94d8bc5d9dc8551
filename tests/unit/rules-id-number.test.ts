import { describe, expect, it } from 'vitest';
import { idCheckCharacter, idNumber, idNumberProblem, type IdNumberProblem } from '#shared/rules/id-number';

/**
 * GB 11643-1999 resident ID numbers against published values nobody here wrote. Sources:
 * - V: validator.js test/validators.test.js, isIdentityCard('zh-CN') valid/invalid lists (MIT).
 * - S: python-stdnum tests/test_cn_ric.doctest (LGPL-2.1), the valid examples and the invalid
 *   format/date/checksum/location cases.
 * - J: jxlwqq/id-validator tests/IdValidatorTest.php (MIT), valid and invalid cases, including
 *   the residence permits of Hong Kong/Macao (81) and Taiwan (83) residents.
 * - G: GB 11643-1999 itself, the standard's worked examples (appendix).
 * Expected outcomes are this portal's rule: province-level region, real date 1900..today, check
 * character (docs/decisions/0018-rules-against-real-data.md).
 */
const NOW = new Date('2026-11-25T12:00:00Z');
const cases: [string, IdNumberProblem | null, string][] = [
  // valid
  ['235407195106112745', null, 'V'],
  ['210203197503102721', null, 'V'],
  ['520323197806058856', null, 'V'],
  ['110101491001001', null, 'V 15 digits'],
  ['360426199101010071', null, 'S'],
  ['44011320141005001X', null, 'S'],
  ['44011320141005001x', null, 'S lower-case x'],
  ['412723199010050012', null, 'S'],
  ['110102199101010078', null, 'S'],
  ['120110198012010073', null, 'S'],
  ['120110199212010072', null, 'S'],
  ['110111198012010078', null, 'S (county code younger than the birth: province-level check only)'],
  ['110201199312010077', null, 'S (county abolished before the birth: province-level check only)'],
  ['110101199003078670', null, 'J'],
  ['440308199901101512', null, 'J'],
  ['500154199804106120', null, 'J'],
  ['411082198901010002', null, 'J'],
  ['610104620927690', null, 'J 15 digits'],
  ['810000199408230021', null, 'J Hong Kong/Macao residence permit'],
  ['830000199201300022', null, 'J Taiwan residence permit'],
  ['500154199301135886', null, 'J'],
  ['430302199312194239', null, 'J'],
  ['362324198001010014', null, 'J abolished county code'],
  ['362324198101010011', null, 'J'],
  ['362324198201010019', null, 'J'],
  ['610104196209276908', null, 'J upgraded from 610104620927690'],
  ['11010519491231002X', null, 'G'],
  // invalid
  ['440524188001010014', 'birthDate', 'G example born 1880: before 1900'],
  ['160323197806058856', 'region', 'V'],
  ['010203197503102721', 'region', 'V'],
  ['520323297806058856', 'birthDate', 'V year 2978'],
  ['520323197802318856', 'birthDate', 'V 31 February'],
  ['235407195106112742', 'checkDigit', 'V'],
  ['010101491001001', 'region', 'V 15 digits'],
  ['110101491041001', 'birthDate', 'V 15 digits, 41 October'],
  ['160101491001001', 'region', 'V 15 digits'],
  ['110101940231001', 'birthDate', 'V 15 digits, 31 February'],
  ['xx1234567', 'format', 'V'],
  ['135407195106112742', 'checkDigit', 'V'],
  ['123456789546', 'format', 'V'],
  ['123456789', 'format', 'V'],
  ['12345678A', 'format', 'V'],
  ['12345 678Z', 'format', 'V'],
  ['1234*6789', 'format', 'V'],
  ['GE9800as98', 'format', 'V'],
  ['235407207006112742', 'birthDate', 'V year 2070'],
  ['990426199112010074', 'region', 'S'],
  ['T60426199101010078', 'format', 'S'],
  ['360426199113010079', 'birthDate', 'S month 13'],
  ['36042619910102009X', 'checkDigit', 'S'],
  ['44030819990110', 'format', 'J 14 digits'],
  ['111111199901101512', 'checkDigit', 'J'],
  ['440308199902301512', 'birthDate', 'J 30 February'],
  ['440308199901101513', 'checkDigit', 'J'],
  ['610104620932690', 'birthDate', 'J 15 digits, 32 September'],
  ['11010119900307867X', 'checkDigit', 'J'],
];

describe('ID numbers (GB 11643) against published values', () => {
  it('has at least 50 published values', () => expect(cases.length).toBeGreaterThanOrEqual(50));
  it.each(cases)('%s → %s (%s)', (value, problem) => {
    expect(idNumberProblem(value, NOW)).toBe(problem);
  });

  it('a birth date after today (Beijing) is refused, today is not', () => {
    const born = (date: string) => `110101${date}001${idCheckCharacter(`110101${date}001`)}`;
    expect(idNumberProblem(born('20261125'), NOW)).toBe(null);
    expect(idNumberProblem(born('20261126'), NOW)).toBe('birthDate');
    // 16:30 UTC is already the 26th in Beijing.
    expect(idNumberProblem(born('20261126'), new Date('2026-11-25T16:30:00Z'))).toBe(null);
    expect(idNumberProblem(born('18991231'), NOW)).toBe('birthDate');
  });

  it('the field rule refuses each problem with the spec text and stores X upper-case', () => {
    expect(idNumber.parse(' 44011320141005001x ')).toBe('44011320141005001X');
    for (const [value, problem] of cases) {
      if (problem === null || problem === 'birthDate') continue;
      const r = idNumber.safeParse(value);
      expect(r.success, value).toBe(false);
      expect(r.error?.issues[0].message).toBe('rule.general.idCard');
    }
  });
});
