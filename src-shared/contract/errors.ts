/** Gateway error codes (ARCHITECTURE.md, "The gateway contract"). */
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
