import type { DesktopRoute } from '../../app/route-types';

/**
 * The audit trail's member-centre pages (decision 0053): the company's log under "my enterprise",
 * shown to who holds `audit.view` (the admin, or a member granted it), and the member's own account
 * activity, opened from account security.
 */
export const auditRoutes: DesktopRoute[] = [
  { path: '/memberCenter/auditLog', name: 'auditLog', guard: 'enterprise', layout: 'member', menuGroup: 'enterprise', menuPage: 'auditLog', ns: ['audit'], page: () => import('./AuditLogPage') },
  { path: '/memberCenter/accountActivity', name: 'accountActivity', guard: 'member', layout: 'member', menuActive: '/memberCenter/accountSafe', ns: ['audit'], page: () => import('./AccountActivityPage') },
];
