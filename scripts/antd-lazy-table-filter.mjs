// antd's Table imports its column-filter dropdown statically, and with it antd's Tree, Menu,
// Dropdown, Checkbox and Radio (~30 kB gzip on every page with a table). No portal table has
// column filters (`filters` / `filterDropdown`), so in the desktop build the dropdown is a lazy
// wrapper: antd's own FilterDropdown loads the first time a column with filters renders (until
// then the column title shows as it is). `flattenKeys`, which the filter hook calls whether or
// not a column filters, is kept here as antd writes it (antd/es/table/hooks/useFilter/FilterDropdown.js).
const VIRTUAL = '\0antd-lazy-table-filter';
const FILTER_HOOK = /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/;

const code = `
import { createElement, lazy, Suspense } from 'react';
const Real = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown.js'));
export default function FilterDropdown(props) {
  return createElement(Suspense, { fallback: props.children }, createElement(Real, props));
}
export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}
`;

export function lazyTableFilter() {
  return {
    name: 'antd-lazy-table-filter',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './FilterDropdown' && importer && FILTER_HOOK.test(importer)) return VIRTUAL;
      return null;
    },
    load(id) {
      return id === VIRTUAL ? code : null;
    },
  };
}
