import { z } from 'zod';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/**
 * Logins that are not member logins: the salesman tool (spec: "salesman login, returns token and
 * memberCode; picture captcha via webMember/getImage") and the operator console (our extension,
 * with the same picture captcha). Each has its own wrong-password lockout, separate from the member one.
 */

const salesmanLoginParams = z.object({ mobile: f.mobile, nationCode: f.nationCode.default('86'), password: f.anyPassword, captchaId: f.captchaId, captchaCode: f.captchaCode }).strict();

export interface SalesmanLogin {
  token: string;
  memberCode: string;
  fullName: string;
}

export const salesmanLogin = command('salesman/login', { access: 'public', params: salesmanLoginParams }).returns<SalesmanLogin>();

/** The spec also lists "salesman personLogin" (under Activity); it is the same login. */
export const salesmanPersonLogin = command('salesman/personLogin', { access: 'public', params: salesmanLoginParams }).returns<SalesmanLogin>();

export const operatorLogin = command('operator/login', {
  access: 'public',
  params: z
    .object({
      account: z.string().trim().min(1).max(64),
      password: f.anyPassword,
      // The same picture captcha as the member pages (webMember/getImage), single use.
      captchaId: f.captchaId,
      captchaCode: f.captchaCode,
    })
    .strict(),
}).returns<{ token: string; name: string }>();

/** Revokes every session of the operator. */
export const operatorLogout = command('operator/logout', { access: 'operator', params: noParams }).returns<{ loggedOut: true }>();
