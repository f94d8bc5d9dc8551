import type { FormInstance, FormRule } from 'antd';
import type { ZodType } from 'zod';
import { GatewayError } from '../../../src-shared/api/gateway-error';
import { hasText, text, type Lang } from '../../../src-shared/rules/texts';

/** antd rules from the server's own zod field rules (src-shared/rules/fund-fields.ts), with the same texts. */
export function zodRule(schema: ZodType, lang: Lang, requiredKey: string): FormRule {
  return {
    validator: async (_r, value: unknown) => {
      if (value === undefined || value === null || String(value).trim() === '') throw new Error(text(requiredKey, lang));
      const r = schema.safeParse(value);
      if (!r.success) {
        const key = r.error.issues[0]?.message;
        throw new Error(text(key && hasText(key) ? key : requiredKey, lang));
      }
    },
  };
}

/** Shows a 1002 (or a refusal naming a field) on that field; answers whether it did. */
export function showFieldError(form: FormInstance, err: unknown): boolean {
  if (!(err instanceof GatewayError) || !err.field) return false;
  const known = form.getFieldsValue(true) as Record<string, unknown>;
  if (!(err.field in known)) return false;
  form.setFields([{ name: err.field, errors: [err.info] }]);
  return true;
}
