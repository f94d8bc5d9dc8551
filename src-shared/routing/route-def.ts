import type { ComponentType } from 'react';
import type { Guard } from '../auth/guards';

/**
 * A route as data (Ant Design Pro style): both builds' route tables are arrays
 * of these; the router, menus, titles and guards are all read from them.
 */
export interface RouteDef<Layout extends string = string> {
  path: string;
  /** Stable name; the title key is `routes:<name>` unless titleKey says otherwise. */
  name: string;
  titleKey?: string;
  guard: Guard;
  layout: Layout;
  page: () => Promise<{ default: ComponentType }>;
  /** Shown in a menu (member centre) under this group key, in table order. */
  menuGroup?: string;
}

export const titleKeyOf = (r: Pick<RouteDef, 'name' | 'titleKey'>) => r.titleKey ?? `routes:${r.name}`;
