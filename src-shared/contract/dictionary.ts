import { z } from 'zod';
import { command } from './command';

/**
 * Dictionary (base app): groups of values, each labelled in both languages. A company keeps its
 * own groups; the platform's groups (no company) serve everyone, public callers included
 * (dictionary/selectValueByKey). A group key names the company's group when it has one, else the
 * platform's (decision record 0016). Values are never deleted: rows may hold them; a retired value
 * is disabled (no longer offered or accepted, still labelled).
 */

/** Keys are identifiers: a letter, then letters, digits or underscores. */
export const dictionaryKey = z
  .string()
  .trim()
  .min(1, 'dictionary.key.required')
  .max(40, 'dictionary.key.format')
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'dictionary.key.format');
const label = z.string().trim().min(1, 'dictionary.label.required').max(40, 'dictionary.label.max');
/** Pages whose data picks from dictionaries. */
const DICTIONARY_READERS = ['dictionary', 'extendedField', 'employee', 'deviceInfo'] as const;
export const MAX_DICTIONARY_GROUPS = 100;
export const MAX_DICTIONARY_VALUES = 200;

export interface DictionaryValue {
  key: string;
  labelZh: string;
  labelEn: string;
  sort: number;
  enabled: boolean;
}
export interface DictionaryGroup {
  groupId: number;
  key: string;
  nameZh: string;
  nameEn: string;
  /** The platform's group (read-only to a company). */
  platform: boolean;
  values: DictionaryValue[];
}
/** One value for a select, labelled in the caller's language. */
export interface DictionaryOption {
  key: string;
  label: string;
}

export const getGroupList = command('dictionary/getGroupList', { access: 'enterprise', needs: { pages: DICTIONARY_READERS }, params: z.object({}).strict() }).returns<DictionaryGroup[]>();

export const dictionaryValueInput = z.object({ key: dictionaryKey, labelZh: label, labelEn: label, sort: z.number().int().min(0).max(9999).default(0), enabled: z.boolean().default(true) }).strict();
/** Creates (no groupId) or replaces a group with its whole value list in one call. */
export const saveGroup = command('dictionary/saveGroup', {
  access: 'enterprise',
  needs: { button: 'dictionary.edit' },
  params: z
    .object({
      groupId: z.number().int().positive().optional(),
      key: dictionaryKey,
      nameZh: label,
      nameEn: label,
      values: z.array(dictionaryValueInput).max(MAX_DICTIONARY_VALUES, 'dictionary.values.max'),
    })
    .strict()
    .superRefine((g, ctx) => {
      const seen = new Set<string>();
      g.values.forEach((v, i) => {
        if (seen.has(v.key)) ctx.addIssue({ code: 'custom', message: 'dictionary.value.duplicate', path: ['values', i, 'key'] });
        seen.add(v.key);
      });
    }),
}).returns<DictionaryGroup>();

/** The enabled values of one group for a select, in the caller's language. */
export const lookupClass = command('dictionary/lookupClass', { access: 'enterprise', needs: { pages: DICTIONARY_READERS }, params: z.object({ groupKey: dictionaryKey }).strict() }).returns<DictionaryOption[]>();

/** Public: one value of a platform group (or the whole enabled group without valueKey). Never a company's data. */
export const selectValueByKey = command('dictionary/selectValueByKey', {
  access: 'public',
  params: z.object({ groupKey: dictionaryKey, valueKey: dictionaryKey.optional() }).strict(),
}).returns<DictionaryOption[]>();
