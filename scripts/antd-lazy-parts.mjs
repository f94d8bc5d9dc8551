// Parts of antd's Table and Pagination that only some uses render, loaded when first rendered
// (desktop build). antd imports them statically, so every page with a table paid for them:
// - Table's column-filter dropdown (Tree, Menu, Dropdown, Checkbox: ~30 kB gzip), rendered only
//   for a column with `filters` / `filterDropdown` (no portal table has one). `flattenKeys`, which
//   the filter hook calls whether or not a column filters, is kept here as antd writes it
//   (antd/es/table/hooks/useFilter/FilterDropdown.js).
// - Pagination's page-size Select (~25 kB), rendered only when the size changer shows.
// - The selection column's Dropdown and Radio, rendered only with `selections` or a radio selection.
// - Tooltip in a Form.Item label, a Segmented item and an inline Steps item (~13 kB with its popup
//   trigger), rendered only for a label with `tooltip` or an item with one: every form page paid for it. Until loaded
//   the label's icon or the item shows without its tooltip.
// - ConfigProvider's shared-tooltip provider (the popup trigger, ~8 kB), rendered only with
//   `tooltip.unique`, which the portal does not set.
// Until the real part has loaded (once, then cached), a filtered column shows its title as it is
// and the other parts render nothing. antd itself is unchanged.
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
  { importer: /antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/, source: '../tooltip', real: 'antd/es/tooltip/index.js', fallback: 'props.children' },
  { importer: /antd[\\/]es[\\/]segmented[\\/]index\.js$/, source: '../tooltip', real: 'antd/es/tooltip/index.js', fallback: 'props.children' },
  { importer: /antd[\\/]es[\\/]steps[\\/]index\.js$/, source: '../tooltip', real: 'antd/es/tooltip/index.js', fallback: 'props.children' },
  { importer: /antd[\\/]es[\\/]config-provider[\\/]index\.js$/, source: '../tooltip/UniqueProvider', real: 'antd/es/tooltip/UniqueProvider/index.js', fallback: 'props.children' },
];

const PREFIX = '\0antd-lazy-part:';

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
      const i = PARTS.findIndex((p) => p.source === source && p.importer.test(importer));
      return i < 0 ? null : PREFIX + i;
    },
    load(id) {
      return id.startsWith(PREFIX) ? wrapper(PARTS[Number(id.slice(PREFIX.length))]) : null;
    },
  };
}
