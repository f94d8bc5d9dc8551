import type { DesktopRoute } from '../../app/route-types';

/**
 * Member centre. The side menu lists the entries with a menuGroup, grouped as the spec's menu:
 * personal centre (my home page, account security), my enterprise (enterprise info),
 * business centre (my business), message centre (in-site messages, my files),
 * capital account management (my account, bank card management, transaction records).
 */
export const memberRoutes: DesktopRoute[] = [
  {
    path: '/memberCenter',
    name: 'memberCenter',
    guard: 'member',
    layout: 'member',
    menuGroup: 'personal',
    menuLabelKey: 'desktop:member.item.home',
    page: () => import('./WorktablePage'),
  },
  {
    path: '/memberCenter/worktable',
    name: 'worktable',
    guard: 'member',
    layout: 'member',
    menuActive: '/memberCenter',
    page: () => import('./WorktablePage'),
  },
  { path: '/memberCenter/memberInfo', name: 'memberInfo', guard: 'member', layout: 'member', menuGroup: 'personal', page: () => import('./MemberInfoPage') },
  { path: '/memberCenter/accountSafe', name: 'accountSafe', guard: 'member', layout: 'member', menuGroup: 'personal', page: () => import('./AccountSafePage') },
  { path: '/memberCenter/serviceCenter', name: 'serviceCenter', guard: 'member', layout: 'member', menuGroup: 'business', page: () => import('./ServiceCenterPage') },
  { path: '/ish-serviceCenter', name: 'ishServiceCenter', guard: 'public', layout: 'standalone', page: () => import('./IshServiceCenterPage') },
  { path: '/certificationEmpty', name: 'certificationEmpty', guard: 'public', layout: 'standalone', page: () => import('./CertificationEmptyPage') },
  {
    path: '/memberCenter/message',
    name: 'message',
    guard: 'member',
    layout: 'member',
    menuGroup: 'message',
    page: () => import('./MessagePage'),
  },
  {
    path: '/memberCenter/businessInfo',
    name: 'businessInfo',
    guard: 'enterprise',
    layout: 'member',
    menuGroup: 'enterprise',
    page: () => import('./BusinessInfoPage'),
  },
  {
    path: '/memberCenter/file',
    name: 'file',
    guard: 'member',
    layout: 'member',
    menuGroup: 'message',
    page: () => import('./FilePage'),
  },
  {
    path: '/memberCenter/trueName',
    name: 'trueName',
    guard: 'enterprise',
    layout: 'member',
    menuGroup: 'enterprise',
    page: () => import('./TrueNamePage'),
  },
  { path: '/memberCenter/trueNameInfo', name: 'trueNameInfo', guard: 'enterprise', layout: 'member', menuActive: '/memberCenter/trueName', page: () => import('./TrueNameInfoPage') },
  { path: '/memberCenter/changeInfo', name: 'changeInfo', guard: 'certified', layout: 'member', menuActive: '/memberCenter/trueName', page: () => import('./ChangeInfoPage') },
  {
    path: '/memberCenter/changeBankAccount',
    name: 'changeBankAccount',
    guard: 'certified',
    layout: 'member',
    menuActive: '/memberCenter/trueName',
    page: () => import('./ChangeBankAccountPage'),
  },
];
