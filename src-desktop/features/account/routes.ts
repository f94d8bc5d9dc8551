import type { DesktopRoute } from '../../app/route-types';

/** Sign-in, registration, password and code-exchange pages. */
export const accountRoutes: DesktopRoute[] = [
  { path: '/login', name: 'login', guard: 'public', layout: 'standalone', ns: ['account'], page: () => import('./LoginPage') },
  { path: '/Login-blue', name: 'loginBlue', guard: 'public', layout: 'standalone', ns: ['account'], page: () => import('./LoginBluePage') },
  { path: '/ish-login', name: 'ishLogin', guard: 'public', layout: 'standalone', ns: ['account'], page: () => import('./IshLoginPage') },
  { path: '/register', name: 'register', guard: 'public', layout: 'shell', ns: ['account'], page: () => import('./RegisterPage') },
  { path: '/registerSuccess', name: 'registerSuccess', guard: 'public', layout: 'shell', ns: ['account'], page: () => import('./RegisterSuccessPage') },
  { path: '/forget', name: 'forget', guard: 'public', layout: 'standalone', ns: ['account'], page: () => import('./ForgetPage') },
  { path: '/ish-forget', name: 'ishForget', guard: 'public', layout: 'standalone', ns: ['account'], page: () => import('./IshForgetPage') },
  {
    path: '/memberCenter/changePass',
    name: 'changePass',
    guard: 'member',
    layout: 'member',
    menuActive: '/memberCenter/accountSafe',
    ns: ['account'],
    page: () => import('./ChangePassPage'),
  },
  { path: '/authorize', name: 'authorize', guard: 'public', layout: 'standalone', ns: ['account'], page: () => import('./AuthorizePage') },
  // Unified third-party login: a visitor signs in with another identity provider (OpenID Connect).
  { path: '/hwAuthorize', name: 'hwAuthorize', guard: 'public', layout: 'standalone', ns: ['account', 'oidc'], page: () => import('./OidcLoginPage') },
  // The portal as identity provider: a signed-in member lets a registered app have a one-use code.
  { path: '/appAuthorize', name: 'appAuthorize', guard: 'member', layout: 'standalone', ns: ['account'], page: () => import('./AppAuthorizePage') },
  { path: '/salesman/login', name: 'salesmanLogin', guard: 'public', layout: 'standalone', ns: ['account'], page: () => import('./SalesmanLoginPage') },
];
