/**
 * The industry app member admin's "obtain the industry token (again)" answer: 1006 with this field,
 * when no token was obtained yet or the industry API refused it. Zod-free, so pages can check it
 * without the contract module.
 */
export const INDUSTRY_TOKEN_FIELD = 'industryToken';

export const needsIndustryAuth = (err: { code?: number; field?: string } | null | undefined): boolean => !!err && err.code === 1006 && err.field === INDUSTRY_TOKEN_FIELD;

/** The industry app member admin's authentication entry and the page it lands on. */
export const INDUSTRY_AUTH_PATH = '/industryApp/auth';
export const INDUSTRY_MEMBERS_PATH = '/memberCenter/industryAppMembers';
