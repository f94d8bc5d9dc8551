/** Whether a database error is a unique-index violation (PostgreSQL 23505), also when Drizzle wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as typeof e, i++) if (e.code === '23505') return true;
  return false;
}
