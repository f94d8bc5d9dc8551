import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Both languages must have exactly the same keys in every locale area.
const root = join(__dirname, '../../src-shared/i18n/locales');

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
/** i18next plural forms differ by language (English _one/_other, Chinese one form): compare the base key. */
const base = (list: string[]) => [...new Set(list.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))];
const load = (lang: string, file: string) => JSON.parse(readFileSync(join(root, lang, file), 'utf8'));

describe('locale files', () => {
  const zh = readdirSync(join(root, 'zh-CN'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const en = readdirSync(join(root, 'en'))
    .filter((f) => f.endsWith('.json'))
    .sort();

  it('exist as the same set of areas in both languages', () => {
    expect(zh.length).toBeGreaterThan(0);
    expect(en).toEqual(zh);
  });

  for (const file of zh) {
    it(`${file} has the same keys in zh-CN and en`, () => {
      const a = base(keys(load('zh-CN', file))).sort();
      const b = base(keys(load('en', file))).sort();
      expect(
        b.filter((k) => !a.includes(k)),
        'keys only in en',
      ).toEqual([]);
      expect(
        a.filter((k) => !b.includes(k)),
        'keys only in zh-CN',
      ).toEqual([]);
    });
    it(`${file} has no empty texts`, () => {
      const flat = (o: unknown): string[] => (o && typeof o === 'object' ? Object.values(o as Record<string, unknown>).flatMap(flat) : [String(o)]);
      for (const lang of ['zh-CN', 'en']) expect(flat(load(lang, file)).filter((t) => t.trim() === '')).toEqual([]);
    });
  }
});
