import { describe, expect, it } from 'vitest';
import type { Access } from '#shared/contract/command';
import { text } from '#shared/rules/texts';
import { checkAccess } from '#server/gateway/access';
import type { Principal } from '#server/gateway/session';
import { ErrorCode } from '#shared/contract/errors';

const base: Principal = { sessionId: 1, kind: 'member', memberId: 1, operatorId: null, companyId: null, memberCode: 'M1', certified: false, fieldAdmin: false };
const principals = {
  personal: { ...base },
  enterprise: { ...base, companyId: 7 },
  certified: { ...base, companyId: 7, certified: true },
  operator: { ...base, kind: 'operator', memberId: null, memberCode: null, operatorId: 3 },
  salesman: { ...base, kind: 'salesman', memberId: 9, memberCode: 'M9' },
  fieldAdmin: { ...base, fieldAdmin: true },
  /** A salesman session of a member flagged as field admin is still not a member session. */
  adminAsSalesman: { ...base, kind: 'salesman', memberId: 9, memberCode: 'M9', fieldAdmin: true },
} satisfies Record<string, Principal>;
type Who = keyof typeof principals;

/** null = allowed; otherwise the text key of the 1003 refusal. */
const matrix: Record<Access, Record<Who, string | null>> = {
  public: { personal: null, enterprise: null, certified: null, operator: null, salesman: null, fieldAdmin: null, adminAsSalesman: null },
  member: { personal: null, enterprise: null, certified: null, operator: 'gateway.1003', salesman: 'gateway.1003', fieldAdmin: null, adminAsSalesman: 'gateway.1003' },
  enterprise: {
    fieldAdmin: 'auth.useEnterpriseAccount',
    adminAsSalesman: 'gateway.1003',
    personal: 'auth.useEnterpriseAccount',
    enterprise: null,
    certified: null,
    operator: 'gateway.1003',
    salesman: 'gateway.1003',
  },
  certified: {
    fieldAdmin: 'auth.useEnterpriseAccount',
    adminAsSalesman: 'gateway.1003',
    personal: 'auth.useEnterpriseAccount',
    enterprise: 'realName.required',
    certified: null,
    operator: 'gateway.1003',
    salesman: 'gateway.1003',
  },
  operator: {
    fieldAdmin: 'gateway.operatorOnly',
    adminAsSalesman: 'gateway.operatorOnly',
    personal: 'gateway.operatorOnly',
    enterprise: 'gateway.operatorOnly',
    certified: 'gateway.operatorOnly',
    operator: null,
    salesman: 'gateway.operatorOnly',
  },
  salesman: {
    fieldAdmin: 'gateway.salesmanOnly',
    adminAsSalesman: null,
    personal: 'gateway.salesmanOnly',
    enterprise: 'gateway.salesmanOnly',
    certified: 'gateway.salesmanOnly',
    operator: 'gateway.salesmanOnly',
    salesman: null,
  },
  admin: {
    personal: 'gateway.fieldAdminOnly',
    enterprise: 'gateway.fieldAdminOnly',
    certified: 'gateway.fieldAdminOnly',
    operator: 'gateway.fieldAdminOnly',
    salesman: 'gateway.fieldAdminOnly',
    fieldAdmin: null,
    adminAsSalesman: 'gateway.fieldAdminOnly',
  },
};

describe('checkAccess', () => {
  for (const [access, row] of Object.entries(matrix) as [Access, Record<Who, string | null>][]) {
    for (const [who, expected] of Object.entries(row) as [Who, string | null][]) {
      it(`${access} × ${who} → ${expected ?? 'allowed'}`, () => {
        const denied = checkAccess(access, principals[who]);
        if (expected === null) {
          expect(denied).toBeNull();
        } else {
          expect(denied).not.toBeNull();
          expect(denied!.code).toBe(ErrorCode.forbidden);
          expect(denied!.key).toBe(expected);
        }
      });
    }
  }

  it('refusal keys have texts in both languages', () => {
    expect(text('auth.useEnterpriseAccount', 'en')).toBe('Please log in with an enterprise account');
    expect(text('auth.useEnterpriseAccount', 'zh-CN')).toBe('请使用企业账号登录');
    expect(text('realName.required', 'en')).toBe('You are not yet a real-name certified member, please apply first');
    for (const key of ['gateway.1003', 'gateway.operatorOnly', 'gateway.salesmanOnly', 'gateway.fieldAdminOnly']) {
      expect(text(key, 'en')).not.toBe(key);
      expect(text(key, 'zh-CN')).not.toBe(key);
      expect(text(key, 'zh-CN')).not.toBe(text(key, 'en'));
    }
  });
});
