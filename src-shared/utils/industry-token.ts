import { ErrorCode } from '../contract/errors';
/**
 * The industry app member admin's "obtain the industry token (again)" answer carries this field:
 * 1005 when no token was obtained yet, 1006 when the industry API refused it (expired, revoked).
 * Zod-free, so pages can check it without the contract module.
 */
export const INDUSTRY_TOKEN_FIELD = 'industryToken';

type Err = { code?: number; field?: string } | null | undefined;

export const needsIndustryAuth = (err: Err): boolean => !!err && (err.code === ErrorCode.notFound || err.code === ErrorCode.refused) && err.field === INDUSTRY_TOKEN_FIELD;

/** The industry API refused the token: the admin's industry session ended (not merely never started). */
export const industrySessionEnded = (err: Err): boolean => needsIndustryAuth(err) && err!.code === ErrorCode.refused;

/** The industry app member admin's authentication entry and the page it lands on. */
export const INDUSTRY_AUTH_PATH = '/industryApp/auth';
export const INDUSTRY_MEMBERS_PATH = '/memberCenter/industryAppMembers';
