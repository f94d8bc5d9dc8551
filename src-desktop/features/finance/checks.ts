import type { ZodType } from 'zod';
import { lazySchema, type LazySchema } from '#shared/forms/lazy-checks';
import { ensureAreas } from '#shared/i18n/i18n';
import { CHECKS_NS } from './routes';

type Rules = typeof import('#shared/rules/finance-fields');
type Named = { [K in keyof Rules]: Rules[K] extends ZodType ? K : never }[keyof Rules];
type FormName = 'financeFields' | 'leaseFields' | 'purchaseFields';

/**
 * The finance forms' field checks, loaded with zod when a form is first used (the form kit starts
 * them on the first focus; a check waits for its own), not with the page: same schemas, same texts
 * (the rules texts they name come with them).
 */
const made = new Map<string, LazySchema>();
const load = () => Promise.all([import('#shared/rules/finance-fields'), ensureAreas(CHECKS_NS)]).then(([m]) => m);
function cached(key: string, pick: (r: Rules) => ZodType): LazySchema {
  let s = made.get(key);
  if (!s) made.set(key, (s = lazySchema(() => load().then(pick))));
  return s;
}

/** A schema exported by name (mobileCn, remark, companyName...). */
export const financeCheck = (name: Named) => cached(name, (r) => r[name] as ZodType);

/** One field of a form's field set (financeFields, leaseFields, purchaseFields). */
const formCheck =
  <F extends FormName>(form: F) =>
  (name: keyof Rules[F] & string) =>
    cached(`${form}.${name}`, (r) => r[form][name as keyof Rules[F]] as ZodType);

export const financeFieldCheck = formCheck('financeFields');
export const leaseFieldCheck = formCheck('leaseFields');
export const purchaseFieldCheck = formCheck('purchaseFields');
