import { z } from 'zod';
import * as f from '../rules/fields';
import { command } from './command';

/**
 * Checks a signed-in member makes before a step (decision record 0016).
 * - validPassword: re-confirms the member's own login password before a sensitive step; every
 *   wrong try counts against the same lockout as login (5 per window, then 1004).
 * - queryBusinessAuthority: which business functions the session's company may use now, each with
 *   the reason (in the caller's language) when it may not, so a page can explain instead of failing.
 */
export const validPassword = command('webMember/validPassword', { access: 'member', params: z.object({ password: f.anyPassword }).strict() }).returns<{ valid: true }>();

export const BUSINESSES = ['companyFunctions', 'capital', 'finance', 'facApp'] as const;
export type Business = (typeof BUSINESSES)[number];
export interface BusinessAuthority {
  business: Business;
  allowed: boolean;
  /** Why not, in the caller's language (null when allowed). */
  reason: string | null;
}
export const queryBusinessAuthority = command('webMember/queryBusinessAuthority', {
  access: 'member',
  params: z.object({ business: z.enum(BUSINESSES).optional() }).strict(),
}).returns<BusinessAuthority[]>();
