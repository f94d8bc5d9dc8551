/** Whether a database error is a unique-index violation (23505), as PGlite, node-postgres or Drizzle's wrapper report it. */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return index === undefined || e.constraint === index || String((e as { message?: string }).message ?? '').includes(index);
  }
  return false;
}
