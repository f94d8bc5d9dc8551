import { ACTIVITY_REGISTER_PATH, HOME_PATH, LOGIN_PATH, mroute as titledRoute, PERSONAL_REGISTER_PATH, REGISTER_PATH, type MobileRouteDef } from './route-paths';

/**
 * The H5 routes beyond the WeChat-menu pages (routes-menu.ts): loaded with the first page that is
 * one of them (the server announces this chunk in its HTML) or on the way to one inside the app
 * (route-lookup.ts), and not by a first load of a menu page.
 */

/** A route here shows its title from the area 'mroutes': the first paint's texts carry only the menu pages' titles (h5-<lang>.ts). */
const mroute = (def: Omit<MobileRouteDef, 'titleKey'>): MobileRouteDef => titledRoute({ ...def, ns: ['mroutes', ...(def.ns ?? [])] });
const FACTORY_HUB = '/mobile/certification/tab';
/** The factory lists show no rule texts (their detail popup loads them when opened). */
const FACTORY_LISTS: readonly string[] = [FACTORY_HUB, '/mobile/tabQuery', '/mobile/tabStatusList', '/mobile/tabFactoryQuery', '/mobile/tabFactoryStatusList'];
/** The factory forms show no rule texts until checked (their checks load them on first focus, factory-checks.ts). */
const FACTORY_FORMS: readonly string[] = ['/mobile/tabCompleteFacQuery', '/mobile/completeFacSubmit', '/mobile/factorySubmit', '/mobile/supplierDetail', '/mobile/factoryChange'];
/** Factory approval pages: platform field admins only (server access 'admin'), with the factory texts. */
const factoryRoute = (path: string, name: string, back: string, page: MobileRouteDef['page']) =>
  mroute({ ns: ['factory'], path, name, guard: 'admin', layout: 'h5', back, page, coreTexts: FACTORY_LISTS.includes(path) || FACTORY_FORMS.includes(path) });

export const restRoutes: MobileRouteDef[] = [
  mroute({ ns: ['wxBinding'], path: '/wx/openid', name: 'wxOpenid', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxOpenidPage') }),
  mroute({ ns: ['wx', 'wxVariant', 'wxAccount'], path: '/wx/bind', name: 'wxBind', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxBindPage') }),
  mroute({ ns: ['wx', 'wxRegister', 'wxAccount'], path: REGISTER_PATH, name: 'wxRegister', coreTexts: true, guard: 'public', layout: 'h5', back: LOGIN_PATH, page: () => import('../features/account/WxRegisterPage') }),
  mroute({
    ns: ['wx', 'wxRegister', 'wxAccount'],
    path: PERSONAL_REGISTER_PATH,
    name: 'wxPersonalRegister',
    coreTexts: true,
    guard: 'public',
    layout: 'h5',
    back: LOGIN_PATH,
    page: () => import('../features/account/WxPersonalRegisterPage'),
  }),
  mroute({ ns: ['wx', 'wxVariant'], path: '/wx/activityLogin', name: 'wxActivityLogin', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxActivityLoginPage') }),
  mroute({
    ns: ['wx', 'wxRegister', 'wxAccount'],
    path: ACTIVITY_REGISTER_PATH,
    name: 'wxActivityPersonalRegister',
    coreTexts: true,
    guard: 'public',
    layout: 'h5',
    back: '/wx/activityLogin',
    page: () => import('../features/account/WxActivityPersonalRegisterPage'),
  }),
  mroute({ ns: ['wx', 'wxBinding', 'wxAccount'], path: '/wx/removeBind', name: 'wxRemoveBind', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/WxRemoveBindPage') }),
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
  mroute({ ns: ['device'], path: '/mobile/submit', name: 'mobileSubmit', coreTexts: true, guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/device/SubmitPage') }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/personalInfo', name: 'mobilePersonalInfo', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/member/PersonalInfoPage') }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/devices', name: 'mobileDevices', guard: 'member', layout: 'h5', back: '/mobile/personalInfo', page: () => import('../features/member/DevicesPage') }),
  // Two-step verification (decision 0051).
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/twoStep', name: 'mobileTwoStep', guard: 'member', layout: 'h5', back: '/mobile/personalInfo', page: () => import('../features/member/TwoStepPage') }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/invitations', name: 'mobileInvitations', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/member/InvitationsPage') }),
  mroute({ ns: ['mmember'], path: '/mobile/deviceCheck', name: 'deviceCheck', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/equipment/DeviceCheckPage') }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/message', name: 'mobileMessage', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/member/UnreadMessagesPage') }),
  // The audit trail (decision 0050), read-only on a phone: the company's log (audit.view) and the member's own activity.
  mroute({ ns: ['audit'], coreTexts: true, path: '/mobile/auditLog', name: 'mobileAuditLog', guard: 'enterprise', layout: 'h5', back: '/mobile/personalInfo', page: () => import('../features/member/AuditLogPage') }),
  mroute({
    ns: ['audit'],
    coreTexts: true,
    path: '/mobile/accountActivity',
    name: 'mobileAccountActivity',
    guard: 'member',
    layout: 'h5',
    back: '/mobile/personalInfo',
    page: () => import('../features/member/AccountActivityPage'),
  }),
  mroute({ ns: ['mmember'], coreTexts: true, path: '/mobile/file', name: 'mobileFile', guard: 'member', layout: 'h5', back: HOME_PATH, page: () => import('../features/member/MyFilesPage') }),
  // The unified third-party login (OpenID Connect), the H5 side of the desktop /hwAuthorize.
  mroute({ ns: ['oidc', 'wx', 'wxRegister'], path: '/h5/hwAuthorize', name: 'h5HwAuthorize', coreTexts: true, guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/OidcLoginPage') }),
  // The portal as OpenID provider: the consent step on a phone (the gateway sends a phone's /oauth/authorize here).
  mroute({ ns: ['sso'], path: '/h5/oauth/authorize', name: 'h5OauthAuthorize', guard: 'public', layout: 'h5', page: () => import('../features/sso/OAuthAuthorizePage') }),
  mroute({ ns: ['wx', 'wxVariant'], path: '/mobile/login', name: 'mobileLogin', guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/MobileLoginPage') }),
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
