import type { DesktopRoute } from '../../app/route-types';

/**
 * The portal as authorisation server: the OpenID Connect consent step (public: it sends a visitor
 * without a session to log in itself, and answers prompt=none without one) and the member's
 * authorised apps.
 */
export const ssoRoutes: DesktopRoute[] = [
  { path: '/oauth/authorize', name: 'oauthAuthorize', guard: 'public', layout: 'standalone', ns: ['account', 'sso'], page: () => import('./OAuthAuthorizePage') },
  { path: '/memberCenter/authorizedApps', name: 'authorizedApps', guard: 'member', layout: 'member', menuGroup: 'personal', ns: ['sso'], page: () => import('./AuthorizedAppsPage') },
];
