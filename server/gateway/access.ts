import type { Access } from '#shared/contract/command';
import { ErrorCode } from '#shared/contract/errors';
import { AppError } from './app-error';
import type { Principal } from './session';

/**
 * Checks a principal against a command's access level. Refusals carry the
 * spec's texts: a personal member is told to use an enterprise account; an
 * uncertified company is told to apply for real-name certification first.
 */
export function checkAccess(access: Access, p: Principal): AppError | null {
  switch (access) {
    case 'public':
      return null;
    case 'operator':
      return p.kind === 'operator' ? null : new AppError(ErrorCode.forbidden, 'gateway.operatorOnly');
    case 'salesman':
      return p.kind === 'salesman' ? null : new AppError(ErrorCode.forbidden, 'gateway.salesmanOnly');
    case 'member':
      return p.kind === 'member' ? null : new AppError(ErrorCode.forbidden, 'gateway.1003');
    case 'admin':
      return p.kind === 'member' && p.fieldAdmin ? null : new AppError(ErrorCode.forbidden, 'gateway.fieldAdminOnly');
    case 'enterprise':
      if (p.kind !== 'member') return new AppError(ErrorCode.forbidden, 'gateway.1003');
      return p.companyId ? null : new AppError(ErrorCode.forbidden, 'auth.useEnterpriseAccount');
    case 'certified':
      if (p.kind !== 'member') return new AppError(ErrorCode.forbidden, 'gateway.1003');
      if (!p.companyId) return new AppError(ErrorCode.forbidden, 'auth.useEnterpriseAccount');
      return p.certified ? null : new AppError(ErrorCode.forbidden, 'realName.required');
  }
}
