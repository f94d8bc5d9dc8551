import type { DesktopRoute } from '../../app/route-types';
import { INDUSTRY_AUTH_PATH, INDUSTRY_MEMBERS_PATH } from '#shared/utils/industry-token';

/**
 * The industry app member admin (decision 0028): its authentication entry (which obtains the
 * industry API's token; with ?appId= it is still the spec's app-authorisation form) and the
 * company admin's member page, shown in the menu to whoever holds the industryApp page.
 */
export const industryAppRoutes: DesktopRoute[] = [
  {
    path: INDUSTRY_AUTH_PATH,
    name: 'industryAppAuth',
    guard: 'member',
    layout: 'standalone',
    ns: ['account', 'industryApp', 'sso'],
    page: () => import('./IndustryAppAuthPage'),
  },
  {
    path: INDUSTRY_MEMBERS_PATH,
    name: 'industryAppMembers',
    guard: 'enterprise',
    layout: 'member',
    menuGroup: 'business',
    menuPage: 'industryApp',
    ns: ['industryApp'],
    page: () => import('./IndustryMembersPage'),
  },
];
