import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build plugin without types
import { NARROWED, PARTS } from '../../scripts/antd-lazy-parts.mjs';

/**
 * The build plugin swaps some of antd's internal imports for lazy parts. An antd upgrade that moves
 * or changes them would silently load them eagerly again (or, worse, need bindings the lazy part
 * lacks): this fails first. Each importer must still import exactly the default binding (and, for
 * the filter, flattenKeys, which the plugin keeps as antd writes it).
 */
const require = createRequire(import.meta.url);
const antdEs = require.resolve('antd/es/index.js').replace(/index\.js$/, '');

const importers = ['table/hooks/useFilter/index.js', 'pagination/Pagination.js', 'table/hooks/useSelection.js', 'form/FormItemLabel.js', 'segmented/index.js', 'steps/index.js', 'config-provider/index.js'];

/**
 * The tooltip parts are worth it only while antd renders them conditionally (a label's `tooltip`, an
 * item's `tooltip`, an inline item's `content`, `tooltip.unique` on ConfigProvider): a part that
 * always renders would load at once, behind a flash of its fallback.
 */
const onlyWhen: Record<string, RegExp> = {
  'form/FormItemLabel.js': /if \(tooltipProps\) \{\s+const tooltipNode = \/\*#__PURE__\*\/React\.createElement\(Tooltip/,
  'segmented/index.js': /if \(!item\.tooltip\) \{\s+return node;/,
  'steps/index.js': /if \(isInline && itemInfo\.item\.content\) \{\s+content = \/\*#__PURE__\*\/React\.createElement\(Tooltip/,
  'config-provider/index.js': /if \(tooltip\?\.unique\) \{\s+childNode = \/\*#__PURE__\*\/React\.createElement\(UniqueProvider/,
};

describe('antd-lazy-parts', () => {
  for (const part of PARTS as { source: string; real: string; importer: RegExp; extra?: string }[]) {
    const rel = importers.find((f) => part.importer.test(antdEs + f));
    it(`${rel ?? part.importer.source} still imports ${part.source} as the plugin expects`, () => {
      expect(rel).toBeDefined();
      const file = antdEs + rel!;
      if (onlyWhen[rel!]) expect(readFileSync(file, 'utf8')).toMatch(onlyWhen[rel!]);
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

/**
 * NARROWED imports point one import of an antd file at the few files it uses. An upgrade that
 * changes what the importer takes (a new binding the narrowed module lacks) or moves a file fails here.
 */
const narrowedImporters: [RegExp, string][] = [
  [/useSelection/, require.resolve('antd/es/table/hooks/useSelection.js')],
  [/form/, require.resolve('antd/es/form/context.js')],
  [/OperationNode/, require.resolve('@rc-component/tabs/es/TabNavList/OperationNode.js')],
];

describe('antd-lazy-parts narrowed imports', () => {
  for (const n of NARROWED as { importer: RegExp; source: string; code: string }[]) {
    const file = narrowedImporters.find(([re, f]) => re.test(n.importer.source) && n.importer.test(f))?.[1];
    it(`${n.source} as ${file?.replace(/.*node_modules\//, '')} imports it provides every binding used`, () => {
      expect(file).toBeDefined();
      const line = readFileSync(file!, 'utf8')
        .split('\n')
        .find((l) => l.includes(`from '${n.source}'`));
      expect(line).toBeDefined();
      const bindings = line!.replace(/^import\s+/, '').replace(/\s+from.*$/, '');
      const named = [...(bindings.match(/\{([^}]*)\}/)?.[1] ?? '').split(',')].map((b) => b.trim().split(/\s+as\s+/)[0]).filter(Boolean);
      const hasDefault = /^\w+/.test(bindings);
      const provided = n.code;
      if (hasDefault) expect(provided).toMatch(/as default/);
      for (const b of named) expect(provided).toMatch(new RegExp(`(export function ${b}\\b|[{,] ?${b}\\b)`));
      for (const spec of [...provided.matchAll(/from '([^']+\.js)'/g)].map((m) => m[1])) expect(() => require.resolve(spec)).not.toThrow();
    });
  }

  it("keeps rc-tree's array helpers as rc-tree has them", async () => {
    const ours = (NARROWED as { code: string }[]).find((n) => n.code.includes('arrAdd'))!.code;
    const body = ours.replace(/^export \{[^}]*\} from [^\n]*\n/gm, '').replace(/export function/g, 'function');
    const mine = new Function(`${body}; return { arrAdd, arrDel };`)() as Record<'arrAdd' | 'arrDel', (l: unknown[] | undefined, v: unknown) => unknown[]>;
    const theirs = (await import('@rc-component/tree/es/util.js')) as unknown as typeof mine;
    for (const [list, v] of [
      [undefined, 1],
      [[1, 2], 2],
      [[1, 2], 3],
      [[], 'a'],
    ] as [unknown[] | undefined, unknown][]) {
      expect(mine.arrAdd(list, v)).toEqual(theirs.arrAdd(list, v));
      expect(mine.arrDel(list, v)).toEqual(theirs.arrDel(list, v));
    }
  });
});
