import texts from './texts.json';

/**
 * Texts the server sends in errorInfo and the client shows for rule failures,
 * in both languages. Keys come from the spec's errors.json and rules.json
 * (prefixed `rule.`) plus the gateway's own codes (`gateway.<code>`).
 */
export type Lang = 'zh-CN' | 'en';
export const langs: readonly Lang[] = ['zh-CN', 'en'];
export type TextKey = keyof typeof texts;

const table: Record<string, Record<Lang, string>> = texts;

export function hasText(key: string): key is TextKey {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** Formats a text with {placeholders}; unknown keys fall back to the key itself. */
export function text(key: string, lang: Lang, vars: Record<string, string | number> = {}): string {
  const entry = hasText(key) ? table[key] : undefined;
  const raw = entry ? entry[lang] : key;
  return raw.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Unknown or missing `lang` means zh-CN (issue 3). */
export function normalizeLang(v: unknown): Lang {
  return v === 'en' ? 'en' : 'zh-CN';
}
