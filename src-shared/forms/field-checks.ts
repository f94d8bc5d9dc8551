import type { ZodType } from 'zod';
import { lazySchema, type LazySchema } from './lazy-checks';

/** The names of a module's zod schemas. */
type SchemaName<M> = { [K in keyof M]: M[K] extends ZodType ? K : never }[keyof M];

/**
 * Lazy checks of one rules module, by export name, each made once. A feature declares its own
 * (`checksOf(() => import('#shared/rules/fund-fields'))` in features/fund), so a page's traced
 * imports name only the rules, and their texts, it uses.
 */
export function checksOf<M>(load: () => Promise<M>) {
  const made = new Map<SchemaName<M>, LazySchema>();
  return (name: SchemaName<M>): LazySchema => {
    let s = made.get(name);
    if (!s) made.set(name, (s = lazySchema(() => load().then((m) => m[name] as ZodType))));
    return s;
  };
}

/** The field rules of rules/fields.ts, loaded with zod when a form first needs its checks. */
export const fieldCheck = checksOf(() => import('../rules/fields'));
