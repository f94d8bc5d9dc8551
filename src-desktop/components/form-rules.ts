import type { FormInstance, FormRule } from 'antd';
import type { ZodType } from 'zod';
import { GatewayError } from '#shared/api/gateway-error';
import { ErrorCode } from '#shared/contract/errors';
import { hasText, text, type Lang } from '#shared/rules/texts';
import { resolveSchema, type LazySchema } from '#shared/forms/lazy-checks';
import { toast } from './toast';

/**
 * The desktop form kit: antd rules from the gateway's own zod field rules (src-shared/rules), so a
 * form refuses what the server would with the same texts, and one way to put a server refusal
 * under the field it names. Every feature's form uses these; none keeps its own copy.
 */

/** A required text: a rule key, or a key with variables (`{ key: 'rule.general.required.enter', vars: { label } }`). */
export type RuleText = string | { key: string; vars?: Record<string, string> };
const say = (t: RuleText, lang: Lang) => (typeof t === 'string' ? text(t, lang) : text(t.key, lang, t.vars));
const keyOf = (t: RuleText) => (typeof t === 'string' ? t : t.key);

/** "Please enter/select {label}": the general required text naming the field. */
export const fieldRequired = (label: string, kind: 'enter' | 'select' = 'enter'): RuleText => ({ key: `rule.general.required.${kind}`, vars: { label } });

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Required (with `required`'s text) and then the schema; the schema's own message key when it has
 * a text, else `fallback`. With `optional`, an empty value passes and only a given one is checked.
 * The schema may be lazy (`fieldCheck('mobile')`): the form loads it on first focus, and a check
 * before that waits for it, so the messages and their moments are the same either way.
 */
export function zodRule(schema: ZodType | LazySchema, lang: Lang, required: RuleText, fallback: string = keyOf(required), optional = false): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) {
        if (optional) return;
        throw new Error(say(required, lang));
      }
      const r = (await resolveSchema(schema)).safeParse(value);
      if (!r.success) {
        const key = r.error.issues[0]?.message;
        throw new Error(text(key && hasText(key) ? key : fallback, lang));
      }
    },
  };
}

export const requiredRule = (key: string, lang: Lang, vars?: Record<string, string>): FormRule => ({
  required: true,
  whitespace: true,
  message: text(key, lang, vars),
});

/** The confirmation must equal the field `other`. */
export function sameAs(other: string, lang: Lang, requiredKey: string, mismatchKey: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(text(requiredKey, lang));
      if (value !== getFieldValue(other)) throw new Error(text(mismatchKey, lang));
    },
  });
}

export interface PlaceOptions {
  /** Only refusals with these codes go under a field (default: any code that names a field). */
  codes?: readonly number[];
  /** Only these fields take a refusal (default: any field the form holds, nested names too). */
  fields?: readonly string[];
}

function holds(form: FormInstance, path: string[]): boolean {
  const known = form.getFieldsValue(true) as Record<string, unknown>;
  if (path.length === 1) return path[0] in known;
  let node: unknown = known;
  for (const k of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined;
  return node !== undefined;
}

/** Puts a gateway refusal under the field it names (`business.creditCode` too) and scrolls to it; answers whether it did. */
export function placeFieldErrors(form: FormInstance, err: unknown, opts: PlaceOptions = {}): boolean {
  if (!(err instanceof GatewayError) || !err.field) return false;
  if (opts.codes && !opts.codes.includes(err.code)) return false;
  const path = err.field.split('.');
  if (opts.fields ? !opts.fields.includes(err.field) : !holds(form, path)) return false;
  form.setFields([{ name: path, errors: [err.info] }]);
  form.scrollToField(path);
  return true;
}

/** Only invalid parameters (1002) go under a field; other refusals are the page's to say. */
export const INVALID_ONLY: PlaceOptions = { codes: [ErrorCode.invalidParams] };

/**
 * A refused command where it belongs: under the named field when it is one of `fields`, else the
 * form-level message (returned). Network failures give the client's text.
 */
export function placeError(form: FormInstance, err: unknown, fields: readonly string[]): string | null {
  if (!(err instanceof GatewayError)) return err instanceof Error ? err.message : String(err);
  return placeFieldErrors(form, err, { fields }) ? null : err.info;
}

/**
 * A gateway refusal under its field when the form has it, otherwise as the app's closable error
 * message (the same presenter the client uses, so antd message loads only when one shows); other
 * errors (form validation) are already on screen.
 */
export function showError(err: unknown, form?: FormInstance): void {
  if (!(err instanceof GatewayError)) return;
  if (!form || !placeFieldErrors(form, err)) toast.error(err.info);
}
