import type { DesktopRoute } from '../../app/route-types';

/** The texts the forms' field checks show (member and centre field rules): they load with the checks (checks.ts). */
export const CHECKS_NS = ['member'] as const;

/**
 * The finance application forms (spec section 2). Public: visitors apply with an SMS-verified
 * mobile, signed-in members of a certified company as their company; the page explains the rest.
 */
export const financeRoutes: DesktopRoute[] = [
  { path: '/finance', name: 'finance', guard: 'public', layout: 'shell', ns: ['finance'], laterNs: CHECKS_NS, page: () => import('./FinancePage') },
  { path: '/LeaseApply', name: 'leaseApply', guard: 'public', layout: 'shell', ns: ['finance'], laterNs: CHECKS_NS, page: () => import('./LeaseApplyPage') },
  { path: '/purchase', name: 'purchase', guard: 'public', layout: 'shell', ns: ['finance'], laterNs: CHECKS_NS, page: () => import('./PurchasePage') },
  // Not among the spec's routes (its command is): members of certified companies only.
  { path: '/productivity', name: 'productivity', guard: 'public', layout: 'shell', ns: ['finance'], laterNs: CHECKS_NS, page: () => import('./ProductivityPage') },
];
