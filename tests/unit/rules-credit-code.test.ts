import { describe, expect, it } from 'vitest';
import { creditCode } from '#shared/rules/centre-fields';
import { creditCodeCheckCharacter, creditCodeProblem } from '#shared/rules/credit-code';

/**
 * GB 32100-2015 unified social credit codes against published values. Source: python-stdnum
 * tests/test_cn_uscc.doctest (LGPL-2.1): its "found online and should all be valid" list (first
 * 60 below) and its invalid cases; plus the same codes with one character changed, which every
 * single-character typo must make fail (the check character catches all of them).
 */
const VALID = `121200004013590816 91110000600037341L 91110000710926094P 91120224064012553U 911522010783710635
91152201078371135X 911522010783762860 91152201078376307G 91152201078377449P 9115220107837757XE 9115220107837941X1
91152201078382010M 911522010783887624 911522010783897302 911522010783898533 91152201078389925U 9115220107839138X8
911522010783917502 91152201078391769Y 91152201078394644D 91152201078395081D 91152201078395188Q 91152201078397730B
91152201082151522J 91310000631696382C 91310000797046224D 91310112087994932F 913101127033980359 913101145852519045
913101153325803473 91310115MA1K3BTP2B 91310116052958608G 91310116076409427L 913101203509708598 9131012056010553X5
91320214745555318W 913205056082348768 913304007429141869 91340600MA2PBM9HXD 91340600MA2PBMA74B 91340600MA2PBMBL5H
91340600MA2PBMDH5R 91340600MA2PBMQB9E 91340600MA2PBN188W 91340600MA2PBN831R 91340600MA2PBNE723 91340600MA2PBNR24J
913505007821784439 91371082775260043P 914112810713741814 91420684MA4927PJ7B 91440300568520498A 9144030071526726XG
9144060573144633XL 91442000696462712R 91620100719023721L 91620105L015101280 92340602MA2PBMEM24 92340621MA2UK3PJXE`.split(/\s+/);

const INVALID: [string, string][] = [
  ['12345', 'format'],
  ['9111000060003IOZSV', 'format'],
  ['91110000600037341N', 'checkCharacter'],
  ['A1110000600037341L', 'checkCharacter'],
  ['01110000600037341L', 'authority'],
  ['90110000600037341L', 'authority'],
  ['91990000600037341L', 'region'],
  ['9111000060003734IL', 'format'],
  ['91110000600037341', 'format'],
  ['91110000600037341LL', 'format'],
];

describe('credit codes (GB 32100) against published values', () => {
  it('has at least 50 published values', () => expect(VALID.length + INVALID.length).toBeGreaterThanOrEqual(50));

  it.each(VALID)('%s is valid', (code) => expect(creditCodeProblem(code)).toBe(null));
  it.each(INVALID)('%s → %s', (code, problem) => expect(creditCodeProblem(code)).toBe(problem));

  it('every single-character change of a published code fails the check character or the structure', () => {
    for (const code of VALID.slice(0, 20)) {
      for (let i = 0; i < 17; i++) {
        const other = code[i] === '3' ? '4' : '3';
        const typo = code.slice(0, i) + other + code.slice(i + 1);
        expect(creditCodeProblem(typo), typo).not.toBe(null);
      }
    }
  });

  it('the check character is computed with weights 3^i mod 31', () => {
    expect(creditCodeCheckCharacter('91110000600037341')).toBe('L');
    expect(creditCodeCheckCharacter('12120000401359081')).toBe('6');
  });

  it('the field rule: spaces and case are normalised; structure errors refused with the spec text; a wrong check character passes it (judged by the server)', () => {
    expect(creditCode.parse(' 91 110000 600037341l ')).toBe('91110000600037341L');
    expect(creditCode.safeParse('9111000060003IOZSV').error?.issues[0].message).toBe('rule.general.creditCode');
    expect(creditCode.safeParse('91990000600037341L').error?.issues[0].message).toBe('rule.general.creditCode');
    expect(creditCode.safeParse('').error?.issues[0].message).toBe('rule.general.required.enter');
    expect(creditCode.safeParse('91110000600037341N').success).toBe(true);
  });

  it('15-digit registration numbers of separate certificates: digits with a province code', () => {
    expect(creditCodeProblem('110000012345678')).toBe(null);
    expect(creditCodeProblem('990000012345678')).toBe('region');
    expect(creditCodeProblem('11000001234567A')).toBe('format');
  });
});
