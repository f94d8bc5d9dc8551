import type { RouteDef } from '#shared/routing/route-def';

export type DesktopLayout = 'shell' | 'member' | 'standalone';

/** Member-centre menu groups, in the order the spec lists them. A group without pages is not shown. */
export const memberMenuGroups = ['personal', 'enterprise', 'business', 'message', 'capital', 'organization', 'baseApp'] as const;
export type MemberMenuGroup = (typeof memberMenuGroups)[number];

export interface DesktopRoute extends RouteDef<DesktopLayout> {
  /**
   * The namespaces the page shows beyond the first paint's (common, routes, desktop), each with its
   * domain's rules texts: the page renders once they are in, and the server announces them in the
   * route's HTML. tests/unit/route-texts.test.ts fails when the page (or anything it imports) uses another.
   */
  ns?: readonly string[];
  /**
   * Namespaces only the page's lazily loaded parts show (a signed-in console, a form's checks):
   * those parts load them with their code (`ensureAreas`), so the page's first load does not.
   * The texts test holds the page and its static imports to `ns`, and everything to `ns` + `laterNs`.
   */
  laterNs?: readonly string[];
  /** The page uses no antd component: it renders without antd's ConfigProvider (router.tsx), which then stays off its first load. */
  plain?: boolean;
  menuGroup?: MemberMenuGroup;
  /** Menu label when it differs from the page title. */
  menuLabelKey?: string;
  /** The menu entry highlighted on this page when it has none of its own. */
  menuActive?: string;
  /** The menu entry shows only when the login's authorised-function list holds this page (button-level access). */
  menuPage?: string;
}
