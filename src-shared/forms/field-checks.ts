import type { ZodType } from 'zod';
import { lazySchema, type LazySchema } from './lazy-checks';

type Fields = typeof import('../rules/fields');
/** The schemas of rules/fields.ts, by export name. */
export type FieldName = { [K in keyof Fields]: Fields[K] extends ZodType ? K : never }[keyof Fields];

const made = new Map<FieldName, LazySchema>();

/** A field rule of rules/fields.ts, loaded with zod when a form first needs its checks. */
export function fieldCheck(name: FieldName): LazySchema {
  let s = made.get(name);
  if (!s) made.set(name, (s = lazySchema(() => import('../rules/fields').then((m) => m[name] as ZodType))));
  return s;
}
