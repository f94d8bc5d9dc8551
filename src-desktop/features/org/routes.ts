import type { DesktopRoute } from '../../app/route-types';

/** Organisation of the login company: the member centre's organisation group (menu entries shown to whoever holds the page). */
export const orgRoutes: DesktopRoute[] = [
  { path: '/memberCenter/memberList', name: 'memberList', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'memberList', ns: ['org'], page: () => import('./MemberListPage') },
  { path: '/memberCenter/roleManage', name: 'roleManage', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'roleManage', ns: ['org'], page: () => import('./RoleManagePage') },
  { path: '/memberCenter/department', name: 'department', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'department', ns: ['org'], page: () => import('./DepartmentPage') },
  { path: '/memberCenter/organization', name: 'organization', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'organization', ns: ['org'], page: () => import('./OrganizationPage') },
  { path: '/memberCenter/dataRoleManage', name: 'dataRoleManage', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'dataRoleManage', ns: ['org'], page: () => import('./DataRoleManagePage') },
  {
    path: '/memberCenter/authorizationManage',
    name: 'authorizationManage',
    guard: 'enterprise',
    layout: 'member',
    menuGroup: 'organization',
    menuPage: 'authorizationManage',
    ns: ['org'],
    page: () => import('./AuthorizationManagePage'),
  },
  // The company's two-step verification policy (decision 0051): the admin's; its texts are the member centre's.
  {
    path: '/memberCenter/twoStepPolicy',
    name: 'twoStepPolicy',
    guard: 'enterprise',
    layout: 'member',
    menuGroup: 'organization',
    menuPage: 'memberList',
    menuLabelKey: 'desktop:member.item.twoStepPolicy',
    ns: ['member'],
    page: () => import('./TwoStepPolicyPage'),
  },
  // The invitee's side of invitations: every signed-in member (personal or enterprise) has it.
  { path: '/memberCenter/invitations', name: 'invitations', guard: 'member', layout: 'member', menuGroup: 'personal', ns: ['org'], page: () => import('./MyInvitationsPage') },
  { path: '/memberCenter/upgrade', name: 'upgrade', guard: 'member', layout: 'member', menuGroup: 'personal', menuPage: 'upgrade', ns: ['org'], page: () => import('./UpgradePage') },
];
