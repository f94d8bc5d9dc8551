import { message, type FormInstance, type FormRule } from 'antd';
import type { ZodType } from 'zod';
import { GatewayError } from '../../../src-shared/api/gateway-error';
import { hasText, text, type Lang } from '../../../src-shared/rules/texts';
import { parseCents } from '../../../src-shared/utils/money';

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

/** The amount may not exceed what is available (repayment, withdrawal); same text as the server's refusal. */
export function withinAvailable(available: string, lang: Lang): FormRule {
  return {
    validator: async (_r, v: string) => {
      if ((parseCents(v ?? '') ?? 0) > (parseCents(available) ?? 0)) throw new Error(text('fund.insufficient', lang));
    },
  };
}

/** Shows a gateway refusal on its field when the form has that field, otherwise as a message; other errors (form validation) are already on screen. */
export function showError(err: unknown, form?: FormInstance): void {
  if (!(err instanceof GatewayError)) return;
  if (!form || !showFieldError(form, err)) message.error(err.info);
}
