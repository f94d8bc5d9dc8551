import type { FormInstance, FormRule } from 'antd';
import type { ZodType } from 'zod';
import { GatewayError } from '../../../src-shared/api/gateway-error';
import { hasText, text, type Lang } from '../../../src-shared/rules/texts';

/**
 * antd rules from the server's own zod field rules (src-shared/rules/finance-fields.ts), so a form
 * refuses what the gateway would, with the same texts. Empty fields say which field is missing.
 */
export function zodRule(schema: ZodType, lang: Lang, label: string, kind: 'enter' | 'select' = 'enter'): FormRule {
  return {
    validator: async (_r, value: unknown) => {
      if (value === undefined || value === null || String(value).trim() === '') throw new Error(text(`rule.general.required.${kind}`, lang, { label }));
      const r = schema.safeParse(value);
      if (!r.success) {
        const key = r.error.issues[0]?.message;
        throw new Error(text(key && hasText(key) ? key : 'gateway.1002', lang));
      }
    },
  };
}

/** Shows a 1002 with a field on that field; answers whether it did. */
export function showFieldError(form: FormInstance, err: unknown): boolean {
  if (!(err instanceof GatewayError) || !err.field || !(err.code === 1002 || err.code === 1006 || err.code === 1004)) return false;
  if (!(err.field in (form.getFieldsValue(true) as Record<string, unknown>))) return false;
  form.setFields([{ name: err.field, errors: [err.info] }]);
  form.scrollToField(err.field);
  return true;
}
