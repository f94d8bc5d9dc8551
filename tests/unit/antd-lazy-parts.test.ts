import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build plugin without types
import { PARTS } from '../../scripts/antd-lazy-parts.mjs';

/**
 * The build plugin swaps four of antd's internal imports for lazy parts. An antd upgrade that moves
 * or changes them would silently load them eagerly again (or, worse, need bindings the lazy part
 * lacks): this fails first. Each importer must still import exactly the default binding (and, for
 * the filter, flattenKeys, which the plugin keeps as antd writes it).
 */
const require = createRequire(import.meta.url);
const antdEs = require.resolve('antd/es/index.js').replace(/index\.js$/, '');

const importers: Record<string, string> = {
  './FilterDropdown': 'table/hooks/useFilter/index.js',
  '../select': 'pagination/Pagination.js',
  '../../dropdown': 'table/hooks/useSelection.js',
  '../../radio': 'table/hooks/useSelection.js',
};

describe('antd-lazy-parts', () => {
  for (const part of PARTS as { source: string; real: string; importer: RegExp; extra?: string }[]) {
    it(`${importers[part.source]} still imports ${part.source} as the plugin expects`, () => {
      const file = antdEs + importers[part.source];
      expect(part.importer.test(file)).toBe(true);
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.includes(`from '${part.source}'`));
      expect(lines).toHaveLength(1);
      const bindings = lines[0].replace(/^import\s+/, '').replace(/\s+from.*$/, '');
      // A default import only; the filter's also takes flattenKeys, which the plugin provides.
      expect(bindings).toMatch(part.extra ? /^\w+, \{ flattenKeys \}$/ : /^\w+$/);
      expect(() => require.resolve(part.real)).not.toThrow();
    });
  }

  it('keeps flattenKeys as antd has it (a filter tree flattened to its values)', () => {
    const antd = readFileSync(antdEs + 'table/hooks/useFilter/FilterDropdown.js', 'utf8');
    expect(antd).toMatch(
      /export function flattenKeys\(filters\) \{\s+let keys = \[\];\s+\(filters \|\| \[\]\)\.forEach\(\(\{\s+value,\s+children\s+\}\) => \{\s+keys\.push\(value\);\s+if \(children\) \{\s+keys = \[\]\.concat\(_toConsumableArray\(keys\), _toConsumableArray\(flattenKeys\(children\)\)\);/,
    );
    const ours = (PARTS as { extra?: string }[]).find((p) => p.extra)!.extra!;
    const flatten = new Function(`${ours.replace('export function', 'function')}; return flattenKeys;`)() as (f: unknown) => unknown[];
    expect(flatten([{ value: 'a', children: [{ value: 'b' }, { value: 'c', children: [{ value: 'd' }] }] }, { value: 'e' }])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(flatten(undefined)).toEqual([]);
  });
});
