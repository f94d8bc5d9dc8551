import { z } from 'zod';
import { command } from './command';
import { dictionaryKey } from './dictionary';
import { NUMBER_LIMIT, TEXT_MAX_LIMIT } from '../rules/extended-field-limits';

/**
 * Extended field settings (base app): fields a company adds to its employees or devices. The values
 * live in the target row's `ext` (key -> value); every save and import of a target checks them on
 * the server with checkExtendedValues (server/domains/extended-field/check-values.ts), and
 * dataVerification answers the same check for a form. Decisions (record 0016): a field's key, type,
 * target and dictionary group never change once made (values already saved would lose their
 * meaning); a deleted field stops being shown and checked, its values stay in the rows until they
 * are next saved, and its key stays taken.
 */

export const EXTENDED_TARGETS = ['employee', 'device'] as const;
export type ExtendedTarget = (typeof EXTENDED_TARGETS)[number];
export const EXTENDED_TYPES = ['text', 'number', 'date', 'select'] as const;
export type ExtendedType = (typeof EXTENDED_TYPES)[number];
export { MAX_EXTENDED_FIELDS, NUMBER_LIMIT, TEXT_MAX_DEFAULT, TEXT_MAX_LIMIT } from '../rules/extended-field-limits';

export interface ExtendedField {
  fieldId: number;
  target: ExtendedTarget;
  key: string;
  labelZh: string;
  labelEn: string;
  /** The label in the caller's language. */
  label: string;
  type: ExtendedType;
  required: boolean;
  unique: boolean;
  sort: number;
  maxLength: number | null;
  min: number | null;
  max: number | null;
  dictionaryKey: string | null;
  /** For select fields: the group's enabled values in the caller's language. */
  options: { key: string; label: string }[];
}
/** One refused value: the field key and the reason in the caller's language. */
export interface ExtendedFieldError {
  field: string;
  reason: string;
}

const target = z.enum(EXTENDED_TARGETS);
const label = z.string().trim().min(1, 'extendedField.label.required').max(30, 'extendedField.label.max');
const limit = z.number().finite().min(-NUMBER_LIMIT).max(NUMBER_LIMIT);
const settings = {
  labelZh: label,
  labelEn: label,
  required: z.boolean().default(false),
  unique: z.boolean().default(false),
  sort: z.number().int().min(0).max(9999).default(0),
  maxLength: z.number().int().min(1).max(TEXT_MAX_LIMIT).nullable().optional(),
  min: limit.nullable().optional(),
  max: limit.nullable().optional(),
};
const rangeInOrder = (f: { min?: number | null; max?: number | null }) => f.min == null || f.max == null || f.min <= f.max;
/** Readers: whoever can read employees or devices, and the settings page. */
const FIELD_READERS = ['employee', 'deviceInfo', 'extendedField'] as const;

export const getList = command('ExtendedFieldConfiguration/getList', { access: 'enterprise', needs: { pages: FIELD_READERS }, params: z.object({ target }).strict() }).returns<ExtendedField[]>();

export const add = command('ExtendedFieldConfiguration/add', {
  access: 'enterprise',
  needs: { button: 'extendedField.edit' },
  params: z
    .object({ target, key: dictionaryKey, type: z.enum(EXTENDED_TYPES), dictionaryKey: dictionaryKey.optional(), ...settings })
    .strict()
    .refine(rangeInOrder, { message: 'extendedField.range.order', path: ['max'] })
    .refine((f) => f.type !== 'select' || f.dictionaryKey !== undefined, { message: 'extendedField.dictionary.required', path: ['dictionaryKey'] }),
}).returns<ExtendedField>();

/** Changes labels, rules and order. `type`, when sent, must be the field's own: a type never changes. */
export const update = command('ExtendedFieldConfiguration/update', {
  access: 'enterprise',
  needs: { button: 'extendedField.edit' },
  params: z
    .object({ fieldId: z.number().int().positive(), type: z.enum(EXTENDED_TYPES).optional(), ...settings })
    .strict()
    .refine(rangeInOrder, { message: 'extendedField.range.order', path: ['max'] }),
}).returns<ExtendedField>();

export const remove = command('ExtendedFieldConfiguration/delete', { access: 'enterprise', needs: { button: 'extendedField.edit' }, params: z.object({ fieldId: z.number().int().positive() }).strict() }).returns<{
  deleted: true;
}>();

/** A values record checked exactly as a save would; `exceptId` is the row being edited (its own values are not "taken"). */
export const dataVerification = command('ExtendedFieldConfiguration/dataVerification', {
  access: 'enterprise',
  needs: { pages: FIELD_READERS },
  params: z
    .object({ target, values: z.record(z.string().max(40), z.unknown()).refine((v) => Object.keys(v).length <= 100, { message: 'extendedField.values.max' }), exceptId: z.number().int().positive().optional() })
    .strict(),
}).returns<{ valid: boolean; values: Record<string, string | number>; errors: ExtendedFieldError[] }>();

/** Gives a company the starter fields and dictionary groups once; later calls change nothing. */
export const init = command('ExtendedFieldConfiguration/init', { access: 'enterprise', needs: { button: 'extendedField.edit' }, params: z.object({}).strict() }).returns<{
  created: boolean;
  fields: number;
  groups: number;
}>();
