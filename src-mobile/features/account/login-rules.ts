import type { ZodType } from 'zod';
import * as f from '#shared/rules/fields';
import { hasText } from '#shared/rules/texts';

/**
 * Client-side checks of the login form with the same field rules the gateway
 * applies (src-shared/rules/fields.ts); messages are the spec's texts
 * (rules/texts.json), worded for login where the spec words them so
 * ("enter phone number; enter password; choose enterprise information").
 */
export type LoginField = 'mobile' | 'password' | 'smsCode' | 'companyCode';

const RULES: Record<LoginField, { schema: ZodType; required: string; fallback: string }> = {
  mobile: { schema: f.mobile, required: 'rule.login.mobile.required', fallback: 'rule.register.mobile.format' },
  password: { schema: f.anyPassword, required: 'rule.login.password.required', fallback: 'rule.login.password.required' },
  smsCode: { schema: f.smsCode, required: 'rule.forget.smsCode.required', fallback: 'rule.register.code.incorrect' },
  companyCode: { schema: f.companyCode, required: 'rule.login.company.required', fallback: 'rule.login.company.required' },
};

/** The text key of the rule a field's value breaks, or null when it passes. */
export function checkField(field: LoginField, value: string): string | null {
  const rule = RULES[field];
  if (!value.trim()) return rule.required;
  const result = rule.schema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message;
  return key && hasText(key) ? key : rule.fallback;
}

/**
 * A number an SMS code is sent to: login has no country code, so codes go to
 * +86 and the number must be a mainland mobile (accounts on other country
 * codes log in with their password).
 */
export function checkSmsMobile(value: string): string | null {
  return checkField('mobile', value) ?? (f.MOBILE_CN.test(value) ? null : 'rule.register.mobile.format');
}

export function checkAll(values: Partial<Record<LoginField, string>>): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const field of Object.keys(values) as LoginField[]) {
    const key = checkField(field, values[field] ?? '');
    if (key) errors[field] = key;
  }
  return errors;
}
