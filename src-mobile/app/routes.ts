import { bestRoute } from '#shared/utils/route-match';
import type { RouteDef } from '#shared/routing/route-def';

/**
 * The H5 build's routes as data: the router, the NavBar title and back button,
 * the page titles and the landing page's entries are all read from this table.
 * Titles live in src-shared/i18n/locales/<lang>/mroutes.json under the route name.
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
export type H5Area = 'wx' | 'wxRegister' | 'wxBinding' | 'device' | 'oidc' | 'industryApp' | 'sso' | 'mhome' | 'mmember' | 'factory' | 'activity' | 'spread';

const mroute = (def: Omit<MobileRouteDef, 'titleKey'>): MobileRouteDef => ({ ...def, titleKey: `mroutes:${def.name}` });

export const HOME_PATH = '/mobile';
const FACTORY_HUB = '/mobile/certification/tab';
/** The factory lists show no rule texts (their detail popup loads them when opened). */
const FACTORY_LISTS: readonly string[] = [FACTORY_HUB, '/mobile/tabQuery', '/mobile/tabStatusList', '/mobile/tabFactoryQuery', '/mobile/tabFactoryStatusList'];
/** The factory forms show no rule texts until checked (their checks load them on first focus, factory-checks.ts). */
const FACTORY_FORMS: readonly string[] = ['/mobile/tabCompleteFacQuery', '/mobile/completeFacSubmit', '/mobile/factorySubmit', '/mobile/supplierDetail', '/mobile/factoryChange'];
export const LOGIN_PATH = '/wx/login';
/** Where the field admins' pages (guard 'admin') send a signed-out user (spec section 8, the admin variant). */
export const ADMIN_LOGIN_PATH = '/mobile/login';
export const loginPathFor = (def: Pick<MobileRouteDef, 'guard'>) => (def.guard === 'admin' ? ADMIN_LOGIN_PATH : LOGIN_PATH);

/** Factory approval pages: platform field admins only (server access 'admin'), with the factory texts. */
const factoryRoute = (path: string, name: string, back: string, page: MobileRouteDef['page']) =>
  mroute({ ns: ['factory'], path, name, guard: 'admin', layout: 'h5', back, page, coreTexts: FACTORY_LISTS.includes(path) || FACTORY_FORMS.includes(path) });

