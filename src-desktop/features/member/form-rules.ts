import type { FormInstance, FormRule } from 'antd';
import type { ZodType } from 'zod';
import { GatewayError } from '../../../src-shared/api/gateway-error';
import { hasText, text, type Lang } from '../../../src-shared/rules/texts';

/**
 * antd rules from the server's own zod field rules (src-shared/rules/centre-fields.ts), so a
 * form refuses what the gateway would, with the same texts.
 */
const say = (key: string | undefined, fallback: string, lang: Lang) => text(key && hasText(key) ? key : fallback, lang);

export function zodRule(schema: ZodType, lang: Lang, requiredKey: string, fallbackKey = requiredKey, optional = false): FormRule {
  return {
    validator: async (_r, value: unknown) => {
      const empty = value === undefined || value === null || String(value).trim() === '';
      if (empty) {
        if (optional) return;
        throw new Error(text(requiredKey, lang));
      }
      const r = schema.safeParse(value);
      if (!r.success) throw new Error(say(r.error.issues[0]?.message, fallbackKey, lang));
    },
  };
}

export const requiredRule = (key: string, lang: Lang, vars?: Record<string, string>): FormRule => ({
  required: true,
  whitespace: true,
  message: text(key, lang, vars),
});

/** Shows a 1002 with a field on that field (nested names like business.creditCode too); answers whether it did. */
export function showFieldError(form: FormInstance, err: unknown): boolean {
  if (!(err instanceof GatewayError) || err.code !== 1002 || !err.field) return false;
  const name = err.field.split('.');
  const known = form.getFieldsValue(true) as Record<string, unknown>;
  let node: unknown = known;
  for (const k of name) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined;
  if (node === undefined && !(name.length === 1 && name[0] in known)) return false;
  form.setFields([{ name, errors: [err.info] }]);
  form.scrollToField(name);
  return true;
}
