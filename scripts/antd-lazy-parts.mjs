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
// Besides the lazy parts, NARROWED imports point one import of antd at the few files it uses:
// - Table's selection hook takes four helpers from rc-tree's index, which put rc-tree's whole
//   Tree (~11 kB gzip) in the chunk every table page loads; it now takes the two helper files, and
//   rc-tree's two array helpers (seven lines, as rc-tree writes them in es/util.js) sit here.
// - antd's form context (which Input, Select, Checkbox, Radio and the context isolator behind Button
//   and Space read) takes rc-form's FormProvider from rc-form's index, which put all of rc-form
//   (~13 kB gzip: useForm, Field, the async validator) on every antd page; it now takes the one
//   file that defines it, and rc-form loads with the pages that render a Form.
// - Tabs' "more" button (for tabs that do not fit) wraps rc-dropdown around rc-menu (~8 kB gzip) on
//   every page with tabs, although the button stays hidden while every tab fits (all portal tabs
//   do at 1366 px). Both load once the button shows (some tab does not fit); until then the
//   button renders as it is, hidden. The menu renders only inside the opened dropdown.
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

NARROWED.push({
  importer: /antd[\\/]es[\\/]form[\\/]context\.js$/,
  source: '@rc-component/form',
  code: `export { FormProvider } from '@rc-component/form/es/FormContext.js';`,
});

const TABS_MORE = '\0antd-tabs-more';
const TABS_MORE_CODE = `
import { createElement, forwardRef, lazy, Suspense, useState } from 'react';
let real = null;
const RealDropdown = lazy(() =>
  Promise.all([import('@rc-component/dropdown'), import('@rc-component/menu')]).then(([d, m]) => {
    real = { Menu: m.default, MenuItem: m.MenuItem };
    return { default: d.default };
  }),
);
export function Dropdown(props) {
  const [wanted, setWanted] = useState(false);
  const shown = props.children?.props?.style?.visibility !== 'hidden';
  if (shown && !wanted) setWanted(true);
  if (!wanted) return props.children;
  return createElement(Suspense, { fallback: props.children }, createElement(RealDropdown, props));
}
// The dropdown's focus handling passes a ref to its menu.
export const Menu = forwardRef(function Menu(props, ref) {
  return real ? createElement(real.Menu, { ...props, ref }) : null;
});
export function MenuItem(props) {
  return real ? createElement(real.MenuItem, props) : null;
}`;
const OPERATION_NODE = /@rc-component[\\/]tabs[\\/]es[\\/]TabNavList[\\/]OperationNode\.js$/;
NARROWED.push(
  { importer: OPERATION_NODE, source: '@rc-component/dropdown', code: `export { Dropdown as default } from '${TABS_MORE}';` },
  { importer: OPERATION_NODE, source: '@rc-component/menu', code: `export { Menu as default, MenuItem } from '${TABS_MORE}';` },
);

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
      if (source === TABS_MORE) return TABS_MORE;
      if (!importer) return null;
      const n = NARROWED.findIndex((p) => p.source === source && p.importer.test(importer));
      if (n >= 0) return NARROW_PREFIX + n;
      const i = PARTS.findIndex((p) => p.source === source && p.importer.test(importer));
      return i < 0 ? null : PREFIX + i;
    },
    load(id) {
      if (id === TABS_MORE) return TABS_MORE_CODE;
      if (id.startsWith(NARROW_PREFIX)) return NARROWED[Number(id.slice(NARROW_PREFIX.length))].code;
      return id.startsWith(PREFIX) ? wrapper(PARTS[Number(id.slice(PREFIX.length))]) : null;
    },
  };
}
