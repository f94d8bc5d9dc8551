import { addH5Areas } from './h5-areas';

/** The H5 areas only the routes outside the WeChat menu show (loaded with src-mobile/app/rest-table.ts). */
addH5Areas(import.meta.glob<Record<string, unknown>>('../locales/*/{wxVariant,wxRegister,wxBinding,oidc,industryApp,sso,mmember,factory,audit}.json', { import: 'default' }));

// Their titles (mroutes). The query makes this a module apart from the one the first-paint bundles
// take the menu pages' titles from by name (h5-<lang>.ts; scripts/json-copy.mjs): one module for both
// would go to a chunk of its own, whole, loaded with the first paint's texts.
addH5Areas(import.meta.glob<Record<string, unknown>>('../locales/*/mroutes.json', { import: 'default', query: '?area' }));
