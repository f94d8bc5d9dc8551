import { ErrorCode } from '#shared/contract/errors';

/**
 * A refusal the client should see. `key` names a text in src-shared/rules/texts.json
 * (localized at the edge); `vars` fill its placeholders.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: string,
    readonly vars: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(key);
  }
}

export const refuse = (key: string, vars?: Record<string, string | number>) => new AppError(ErrorCode.refused, key, vars);
export const forbidden = (key = 'gateway.1003') => new AppError(ErrorCode.forbidden, key);
export const notFound = (key = 'gateway.1005') => new AppError(ErrorCode.notFound, key);
export const invalid = (field: string, key = 'gateway.1002.field') => new AppError(ErrorCode.invalidParams, key, { field }, field);
export const tooMany = (key = 'gateway.1004', vars?: Record<string, string | number>) => new AppError(ErrorCode.tooMany, key, vars);
