import type { RouteDef } from '../../src-shared/routing/route-def';

/**
 * The desktop route table: data, not JSX. The router, the member-centre menu,
 * page titles (routes:<name>) and guards are all read from it. One lazily
 * imported page module per route, in features/<domain>/.
 */
export type DesktopLayout = 'shell' | 'member' | 'standalone';

/** Member-centre menu groups, in the order the spec lists them. A group without pages is not shown. */
export const memberMenuGroups = ['personal', 'enterprise', 'business', 'message', 'capital'] as const;
export type MemberMenuGroup = (typeof memberMenuGroups)[number];

export interface DesktopRoute extends RouteDef<DesktopLayout> {
  menuGroup?: MemberMenuGroup;
  /** Menu label when it differs from the page title. */
  menuLabelKey?: string;
  /** The menu entry highlighted on this page when it has none of its own. */
  menuActive?: string;
}

export const routes: DesktopRoute[] = [
  // Public site (shell layout)
  { path: '/', name: 'home', guard: 'public', layout: 'shell', page: () => import('../features/home/HomePage') },
  { path: '/NoPage', name: 'NoPage', titleKey: 'routes:noPage', guard: 'public', layout: 'shell', page: () => import('../features/system/NoPage') },
  { path: '/noPage', name: 'noPage', guard: 'public', layout: 'shell', page: () => import('../features/system/NoPage') },

  // Member centre. The side menu lists the entries with a menuGroup, grouped as the spec's menu:
  // personal centre (my home page, account security), my enterprise (enterprise info),
  // business centre (my business), message centre (in-site messages, my files),
  // capital account management (my account, bank card management, transaction records).
  {
    path: '/memberCenter',
    name: 'memberCenter',
    guard: 'member',
    layout: 'member',
    menuGroup: 'personal',
    menuLabelKey: 'desktop:member.item.home',
    page: () => import('../features/member/WorktablePage'),
  },
  {
    path: '/memberCenter/worktable',
    name: 'worktable',
    guard: 'member',
    layout: 'member',
    menuActive: '/memberCenter',
    page: () => import('../features/member/WorktablePage'),
  },
];

/** The not-found page every unknown path is sent to. */
export const NOT_FOUND_PATH = '/NoPage';
