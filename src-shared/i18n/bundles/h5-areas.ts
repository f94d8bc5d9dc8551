import type { AreaLoaders } from '../i18n';

/**
 * The H5 areas that load with the routes that show them (routes `ns`), not with every first
 * page: /mobile needs neither the WeChat account texts nor the device texts.
 *
 * In the entry: the areas of the WeChat-menu pages (routes-menu.ts) and the login's WeChat account
 * views. The other routes' areas are added by the rest of the route table when it loads
 * (h5-rest-areas.ts, addH5Areas): their loaders (~0.3 kB gzip) are not part of a menu page's
 * first load. initI18n keeps this very object as its table of loaders, so what is added is found.
 */
export const h5Areas: AreaLoaders = {
  ...import.meta.glob<Record<string, unknown>>('../locales/*/{wx,wxAccount,device,mhome,activity,spread}.json', { import: 'default' }),
};

export function addH5Areas(more: AreaLoaders) {
  Object.assign(h5Areas, more);
}
