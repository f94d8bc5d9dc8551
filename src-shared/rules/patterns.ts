/**
 * The field patterns and choices of rules/fields.ts without zod: a page that only tests a value
 * (is the mobile complete? which work functions exist?) imports these and leaves zod for the
 * moment its form is checked (src-shared/forms/lazy-checks.ts).
 */
export const MOBILE_CN = /^1[3-9]\d{9}$/;
/** Mainland numbers are checked strictly; other country codes loosely (5-15 digits). */
export const MOBILE_ANY = /^\d{5,15}$/;
export const PASSWORD_REGISTER = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const PASSWORD_GENERAL = /^[\x21-\x7e]{6,20}$/;
/** The work functions a member can choose (webMember/getWorkFunctionSelect labels them). */
export const WORK_FUNCTIONS = ['management', 'engineering', 'production', 'procurement', 'sales', 'finance', 'it', 'other'] as const;
export type WorkFunction = (typeof WORK_FUNCTIONS)[number];
