import { z } from 'zod';
import type { LoginInfo } from '../auth/login-info';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/** Accounts and sessions (issue 4). Parameter names follow the issue. */

export const smsPurpose = z.enum(['register', 'login', 'forget', 'changeMobile', 'bindCard', 'payKey']);

export const getImage = command('webMember/getImage', { access: 'public', params: noParams }).returns<{ captchaId: string; svg: string }>();

export const getSmsCode = command('webMember/getSmsCode', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: f.nationCode, purpose: smsPurpose }).strict(),
}).returns<{ sent: true; resendAfter: number }>();

export const getSmsCodeByImageVerify = command('webMember/getSmsCodeByImageVerify', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: f.nationCode, purpose: smsPurpose, captchaId: f.captchaId, captchaCode: f.captchaCode }).strict(),
}).returns<{ sent: true; resendAfter: number }>();

const registerBase = {
  mobile: f.mobile,
  nationCode: f.nationCode,
  smsCode: f.smsCode,
  name: f.personName,
  workFunction: f.workFunction,
  invitationCode: f.invitationCode.optional(),
  agree: z.literal(true, { message: 'rule.register.agreement.accepted' }),
};

export const companyRegister = command('webMember/companyRegister', {
  access: 'public',
  params: z.object({ ...registerBase, companyName: f.companyName, password: f.newPassword }).strict(),
}).returns<{ memberCode: string; companyCode: string }>();

export const personalRegister = command('webMember/personalRegister', {
  access: 'public',
  params: z.object({ ...registerBase, password: f.newPassword }).strict(),
}).returns<{ memberCode: string }>();

export const personalRegisterBySms = command('webMember/personalRegisterBySms', {
  access: 'public',
  params: z.object(registerBase).strict(),
}).returns<{ memberCode: string }>();

export const getCompanySelect = command('webMember/getCompanySelect', {
  access: 'public',
  params: z.object({ mobile: f.mobile }).strict(),
}).returns<{ companyCode: string; companyName: string }[]>();

export const getWorkFunctionSelect = command('webMember/getWorkFunctionSelect', { access: 'public', params: noParams }).returns<
  { value: string; label: string }[]
>();

export const getMobileNationCodeSelect = command('webMember/getMobileNationCodeSelect', { access: 'public', params: noParams }).returns<
  { value: string; label: string }[]
>();

export const companyLogin = command('webMember/companyLogin', {
  access: 'public',
  params: z.object({ mobile: f.mobile, password: f.anyPassword, companyCode: f.companyCode }).strict(),
}).returns<LoginInfo>();

export const personLogin = command('webMember/personLogin', {
  access: 'public',
  params: z.object({ mobile: f.mobile, password: f.anyPassword }).strict(),
}).returns<LoginInfo>();

export const companySmsLogin = command('webMember/companySmsLogin', {
  access: 'public',
  params: z.object({ mobile: f.mobile, smsCode: f.smsCode, companyCode: f.companyCode }).strict(),
}).returns<LoginInfo>();

export const personSmsLogin = command('webMember/personSmsLogin', {
  access: 'public',
  params: z.object({ mobile: f.mobile, smsCode: f.smsCode }).strict(),
}).returns<LoginInfo>();

/** Refresh-token rotation. Public: it is called exactly when the access token has expired. */
export const updateTime = command('webMember/updateTime', {
  access: 'public',
  params: z.object({ refreshToken: z.string().min(16).max(256) }).strict(),
}).returns<{ token: string; refreshToken: string }>();

export const logout = command('webMember/logout', { access: 'member', params: noParams }).returns<{ loggedOut: true }>();

export const changeLoginCompany = command('webMember/changeLoginCompany', {
  access: 'member',
  params: z.object({ companyCode: f.companyCode }).strict(),
}).returns<LoginInfo>();

export interface MemberInfo {
  name: string;
  email: string | null;
  mobile: string;
  companyName: string | null;
  workFunction: string | null;
  memberType: 'enterprise' | 'personal';
  certified: boolean;
  isAdmin: boolean;
}
export const getMemberInfo = command('webMember/getMemberInfo', { access: 'member', params: noParams }).returns<MemberInfo>();

export const verifyOldPwd = command('webMember/verifyOldPwd', {
  access: 'member',
  params: z.object({ oldPassword: f.anyPassword }).strict(),
}).returns<{ valid: true }>();

export const modiPassword = command('webMember/modiPassword', {
  access: 'member',
  params: z.object({ oldPassword: f.anyPassword, newPassword: f.newPassword }).strict(),
}).returns<{ changed: true }>();

export const forgetPasswordNext = command('webMember/forgetPasswordNext', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: f.nationCode, captchaId: f.captchaId, captchaCode: f.captchaCode, smsCode: f.smsCode }).strict(),
}).returns<{ resetTicket: string }>();

export const forgetPasswordConfrim = command('webMember/forgetPasswordConfrim', {
  access: 'public',
  params: z.object({ resetTicket: z.string().min(16).max(128), password: f.newPassword }).strict(),
}).returns<{ reset: true }>();
