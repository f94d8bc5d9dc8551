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
    ns: ['insight', 'member'],
    page: () => import('./WorktablePage'),
  },
  {
    path: '/memberCenter/worktable',
    name: 'worktable',
    guard: 'member',
    layout: 'member',
    menuActive: '/memberCenter',
    ns: ['insight', 'member'],
    page: () => import('./WorktablePage'),
  },
  { path: '/memberCenter/memberInfo', name: 'memberInfo', guard: 'member', layout: 'member', menuGroup: 'personal', ns: ['member'], page: () => import('./MemberInfoPage') },
  { path: '/memberCenter/accountSafe', name: 'accountSafe', guard: 'member', layout: 'member', menuGroup: 'personal', ns: ['member'], page: () => import('./AccountSafePage') },
  { path: '/memberCenter/devices', name: 'devices', guard: 'member', layout: 'member', menuActive: '/memberCenter/accountSafe', ns: ['member'], page: () => import('./DevicesPage') },
  // Two-step verification (decision 0051); the company admin's policy is in the org area.
  { path: '/memberCenter/twoStep', name: 'twoStep', guard: 'member', layout: 'member', menuActive: '/memberCenter/accountSafe', ns: ['member', 'passkey'], page: () => import('./TwoStepPage') },
  { path: '/memberCenter/serviceCenter', name: 'serviceCenter', guard: 'member', layout: 'member', menuGroup: 'business', ns: ['member'], page: () => import('./ServiceCenterPage') },
  { path: '/ish-serviceCenter', name: 'ishServiceCenter', guard: 'public', layout: 'standalone', ns: ['member'], page: () => import('./IshServiceCenterPage') },
  { path: '/certificationEmpty', name: 'certificationEmpty', guard: 'public', layout: 'standalone', ns: ['member'], page: () => import('./CertificationEmptyPage') },
  {
    path: '/memberCenter/message',
    name: 'message',
    guard: 'member',
    layout: 'member',
    menuGroup: 'message',
    ns: ['member'],
    page: () => import('./MessagePage'),
  },
  {
    path: '/memberCenter/businessInfo',
    name: 'businessInfo',
    guard: 'enterprise',
    layout: 'member',
    menuGroup: 'enterprise',
    ns: ['member'],
    page: () => import('./BusinessInfoPage'),
  },
  {
    path: '/memberCenter/file',
    name: 'file',
    guard: 'member',
    layout: 'member',
    menuGroup: 'message',
    ns: ['member'],
    page: () => import('./FilePage'),
  },
  {
    path: '/memberCenter/trueName',
    name: 'trueName',
    guard: 'enterprise',
    layout: 'member',
    menuGroup: 'enterprise',
    ns: ['member'],
    page: () => import('./TrueNamePage'),
  },
  { path: '/memberCenter/trueNameInfo', name: 'trueNameInfo', guard: 'enterprise', layout: 'member', menuActive: '/memberCenter/trueName', ns: ['member'], page: () => import('./TrueNameInfoPage') },
  { path: '/memberCenter/changeInfo', name: 'changeInfo', guard: 'certified', layout: 'member', menuActive: '/memberCenter/trueName', ns: ['member'], page: () => import('./ChangeInfoPage') },
  {
    path: '/memberCenter/changeBankAccount',
    name: 'changeBankAccount',
    guard: 'certified',
    layout: 'member',
    menuActive: '/memberCenter/trueName',
    ns: ['member'],
    page: () => import('./ChangeBankAccountPage'),
  },
];
