import { z } from 'zod';
import { MOBILE_CN } from '../rules/fields';
import { command } from './command';

/**
 * The industry app member admin (decision 0028): a company admin obtains the industry API's token
 * through the gateway (industryApp/connect; the client secret and the token stay on the server),
 * then lists, adds, enables, disables and removes the company's industry-app members through that
 * API (docs/industry-api.md). Every command needs the industryApp.manage button.
 *
 * A token the industry API refuses (expired, revoked) is forgotten and the command answers 1006
 * with field INDUSTRY_TOKEN_FIELD; a command before any token was obtained answers 1005 with it.
 * The client then sends the admin back through /industryApp/auth.
 */

/** Our extensions: the spec names the industry API but none of its calls. */
export const industryAppExtensions = [
  'industryApp/connect',
  'industryApp/disconnect',
  'industryApp/memberList',
  'industryApp/addMember',
  'industryApp/enableMember',
  'industryApp/disableMember',
  'industryApp/removeMember',
];

/** The error field of "obtain the industry token (again)": not connected, or the token was refused. */
export { INDUSTRY_TOKEN_FIELD } from '../utils/industry-token';

const need = { button: 'industryApp.manage' } as const;

export interface IndustryMember {
  /** The industry API's id (opaque). */
  id: string;
  mobile: string;
  name: string;
  status: 'enabled' | 'disabled';
  /** ISO time the member was added. */
  createdAt: string;
}

const memberId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const idParams = z.object({ memberId }).strict();

/** Obtains a fresh industry API token for the caller and their company (replacing any earlier one). */
export const connect = command('industryApp/connect', {
  access: 'certified',
  needs: need,
  params: z.object({}).strict(),
}).returns<{
  companyName: string;
  /** ISO time the token expires. */
  expiresAt: string;
}>();

/** Forgets the caller's token and revokes it at the industry API. */
export const disconnect = command('industryApp/disconnect', {
  access: 'certified',
  needs: need,
  params: z.object({}).strict(),
}).returns<{ disconnected: boolean }>();

export const memberList = command('industryApp/memberList', {
  access: 'certified',
  needs: need,
  paged: true,
  params: z.object({ keyword: z.string().trim().max(50).optional() }).strict(),
}).returns<{ list: IndustryMember[]; total: number }>();

export const addMember = command('industryApp/addMember', {
  access: 'certified',
  needs: need,
  params: z
    .object({
      mobile: z.string().trim().min(1, 'rule.industryApp.mobile.required').regex(MOBILE_CN, 'rule.general.mobile'),
      name: z.string().trim().min(1, 'rule.industryApp.name.required').max(50),
    })
    .strict(),
}).returns<IndustryMember>();

export const enableMember = command('industryApp/enableMember', {
  access: 'certified',
  needs: need,
  params: idParams,
}).returns<IndustryMember>();
export const disableMember = command('industryApp/disableMember', {
  access: 'certified',
  needs: need,
  params: idParams,
}).returns<IndustryMember>();
export const removeMember = command('industryApp/removeMember', {
  access: 'certified',
  needs: need,
  params: idParams,
}).returns<{ removed: boolean }>();
