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
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

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
