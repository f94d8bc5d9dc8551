import type { ZodType } from 'zod';

/**
 * A form's checks loaded when the form is first used instead of with its page: zod and the rule
 * schemas are ~25 kB gzip that a sign-in page does not need to paint. A `LazySchema` names how to
 * get its schema; the form kit starts every known one loading on the form's first focus
 * (`warmChecks`) and a check awaits its own, so a submit before any focus still checks, with the
 * same messages. Both builds' form kits use this one mechanism.
 */
export class LazySchema {
  private pending: Promise<ZodType> | null = null;
  constructor(private readonly loader: () => Promise<ZodType>) {
    waiting.add(this);
  }
  /** The schema, loaded once (a failed load is tried again on the next check). */
  load(): Promise<ZodType> {
    this.pending ??= this.loader().catch((err: unknown) => {
      this.pending = null;
      throw err;
    });
    return this.pending;
  }
}

const waiting = new Set<LazySchema>();

/** A schema loaded on demand: `lazySchema(() => import('#shared/rules/x').then((m) => m.y))`. */
export const lazySchema = (loader: () => Promise<ZodType>) => new LazySchema(loader);

/** Starts loading every lazy schema created so far (a form's first focus); errors wait for the check that needs it. */
export function warmChecks(): void {
  for (const s of waiting) s.load().catch(() => undefined);
  waiting.clear();
}

/** A schema given directly or lazily, as a check receives it. */
export const resolveSchema = (s: ZodType | LazySchema): Promise<ZodType> | ZodType => (s instanceof LazySchema ? s.load() : s);
