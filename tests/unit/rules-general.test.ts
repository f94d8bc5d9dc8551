import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addedList, exactLength, numberInput, passwordAny, passwordKinds, passwordStrong, postalCode } from '#shared/rules/general-rules';
import { text } from '#shared/rules/texts';

/**
 * The spec's general rules (rules.json general.*) against published values.
 * - Passwords: SplashData's "worst passwords" lists 2015-2019 (published yearly; the values are
 *   what people really chose), plus passphrases from NIST SP 800-63B's discussion of composition
 *   rules (e.g. "Password1!"), and non-ASCII input.
 * - Postal codes: validator.js test/validators.test.js isPostalCode('CN') cases (MIT) and the
 *   postcodes universities publish on their contact pages (Tsinghua 100084, Peking 100871, Fudan
 *   200433, Zhejiang 310027 ...), China Post's Hong Kong/Macao codes 999077/999078.
 */
const strong = passwordStrong('rule.changePass.newPassword.required');
const any = passwordAny('rule.forget.password.required');
const msg = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

// [password, kinds, 6-20 printable ASCII]
const passwords: [string, number, boolean][] = [
  ['123456', 1, true],
  ['password', 1, true],
  ['12345678', 1, true],
  ['qwerty', 1, true],
  ['12345', 1, false],
  ['123456789', 1, true],
  ['letmein', 1, true],
  ['1234567', 1, true],
  ['football', 1, true],
  ['iloveyou', 1, true],
  ['admin', 1, false],
  ['welcome', 1, true],
  ['monkey', 1, true],
  ['login', 1, false],
  ['abc123', 2, true],
  ['starwars', 1, true],
  ['123123', 1, true],
  ['dragon', 1, true],
  ['passw0rd', 2, true],
  ['master', 1, true],
  ['hello', 1, false],
  ['freedom', 1, true],
  ['whatever', 1, true],
  ['qazwsx', 1, true],
  ['trustno1', 2, true],
  ['654321', 1, true],
  ['jordan23', 2, true],
  ['harley', 1, true],
  ['password1', 2, true],
  ['1q2w3e4r', 2, true],
  ['555555', 1, true],
  ['lovely', 1, true],
  ['7777777', 1, true],
  ['888888', 1, true],
  ['princess', 1, true],
  ['1qaz2wsx', 2, true],
  ['qwertyuiop', 1, true],
  ['!@#$%^&*', 1, true],
  ['aa123456', 2, true],
  ['donald', 1, true],
  ['charlie', 1, true],
  ['Password1!', 3, true],
  ['P@ssw0rd', 3, true],
  ['zaq1zaq1', 2, true],
  ['!@#$abcd', 2, true],
  ['123!@#', 2, true],
  ['密码abc123', 2, false],
  ['abc 123', 2, false],
  ['correcthorsebatterystaple', 1, false],
  ['Tr0ub4dor&3', 3, true],
];

const postal: [string, boolean][] = [
  ['150237', true],
  ['100000', true],
  ['141234', false],
  ['386789', false],
  ['ab1234', false],
  ['100084', true],
  ['100871', true],
  ['200433', true],
  ['200240', true],
  ['310027', true],
  ['518060', true],
  ['430072', true],
  ['210093', true],
  ['510275', true],
  ['610065', true],
  ['300072', true],
  ['710049', true],
  ['150001', true],
  ['130012', true],
  ['116024', true],
  ['410082', true],
  ['730000', true],
  ['830046', true],
  ['850000', true],
  ['810016', true],
  ['750021', true],
  ['570228', true],
  ['530004', true],
  ['550025', true],
  ['650091', true],
  ['010021', true],
  ['030006', true],
  ['071002', true],
  ['110819', true],
  ['266100', true],
  ['230026', true],
  ['330031', true],
  ['450001', true],
  ['400044', true],
  ['999077', true],
  ['999078', true],
  ['080000', false],
  ['090000', false],
  ['170000', false],
  ['280000', false],
  ['370000', false],
  ['480000', false],
  ['500000', false],
  ['600000', false],
  ['680000', false],
  ['760000', false],
  ['820000', false],
  ['870000', false],
  ['10008', false],
  ['1000840', false],
  ['１０００００', false],
];

describe('passwords (general.password, general.password.strong)', () => {
  it('has at least 50 values', () => expect(passwords.length).toBeGreaterThanOrEqual(50));
  it.each(passwords)('%j: %i kinds, 6-20 printable %s', (pw, kinds, printable) => {
    expect(passwordKinds(pw)).toBe(kinds);
    expect(msg(any, pw)).toBe(printable ? null : 'rule.general.password');
    expect(msg(strong, pw)).toBe(printable && kinds >= 2 ? null : 'rule.general.password.strong');
  });
  it('empty is the field’s required text', () => {
    expect(msg(strong, '')).toBe('rule.changePass.newPassword.required');
    expect(msg(any, '')).toBe('rule.forget.password.required');
  });
});

describe('postal codes (general.postalCode)', () => {
  const rule = postalCode('rule.general.required.enter');
  it('has at least 50 values', () => expect(postal.length).toBeGreaterThanOrEqual(50));
  it.each(postal)('%s → %s', (code, ok) => expect(msg(rule, code)).toBe(ok ? null : 'rule.general.postalCode'));
});

describe('number, exact length and "please add"', () => {
  const n = numberInput('rule.finance.enter');
  it.each([
    [12, null],
    [0, null],
    [-3.5, null],
    [undefined, 'rule.finance.enter'],
    [null, 'rule.finance.enter'],
    ['', 'rule.finance.enter'],
    ['12', 'rule.general.number'],
    ['12a', 'rule.general.number'],
    [Number.NaN, 'rule.general.number'],
    [Number.POSITIVE_INFINITY, 'rule.general.number'],
    [true, 'rule.general.number'],
    [[], 'rule.general.number'],
  ] as [unknown, string | null][])('number %j → %s', (v, key) => expect(msg(n, v)).toBe(key));

  it('exact length carries its length into the text, in both languages', () => {
    const key = msg(exactLength(8), '1234567')!;
    expect(text(key, 'en')).toBe('The length must be exactly 8 characters');
    expect(text(key, 'zh-CN')).toBe('长度必须为8位');
    expect(msg(exactLength(8), '12345678')).toBe(null);
  });

  it('please add names the list, in both languages', () => {
    const key = msg(addedList(z.string(), 'label.members', 10), [])!;
    expect(text(key, 'en')).toBe('Please add members');
    expect(text(key, 'zh-CN')).toBe('请添加成员');
    expect(msg(addedList(z.string(), 'label.members', 10), ['M1'])).toBe(null);
  });
});
