/** Gateway error codes (docs/architecture.md, The gateway envelope). */
export const ErrorCode = {
  tokenInvalid: 14,
  tokenExpired: 15,
  unknownCommand: 1001,
  invalidParams: 1002,
  forbidden: 1003,
  tooMany: 1004,
  notFound: 1005,
  refused: 1006,
  internal: 1099,
} as const;

export interface GatewayErrorBody {
  errorCode: number;
  errorInfo: string;
  field?: string;
}

/** Limits of the envelope itself, shared so the client can refuse early. */
export const envelopeLimits = {
  maxRows: 1000,
  maxPage: 100000,
  defaultRows: 20,
  bodyBytes: 1024 * 1024,
} as const;

/**
 * "Solve a captcha first": mobile look-ups past their free budget answer 1004 with this field.
 * The client shows a picture captcha (webMember/getImage) and repeats the call with captchaId
 * and captchaCode.
 */
export const CAPTCHA_REQUIRED_FIELD = 'captcha';

export function isCaptchaRequired(err: { code?: number; errorCode?: number; field?: string } | null | undefined): boolean {
  return !!err && (err.code ?? err.errorCode) === ErrorCode.tooMany && err.field === CAPTCHA_REQUIRED_FIELD;
}

/**
 * The second factor (decision 0051). A money command of a member with a second factor, sent
 * without `otpCode` or with a wrong one, answers 1006 with this field: the page shows the code field.
 */
export const SECOND_FACTOR_CODE_FIELD = 'otpCode';

export function isSecondFactorCodeAsked(err: { code?: number; errorCode?: number; field?: string } | null | undefined): boolean {
  return !!err && (err.code ?? err.errorCode) === ErrorCode.refused && err.field === SECOND_FACTOR_CODE_FIELD;
}

/**
 * The company requires a second factor of this member and they have none: company commands answer
 * 1003 with this field, and the desktop leads the member to the two-step verification page.
 */
export const SECOND_FACTOR_SETUP_FIELD = 'secondFactorSetup';