export const routes: MobileRouteDef[] = [
  mroute({ ns: ['mhome'], path: HOME_PATH, name: 'mobileHome', coreTexts: true, guard: 'public', layout: 'h5', page: () => import('../features/home/MobileHomePage') }),
  mroute({ ns: ['wx'], path: LOGIN_PATH, name: 'wxLogin', coreTexts: true, guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/LoginScreen') }),
  mroute({ ns: ['wxBinding'], path: '/wx/openid', name: 'wxOpenid', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxOpenidPage') }),
  mroute({ ns: ['wx'], path: '/wx/bind', name: 'wxBind', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxBindPage') }),
  mroute({ ns: ['wx', 'wxRegister'], path: '/wx/register', name: 'wxRegister', coreTexts: true, guard: 'public', layout: 'h5', back: LOGIN_PATH, page: () => import('../features/account/WxRegisterPage') }),
  mroute({
    ns: ['wx', 'wxRegister'],
    path: '/wx/personalRegister',
    name: 'wxPersonalRegister',
    coreTexts: true,
    guard: 'public',
    layout: 'h5',
    back: LOGIN_PATH,
    page: () => import('../features/account/WxPersonalRegisterPage'),
  }),
  mroute({ ns: ['wx'], path: '/wx/activityLogin', name: 'wxActivityLogin', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxActivityLoginPage') }),
  mroute({
    ns: ['wx', 'wxRegister'],
    path: '/wx/activityPersonalRegister',
    name: 'wxActivityPersonalRegister',
    coreTexts: true,
    guard: 'public',
    layout: 'h5',
    back: '/wx/activityLogin',
    page: () => import('../features/account/WxActivityPersonalRegisterPage'),
  }),
  mroute({ ns: ['wx', 'wxBinding'], path: '/wx/removeBind', name: 'wxRemoveBind', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxRemoveBindPage') }),
  mroute({
    ns: ['wx', 'wxRegister', 'wxBinding'],
    path: '/wx/removePhoneBind',
    name: 'wxRemovePhoneBind',
    coreTexts: true,
    guard: 'public',
    layout: 'h5',
    back: '/wx/removeBind',
    page: () => import('../features/account/WxRemovePhoneBindPage'),
  }),
  mroute({ ns: ['wxBinding'], path: '/wx/removeBindResult', name: 'wxRemoveBindResult', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxRemoveBindResultPage') }),
  mroute({ ns: ['device'], path: '/mobile/device', name: 'deviceList', coreTexts: true, guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/device/DeviceListPage') }),
  mroute({ ns: ['device'], path: '/mobile/device/:model', name: 'deviceModel', coreTexts: true, guard: 'public', layout: 'h5', back: '/mobile/device', page: () => import('../features/device/DevicePage') }),
  // Old document paths, redirected to the model page (README: legacy device paths).
  ...['/doc/:model', '/doc/:model/*', '/mobile/box/:model', '/mobile/terminal/:model', '/h5/device/:model'].map((path) =>
    mroute({ ns: ['device'], path, name: 'deviceLegacy', coreTexts: true, guard: 'public', layout: 'h5', page: () => import('../features/device/LegacyDocRedirect') }),
  ),
  mroute({ ns: ['device'], path: '/mobile/submit', name: 'mobileSubmit', coreTexts: true, guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/device/SubmitPage') }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/personalInfo', name: 'mobilePersonalInfo', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/member/PersonalInfoPage') }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/invitations', name: 'mobileInvitations', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/member/InvitationsPage') }),
  mroute({ ns: ['mmember'], path: '/mobile/deviceCheck', name: 'deviceCheck', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/equipment/DeviceCheckPage') }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/message', name: 'mobileMessage', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/member/UnreadMessagesPage') }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/file', name: 'mobileFile', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/member/MyFilesPage') }),
  // The unified third-party login (OpenID Connect), the H5 side of the desktop /hwAuthorize.
  mroute({ ns: ['oidc', 'wx', 'wxRegister'], path: '/h5/hwAuthorize', name: 'h5HwAuthorize', coreTexts: true, guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/OidcLoginPage') }),
  // The portal as OpenID provider: the consent step on a phone (the gateway sends a phone's /oauth/authorize here).
  mroute({ ns: ['sso'], path: '/h5/oauth/authorize', name: 'h5OauthAuthorize', guard: 'public', layout: 'h5', page: () => import('../features/sso/OAuthAuthorizePage') }),
  mroute({ ns: ['wx'], path: '/mobile/login', name: 'mobileLogin', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/MobileLoginPage') }),
  mroute({ ns: ['activity'], path: '/wx/lotteryDraw', name: 'wxLotteryDraw', coreTexts: true, guard: 'public', layout: 'bare', page: () => import('../features/activity/WxLotteryDrawPage') }),
  // The salesman's tool: guarded in the pages by the salesman login (its own cookie, not the member session).
  mroute({ ns: ['spread'], path: '/spread', name: 'spread', coreTexts: true, guard: 'public', layout: 'h5', page: () => import('../features/activity/SpreadPage') }),
  mroute({ ns: ['spread'], path: '/spread/list', name: 'spreadList', guard: 'public', layout: 'h5', back: '/spread', page: () => import('../features/activity/SpreadListPage') }),
  mroute({ ns: ['spread'], path: '/spread/detail', name: 'spreadDetail', guard: 'public', layout: 'h5', back: '/spread/list', page: () => import('../features/activity/SpreadDetailPage') }),
  // Factory approval for platform field admins (server access 'admin').
  factoryRoute('/mobile/certification/tab', 'factoryTab', HOME_PATH, () => import('../features/factory/CertificationTabPage')),
  factoryRoute('/mobile/tabQuery', 'factoryTabQuery', FACTORY_HUB, () => import('../features/factory/TabQueryPage')),
  factoryRoute('/mobile/tabStatusList', 'factoryTabStatusList', FACTORY_HUB, () => import('../features/factory/TabStatusListPage')),
  factoryRoute('/mobile/tabFactoryQuery', 'factoryTabFactoryQuery', FACTORY_HUB, () => import('../features/factory/TabFactoryQueryPage')),
  factoryRoute('/mobile/tabFactoryStatusList', 'factoryTabFactoryStatusList', FACTORY_HUB, () => import('../features/factory/TabFactoryStatusListPage')),
  factoryRoute('/mobile/tabCompleteFacQuery', 'factoryCompleteQuery', FACTORY_HUB, () => import('../features/factory/CompleteFacQueryPage')),
  factoryRoute('/mobile/completeFacSubmit', 'factoryCompleteSubmit', '/mobile/tabCompleteFacQuery', () => import('../features/factory/CompleteFacSubmitPage')),
  factoryRoute('/mobile/factorySubmit', 'factorySubmit', FACTORY_HUB, () => import('../features/factory/FactorySubmitPage')),
  factoryRoute('/mobile/supplierDetail', 'factorySupplier', `${FACTORY_HUB}?tab=factoryStatusList`, () => import('../features/factory/SupplierDetailPage')),
  factoryRoute('/mobile/factoryChange', 'factoryChange', `${FACTORY_HUB}?tab=factoryStatusList`, () => import('../features/factory/FactoryChangePage')),
  // Opened by an app with ?token=: the token in the URL stands for the session.
  mroute({ ns: ['factory'], path: '/h5/permissions', name: 'h5Permissions', guard: 'public', layout: 'h5', page: () => import('../features/factory/PermissionsPage') }),
  mroute({ ns: ['industryApp'], path: '/h5/industryApp/members', name: 'h5IndustryAppMembers', guard: 'public', layout: 'h5', page: () => import('../features/industry-app/IndustryMembersPage') }),
];

/** Every path the H5 build serves but does not know (server/http/static-site.ts sends /wx, /h5, /spread, /mobile, /doc here). */
export const notFoundRoute: MobileRouteDef = mroute({
  path: '*',
  name: 'mobileNoPage',
  guard: 'public',
  layout: 'h5',
  back: HOME_PATH,
  page: () => import('../features/system/MobileNoPage'),
});

export const routeByName = (name: string): MobileRouteDef | undefined => routes.find((r) => r.name === name);

/** Path prefixes served by this build: a redirect target under one of them stays in the single-page app. */
export const H5_PREFIXES = ['/wx', '/h5', '/spread', '/mobile', '/doc'];
export const isH5Path = (path: string) => H5_PREFIXES.some((p) => path === p || path.startsWith(p + '/') || path.startsWith(p + '?'));

const known = new Map<string, MobileRouteDef>();

/**
 * The route definition for a path (the not-found route when none matches). The layout asks
 * on every render and the entry before the first: a plain scan of the table, remembered per
 * path, instead of React Router's matchRoutes (which flattens and ranks the whole table each
 * call, ~10 ms on a phone's first load).
 */
export function routeForPath(pathname: string): MobileRouteDef {
  let def = known.get(pathname);
  if (!def) {
    def = bestRoute(routes, pathname) ?? notFoundRoute;
    if (known.size < 500) known.set(pathname, def);
  }
  return def;
}
