import type { RouteDef } from '#shared/routing/route-def';

/**
 * The H5 route table's types, its well-known paths and the helper its entries are written with.
 * The table itself is in two parts: routes-menu.ts (the pages opened from a WeChat menu or a
 * shared link, in the entry) and routes-rest.ts (loaded when a path is not one of those);
 * routes.ts joins them for the tools and tests. Pages import paths from here, never routes.ts
 * (which would bring the whole table into their chunk).
 *
 * Layouts: 'h5' is the NavBar shell (title, back, language switch, safe areas);
 * 'bare' renders the page alone (full-screen pages such as activities).
 */
export type H5LayoutName = 'h5' | 'bare';

export interface MobileRouteDef extends RouteDef<H5LayoutName> {
  /** Where the NavBar back button goes when there is no in-app history. No value: no back button. */
  back?: string;
  /**
   * Renders with the first paint's texts alone (i18n bundles h5-<lang>.ts): the menu and
   * shared-link pages, which show no rules/texts.json text beyond the core (scripts/texts-split.mjs).
   * Other pages wait for the rest of the texts with their chunk (RoutePage.tsx).
   */
  coreTexts?: boolean;
  /** Locale areas beyond the first paint's (common, mobile, mroutes) the page shows: they load with its chunk (RoutePage.tsx). */
  ns?: H5Area[];
}

/** The H5 areas that load per route (src-shared/i18n/bundles/h5-areas.ts). */
export type H5Area = 'mroutes' | 'wx' | 'wxVariant' | 'wxAccount' | 'wxRegister' | 'wxBinding' | 'device' | 'oidc' | 'industryApp' | 'sso' | 'mhome' | 'mmember' | 'factory' | 'activity' | 'spread' | 'audit';

/** Titles live in src-shared/i18n/locales/<lang>/mroutes.json under the route name. */
export const mroute = (def: Omit<MobileRouteDef, 'titleKey'>): MobileRouteDef => ({ ...def, titleKey: `mroutes:${def.name}` });

export const HOME_PATH = '/mobile';
export const LOGIN_PATH = '/wx/login';
/** Where the field admins' pages (guard 'admin') send a signed-out user (spec section 8, the admin variant). */
export const ADMIN_LOGIN_PATH = '/mobile/login';
export const loginPathFor = (def: Pick<MobileRouteDef, 'guard'>) => (def.guard === 'admin' ? ADMIN_LOGIN_PATH : LOGIN_PATH);
/** The sign-up pages the login screen links to (enterprise, personal, from an activity). */
export const REGISTER_PATH = '/wx/register';
export const PERSONAL_REGISTER_PATH = '/wx/personalRegister';
export const ACTIVITY_REGISTER_PATH = '/wx/activityPersonalRegister';

/** Path prefixes served by this build: a redirect target under one of them stays in the single-page app. */
export const H5_PREFIXES = ['/wx', '/h5', '/spread', '/mobile', '/doc'];
export const isH5Path = (path: string) => H5_PREFIXES.some((p) => path === p || path.startsWith(p + '/') || path.startsWith(p + '?'));
