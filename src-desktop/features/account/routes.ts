import type { DesktopRoute } from '../../app/route-types';

/** Sign-in, registration, password and code-exchange pages (issue 4). */
export const accountRoutes: DesktopRoute[] = [
  { path: '/login', name: 'login', guard: 'public', layout: 'standalone', page: () => import('./LoginPage') },
  { path: '/Login-blue', name: 'loginBlue', guard: 'public', layout: 'standalone', page: () => import('./LoginBluePage') },
  { path: '/ish-login', name: 'ishLogin', guard: 'public', layout: 'standalone', page: () => import('./IshLoginPage') },
  { path: '/register', name: 'register', guard: 'public', layout: 'shell', page: () => import('./RegisterPage') },
  { path: '/registerSuccess', name: 'registerSuccess', guard: 'public', layout: 'shell', page: () => import('./RegisterSuccessPage') },
  { path: '/forget', name: 'forget', guard: 'public', layout: 'standalone', page: () => import('./ForgetPage') },
  { path: '/ish-forget', name: 'ishForget', guard: 'public', layout: 'standalone', page: () => import('./IshForgetPage') },
  {
    path: '/memberCenter/changePass',
    name: 'changePass',
    guard: 'member',
    layout: 'member',
    menuActive: '/memberCenter/accountSafe',
    page: () => import('./ChangePassPage'),
  },
  { path: '/authorize', name: 'authorize', guard: 'public', layout: 'standalone', page: () => import('./AuthorizePage') },
  { path: '/hwAuthorize', name: 'hwAuthorize', guard: 'member', layout: 'standalone', page: () => import('./HwAuthorizePage') },
  { path: '/industryApp/auth', name: 'industryAppAuth', guard: 'member', layout: 'standalone', page: () => import('./IndustryAppAuthPage') },
  { path: '/salesman/login', name: 'salesmanLogin', guard: 'public', layout: 'standalone', page: () => import('./SalesmanLoginPage') },
];
