import type { FormInstance, FormRule } from 'antd';
import type { ZodType } from 'zod';
import { GatewayError } from '../../../src-shared/api/gateway-error';
import { hasText, text, type Lang } from '../../../src-shared/rules/texts';

/**
 * antd form rules built from the gateway's own field schemas (src-shared/rules/fields.ts), so the
 * client refuses exactly what the server would, with the same texts (rules/texts.json).
 */

/** The text for a rule key, or the fallback key's text when zod answered with its own message. */
const say = (key: string | undefined, fallback: string, lang: Lang) => text(key && hasText(key) ? key : fallback, lang);

/** Required (with the spec's wording) and then the schema. */
export function schemaRule(schema: ZodType, lang: Lang, requiredKey: string, fallbackKey = requiredKey): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || String(value).trim() === '') throw new Error(text(requiredKey, lang));
      const r = schema.safeParse(value);
      if (!r.success) throw new Error(say(r.error.issues[0]?.message, fallbackKey, lang));
    },
  };
}

/** Only when a value is given (optional fields such as the invitation code). */
export function optionalRule(schema: ZodType, lang: Lang, fallbackKey: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || String(value) === '') return;
      const r = schema.safeParse(value);
      if (!r.success) throw new Error(say(r.error.issues[0]?.message, fallbackKey, lang));
    },
  };
}

/** The confirmation must equal the field `other`. */
export function sameAs(other: string, lang: Lang, requiredKey: string, mismatchKey: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(text(requiredKey, lang));
      if (value !== getFieldValue(other)) throw new Error(text(mismatchKey, lang));
    },
  });
}

/**
 * Shows a refused command where it belongs: under the field the server named when the form has
 * it, else as the form-level message (returned). Network failures give the client's text.
 */
export function placeError(form: FormInstance, err: unknown, fields: readonly string[]): string | null {
  if (!(err instanceof GatewayError)) return err instanceof Error ? err.message : String(err);
  if (err.field && fields.includes(err.field)) {
    form.setFields([{ name: err.field, errors: [err.info] }]);
    return null;
  }
  return err.info;
}
