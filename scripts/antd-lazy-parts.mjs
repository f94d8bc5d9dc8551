// Parts of antd's Table and Pagination that only some uses render, loaded when first rendered
// (desktop build). antd imports them statically, so every page with a table paid for them:
// - Table's column-filter dropdown (Tree, Menu, Dropdown, Checkbox: ~30 kB gzip), rendered only
//   for a column with `filters` / `filterDropdown` (no portal table has one). `flattenKeys`, which
//   the filter hook calls whether or not a column filters, is kept here as antd writes it
//   (antd/es/table/hooks/useFilter/FilterDropdown.js).
// - Pagination's page-size Select (~25 kB), rendered only when the size changer shows.
// - The selection column's Dropdown and Radio, rendered only with `selections` or a radio selection.
// Until the real part has loaded (once, then cached), a filtered column shows its title as it is
// and the other parts render nothing. antd itself is unchanged.
// Besides the lazy parts, NARROWED imports point one import of antd at the few files it uses:
// - Table's selection hook takes four helpers from rc-tree's index, which put rc-tree's whole
//   Tree (~11 kB gzip) in the chunk every table page loads; it now takes the two helper files, and
//   rc-tree's two array helpers (seven lines, as rc-tree writes them in es/util.js) sit here.
const FLATTEN_KEYS = `
export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}`;

export const PARTS = [
  { importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/, source: './FilterDropdown', real: 'antd/es/table/hooks/useFilter/FilterDropdown.js', fallback: 'props.children', extra: FLATTEN_KEYS },
  { importer: /antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/, source: '../select', real: 'antd/es/select/index.js', fallback: 'null' },
  { importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/, source: '../../dropdown', real: 'antd/es/dropdown/index.js', fallback: 'null' },
  { importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/, source: '../../radio', real: 'antd/es/radio/index.js', fallback: 'null' },
];

const ARR_HELPERS = `
export function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}
export function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}`;

export const NARROWED = [
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '@rc-component/tree',
    code: `export { conductCheck } from '@rc-component/tree/es/utils/conductUtil.js';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil.js';
${ARR_HELPERS}`,
  },
];

const PREFIX = '\0antd-lazy-part:';
const NARROW_PREFIX = '\0antd-narrowed:';

const wrapper = (part) => `
import { createElement, lazy, Suspense } from 'react';
const Real = lazy(() => import(${JSON.stringify(part.real)}));
export default function LazyPart(props) {
  return createElement(Suspense, { fallback: ${part.fallback} }, createElement(Real, props));
}
${part.extra ?? ''}`;

export function antdLazyParts() {
  return {
    name: 'antd-lazy-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const n = NARROWED.findIndex((p) => p.source === source && p.importer.test(importer));
      if (n >= 0) return NARROW_PREFIX + n;
      const i = PARTS.findIndex((p) => p.source === source && p.importer.test(importer));
      return i < 0 ? null : PREFIX + i;
    },
    load(id) {
      if (id.startsWith(NARROW_PREFIX)) return NARROWED[Number(id.slice(NARROW_PREFIX.length))].code;
      return id.startsWith(PREFIX) ? wrapper(PARTS[Number(id.slice(PREFIX.length))]) : null;
    },
  };
}
