/** A date as YYYY-MM-DD in Beijing time (the portal's business time). */
export function formatDate(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
