import { describe, expect, it } from 'vitest';
import { loginTarget } from '../../src-desktop/features/account/account-calls';
import { sameAs, zodRule } from '../../src-desktop/components/form-rules';
import * as f from '#shared/rules/fields';
import { text } from '#shared/rules/texts';

/** The desktop account forms: where a login goes, and client rules giving the server's texts. */

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = async (rule: unknown, value: unknown): Promise<string | null> => {
  try {
    await (rule as { validator: Validator }).validator({}, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('loginTarget', () => {
  it('honours same-origin paths only, else the member centre', () => {
    expect(loginTarget('/memberCenter/changePass?x=1')).toBe('/memberCenter/changePass?x=1');
    expect(loginTarget(null)).toBe('/memberCenter');
    expect(loginTarget('https://evil.example/')).toBe('/memberCenter');
    expect(loginTarget('//evil.example/path')).toBe('/memberCenter');
    expect(loginTarget('/\\evil.example')).toBe('/memberCenter');
  });
  it('never returns to a page that would show a login or registration form again', () => {
    for (const p of ['/login?redirect=%2F', '/Login-blue', '/ish-login', '/register', '/forget', '/authorize?code=x']) expect(loginTarget(p)).toBe('/memberCenter');
  });
});

describe('form rules', () => {
  it('required first, then the schema, with the texts the server answers', async () => {
    const mobile = zodRule(f.mobile, 'en', 'rule.login.mobile.required', 'rule.register.mobile.format');
    expect(await run(mobile, '')).toBe(text('rule.login.mobile.required', 'en'));
    expect(await run(mobile, '  ')).toBe(text('rule.login.mobile.required', 'en'));
    expect(await run(mobile, '12ab')).toBe(text('rule.register.mobile.format', 'en'));
    expect(await run(mobile, '13800000001')).toBeNull();

    const password = zodRule(f.newPassword, 'zh-CN', 'rule.register.password.required', 'rule.register.password.format');
    expect(await run(password, 'abc12')).toBe(text('rule.register.password.minLength', 'zh-CN'));
    expect(await run(password, 'abcdefgh')).toBe(text('rule.register.password.format', 'zh-CN'));
    expect(await run(password, 'abc12345')).toBeNull();

    const company = zodRule(f.companyName, 'en', 'rule.register.companyName.required', 'rule.register.companyName.maxLength');
    expect(await run(company, 'a'.repeat(50))).toBe(text('rule.register.companyName.maxLength', 'en'));
    expect(await run(company, 'a'.repeat(49))).toBeNull();
  });

  it('optional fields pass when empty and are checked when given', async () => {
    const code = zodRule(f.invitationCode, 'en', 'rule.general.code', 'rule.general.code', true);
    expect(await run(code, '')).toBeNull();
    expect(await run(code, undefined)).toBeNull();
    expect(await run(code, 'AB-1')).toBe(text('rule.general.code', 'en'));
    expect(await run(code, 'AB1')).toBeNull();
  });

  it('a confirmation must equal its field', async () => {
    const values: Record<string, string> = { newPassword: 'abc12345' };
    const rule = (sameAs('newPassword', 'en', 'rule.forget.confirmPassword.required', 'rule.changePass.confirm.match') as (f: unknown) => unknown)({
      getFieldValue: (n: string) => values[n],
    });
    expect(await run(rule, '')).toBe(text('rule.forget.confirmPassword.required', 'en'));
    expect(await run(rule, 'abc12346')).toBe('The two passwords entered are inconsistent');
    expect(await run(rule, 'abc12345')).toBeNull();
  });
});
