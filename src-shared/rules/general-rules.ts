import { z } from 'zod';
import { PASSWORD_GENERAL } from './fields';
import { keyWithVars } from './texts';

/**
 * The spec's general rules (rules.json general.*) as field builders, each failing with its own
 * text in both languages. Which fields take which: docs/decisions/0018-rules-against-real-data.md.
 */

/** Kinds of characters in a password: digits, letters, and the other printable ASCII characters. */
export function passwordKinds(v: string): number {
  return [/\d/, /[A-Za-z]/, /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/].filter((re) => re.test(v)).length;
}

/** 6-20 printable ASCII characters of any kind (general.password). */
export const passwordAny = (requiredKey: string) => z.string().min(1, requiredKey).regex(PASSWORD_GENERAL, 'rule.general.password');

/** At least 6 (and at most 20) printable ASCII characters of at least two kinds (general.password.strong). */
export const passwordStrong = (requiredKey: string) =>
  z
    .string()
    .min(1, requiredKey)
    .regex(PASSWORD_GENERAL, 'rule.general.password.strong')
    .refine((v) => passwordKinds(v) >= 2, 'rule.general.password.strong');

/**
 * Mainland postal codes: 6 digits whose first two are a postal region in use (the leading-digit
 * table of validator.js isPostalCode('CN'), which follows China Post's region allocation).
 */
export const POSTAL_CODE = /^(0[1-7]|1[012356]|2[0-7]|3[0-6]|4[0-7]|5[1-7]|6[1-7]|7[1-5]|8[1345]|9[09])\d{4}$/;
export const postalCode = (requiredKey: string) => z.string().trim().min(1, requiredKey).regex(POSTAL_CODE, 'rule.general.postalCode');

/** A number field: missing is `requiredKey`, anything that is not a finite number is general.number. */
export const numberInput = (requiredKey: string) => z.number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : 'rule.general.number') });

/** Exactly `length` characters (general.length, "The length must be exactly 8 characters"). */
export const exactLength = (length: number) => z.string().length(length, keyWithVars('rule.general.length', { length }));

/** A list the user adds items to: at least one (general.required.add, "Please add {label}"). */
export const addedList = <T extends z.ZodType>(item: T, labelKey: string, max: number) =>
  z
    .array(item)
    .min(1, keyWithVars('rule.general.required.add', { label: `@${labelKey}` }))
    .max(max);
