import type { DesktopRoute } from '../../app/route-types';

/** Organisation of the login company: the member centre's organisation group (menu entries shown to whoever holds the page). */
export const orgRoutes: DesktopRoute[] = [
  { path: '/memberCenter/memberList', name: 'memberList', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'memberList', page: () => import('./MemberListPage') },
  { path: '/memberCenter/roleManage', name: 'roleManage', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'roleManage', page: () => import('./RoleManagePage') },
  { path: '/memberCenter/department', name: 'department', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'department', page: () => import('./DepartmentPage') },
  { path: '/memberCenter/organization', name: 'organization', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'organization', page: () => import('./OrganizationPage') },
  { path: '/memberCenter/dataRoleManage', name: 'dataRoleManage', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'dataRoleManage', page: () => import('./DataRoleManagePage') },
  {
    path: '/memberCenter/authorizationManage',
    name: 'authorizationManage',
    guard: 'enterprise',
    layout: 'member',
    menuGroup: 'organization',
    menuPage: 'authorizationManage',
    page: () => import('./AuthorizationManagePage'),
  },
  // The invitee's side of invitations: every signed-in member (personal or enterprise) has it.
  { path: '/memberCenter/invitations', name: 'invitations', guard: 'member', layout: 'member', menuGroup: 'personal', page: () => import('./MyInvitationsPage') },
  { path: '/memberCenter/upgrade', name: 'upgrade', guard: 'member', layout: 'member', menuGroup: 'personal', menuPage: 'upgrade', page: () => import('./UpgradePage') },
];
