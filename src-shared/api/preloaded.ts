/**
 * Responses the server put into the HTML for the page being opened
 * (<script type="application/json" id="gateway-preload">, server/http/html-data.ts),
 * so a phone on a slow link paints a device page without waiting for a second
 * round trip to the gateway. Each response is used once, by the first
 * useCommand asking for exactly that command, parameters and language; later
 * loads (reload, language switch) go to the gateway as usual.
 */
interface Entry {
  cmd: string;
  parameters: unknown;
  lang: string;
  /** A paged read's page and rows (the desktop home's lists); absent for an unpaged one. */
  page?: number;
  rows?: number;
  response: unknown;
}

let table: Map<string, unknown> | null = null;

/** JSON with sorted object keys, so {a,b} and {b,a} are the same parameters. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
}

const keyOf = (cmd: string, parameters: unknown, lang: string, page?: number, rows?: number) =>
  stableKey(page === undefined && rows === undefined ? [cmd, parameters ?? {}, lang] : [cmd, parameters ?? {}, lang, page ?? 1, rows ?? 20]);

function load(): Map<string, unknown> {
  if (table) return table;
  table = new Map();
  const el = typeof document !== 'undefined' ? document.getElementById('gateway-preload') : null;
  if (el) {
    try {
      for (const e of JSON.parse(el.textContent ?? '[]') as Entry[]) table.set(keyOf(e.cmd, e.parameters, e.lang, e.page, e.rows), e.response);
    } catch {
      /* a malformed block is ignored: the page loads from the gateway */
    }
    el.remove();
  }
  return table;
}

/** The preloaded response for this call (and page), once; undefined when there is none. */
export function takePreloaded(cmd: string, parameters: unknown, lang: string, page?: number, rows?: number): { response: unknown } | undefined {
  const t = load();
  if (t.size === 0) return undefined;
  const key = keyOf(cmd, parameters, lang, page, rows);
  if (!t.has(key)) return undefined;
  const response = t.get(key);
  t.delete(key);
  return { response };
}
