import type { FormRule } from 'antd';
import { contentInput, type ContentKind } from '#shared/contract/content-admin';
import { hasText, text, type Lang } from '#shared/rules/texts';

/**
 * The editor's client-side checks come from the contract's own zod schema (the one the gateway
 * validates with), so the form refuses exactly what the server would, with the same texts.
 */
const byKind = new Map(contentInput.options.map((o) => [o.shape.kind.value as ContentKind, o]));

/** The editable fields of a kind, in the contract's order (the discriminator and id left out). */
export function fieldsOf(kind: ContentKind): string[] {
  return Object.keys(byKind.get(kind)!.shape).filter((k) => k !== 'kind' && k !== 'id');
}

/** Form values as the command's parameters: an empty optional address is sent as null (a case's cover is required, so left out). */
export function paramsOf(kind: ContentKind, values: Record<string, unknown>, id?: number): Record<string, unknown> {
  const p: Record<string, unknown> = { kind, ...(id ? { id } : {}) };
  for (const f of fieldsOf(kind)) {
    const v = values[f];
    if ((f === 'coverUrl' || f === 'linkAddress') && (v === undefined || v === null || String(v).trim() === '')) {
      if (kind !== 'case') p[f] = null;
    } else if (v !== undefined) p[f] = v;
  }
  return p;
}

/** Stored fields of a row as initial form values. */
export function valuesOf(kind: ContentKind, fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(fieldsOf(kind).map((f) => [f, fields[f] ?? undefined]));
}

/** One rule per field: parse the whole form and report this field's first issue. */
export function fieldRule(kind: ContentKind, field: string, all: () => Record<string, unknown>, lang: Lang): FormRule {
  return {
    validator: async () => {
      const values = paramsOf(kind, all());
      const r = contentInput.safeParse(values);
      if (r.success) return;
      const issue = r.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(text(hasText(issue.message) ? issue.message : 'rule.content.required', lang));
      // zod runs the notice's link refinement only once every other field passes; say it at once.
      if (field === 'linkAddress' && values.containLinks === true && !values.linkAddress) throw new Error(text('rule.content.link', lang));
    },
  };
}

type Shape = Record<string, { safeParse(v: unknown): { success: boolean } } | undefined>;
/** Required when the contract refuses it missing (optional and defaulted fields are not). */
export const isRequired = (kind: ContentKind, field: string): boolean => !(byKind.get(kind)!.shape as unknown as Shape)[field]?.safeParse(undefined).success;

/** The contract's length limit of a text field, for the input's maxLength. */
export function maxOf(kind: ContentKind, field: string): number | undefined {
  let s = byKind.get(kind)!.shape[field as never] as unknown as { maxLength?: number | null; unwrap?: () => unknown } | undefined;
  while (s && !s.maxLength && typeof s.unwrap === 'function') s = s.unwrap() as typeof s;
  return s?.maxLength ?? undefined;
}
