import { z } from 'zod';
import { passwordStrong } from '../rules/general-rules';
import type { AuthModule, LoginAnswer, LoginInfo, SecondFactorMethod, SecondFactorNeeded } from '../auth/login-info';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/** Accounts and sessions. Parameter names follow the issue. */

/** Re-exported so the server (which may not import src-shared/auth) can name the login info. */
export type { AuthModule, LoginAnswer, LoginInfo, SecondFactorMethod, SecondFactorNeeded };

export const smsPurpose = z.enum(['register', 'login', 'forget', 'changeMobile', 'bindCard', 'payKey', 'finance', 'oidcLink']);

/** Logins and look-ups by mobile default to mainland China (+86) when no country code is sent. */
const nationCodeOr86 = f.nationCode.default('86');

/** A +86 number must be a mainland mobile number (MOBILE_CN); other country codes are checked loosely. */
function mainlandMobile(v: { mobile: string; nationCode: string }, ctx: z.RefinementCtx) {
  if (v.nationCode === '86' && !f.MOBILE_CN.test(v.mobile)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'rule.register.mobile.format' });
}

/**
 * Captchas are SVG markup (never text elements: glyphs are drawn as paths). Show them with
 * `<img src={'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg)}>`.
 */
export const getImage = command('webMember/getImage', { access: 'public', params: noParams }).returns<{ captchaId: string; svg: string }>();

/** Jigsaw slider captcha (our addition, used by getSmsCodeByJigsaw): slide `piece` along row `y` of `background`; the server keeps x. */
export const getJigsaw = command('webMember/getJigsaw', { access: 'public', params: noParams }).returns<{
  captchaId: string;
  background: string;
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  y: number;
}>();

/** A mobile that may get an SMS code: any number checked loosely, a +86 one as a mainland mobile. */
export const smsMobile = z.object({ mobile: f.mobile, nationCode: f.nationCode }).superRefine(mainlandMobile);

const jigsawX = z.number().finite().min(-1000).max(1000);

/** Either answer of a captcha: a picture captcha's text (captchaCode) or the jigsaw's position (x), never both. */
function oneCaptchaAnswer(v: { captchaCode?: string; x?: number }, ctx: z.RefinementCtx) {
  if ((v.captchaCode === undefined) === (v.x === undefined)) ctx.addIssue({ code: 'custom', path: ['captchaCode'], message: 'rule.forget.imageCode.required' });
}

/**
 * Sends an SMS code to any number, so it needs a solved captcha (webMember/getImage with
 * captchaCode, or webMember/getJigsaw with x); captchas are single use. Signed-in members'
 * codes to their own mobile go through their own commands (security, fund) without one.
 */
export const getSmsCode = command('webMember/getSmsCode', {
  access: 'public',
  params: z
    .object({ mobile: f.mobile, nationCode: f.nationCode, purpose: smsPurpose, captchaId: f.captchaId, captchaCode: f.captchaCode.optional(), x: jigsawX.optional() })
    .strict()
    .superRefine((v, ctx) => {
      mainlandMobile(v, ctx);
      oneCaptchaAnswer(v, ctx);
    }),
}).returns<{ sent: true; resendAfter: number }>();

export const getSmsCodeByImageVerify = command('webMember/getSmsCodeByImageVerify', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: f.nationCode, purpose: smsPurpose, captchaId: f.captchaId, captchaCode: f.captchaCode }).strict().superRefine(mainlandMobile),
}).returns<{ sent: true; resendAfter: number }>();

export const getSmsCodeByJigsaw = command('webMember/getSmsCodeByJigsaw', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: f.nationCode, purpose: smsPurpose, captchaId: f.captchaId, x: jigsawX }).strict().superRefine(mainlandMobile),
}).returns<{ sent: true; resendAfter: number }>();

/**
 * Look-ups that tell whether a number is registered (and its companies) are counted per IP and per
 * number: past a small free budget the answer is 1004 with field `captcha` (isCaptchaRequired in
 * ./errors) until the call carries a solved picture captcha. A signed-in member looking up their
 * own mobile is not counted (optionalSession: the gateway reads the token).
 */
const mobileLookup = z.object({ mobile: f.mobile, nationCode: nationCodeOr86, captchaId: f.captchaId.optional(), captchaCode: f.captchaCode.optional() }).strict();

export const validMobile = command('webMember/validMobile', {
  access: 'public',
  optionalSession: true,
  params: mobileLookup,
}).returns<{ registered: boolean }>();

export const validMobileRequireReg = command('webMember/validMobileRequireReg', {
  access: 'public',
  optionalSession: true,
  params: mobileLookup,
}).returns<{ registered: boolean }>();

/** Company names are compared trimmed and case-insensitively. */
export const validEnterpriseName = command('webMember/validEnterpriseName', {
  access: 'public',
  params: z.object({ companyName: f.companyName }).strict(),
}).returns<{ available: boolean }>();

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
  params: z
    .object({ ...registerBase, companyName: f.companyName, password: f.newPassword })
    .strict()
    .superRefine(mainlandMobile),
}).returns<{ memberCode: string; companyCode: string }>();

export const personalRegister = command('webMember/personalRegister', {
  access: 'public',
  params: z
    .object({ ...registerBase, password: f.newPassword })
    .strict()
    .superRefine(mainlandMobile),
}).returns<{ memberCode: string }>();

/**
 * Creates a member without a password and signs them in (the code proved the phone); later they
 * log in by SMS code, or set a password with forgot password.
 */
export const personalRegisterBySms = command('webMember/personalRegisterBySms', {
  access: 'public',
  params: z.object(registerBase).strict().superRefine(mainlandMobile),
}).returns<{ memberCode: string; login: LoginInfo }>();

/** The companies of a mobile, for the login form's company selection (empty for unknown mobiles). */
export const getCompanySelect = command('webMember/getCompanySelect', {
  access: 'public',
  optionalSession: true,
  params: mobileLookup,
}).returns<{ companyCode: string; companyName: string }[]>();

export const getWorkFunctionSelect = command('webMember/getWorkFunctionSelect', { access: 'public', params: noParams }).returns<{ value: string; label: string }[]>();

export const getMobileNationCodeSelect = command('webMember/getMobileNationCodeSelect', { access: 'public', params: noParams }).returns<{ value: string; label: string }[]>();

export const companyLogin = command('webMember/companyLogin', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: nationCodeOr86, password: f.anyPassword, companyCode: f.companyCode }).strict(),
}).returns<LoginAnswer>();

export const personLogin = command('webMember/personLogin', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: nationCodeOr86, password: f.anyPassword }).strict(),
}).returns<LoginAnswer>();

export const companySmsLogin = command('webMember/companySmsLogin', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: nationCodeOr86, smsCode: f.smsCode, companyCode: f.companyCode }).strict(),
}).returns<LoginAnswer>();

export const personSmsLogin = command('webMember/personSmsLogin', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: nationCodeOr86, smsCode: f.smsCode }).strict(),
}).returns<LoginAnswer>();

/**
 * The login info of the session a token belongs to, without the tokens: how a site of the portal
 * that found a `token` cookie on the shared top domain (and no profile) signs the visitor in.
 * Exempt from the login dialog; a failure logs the client out (spec section 8).
 */
export const crossSystemAccess = command('webMember/crossSystemAccess', { access: 'member', params: noParams }).returns<Omit<LoginInfo, 'token' | 'refreshToken'>>();

/** The authorised-function list of the current session (the same list login info carries). */
export const getAuthModelList = command('webMember/getAuthModelList', { access: 'member', params: noParams }).returns<LoginInfo['authList']>();

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

/** Member-level update of personal info. Omitted fields stay; email '' clears the email. */
export const modiMemberInfo = command('webMember/modiMemberInfo', {
  access: 'member',
  params: z
    .object({
      name: z.string().trim().min(1, 'rule.memberInfo.name.required').max(30),
      email: z.union([z.literal(''), f.email], { message: 'rule.memberInfo.email.format' }).optional(),
      workFunction: f.workFunction.optional(),
    })
    .strict(),
}).returns<MemberInfo>();

export const verifyOldPwd = command('webMember/verifyOldPwd', {
  access: 'member',
  params: z.object({ oldPassword: f.anyPassword }).strict(),
}).returns<{ valid: true }>();

export const modiPassword = command('webMember/modiPassword', {
  access: 'member',
  // The spec's changePass has no format text of its own: the general stricter password (decision 0018).
  params: z.object({ oldPassword: f.anyPassword, newPassword: passwordStrong('rule.changePass.newPassword.required') }).strict(),
}).returns<{ changed: true }>();

export const forgetPasswordNext = command('webMember/forgetPasswordNext', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: f.nationCode, captchaId: f.captchaId, captchaCode: f.captchaCode, smsCode: f.smsCode }).strict(),
}).returns<{ resetTicket: string }>();

export const forgetPasswordConfrim = command('webMember/forgetPasswordConfrim', {
  access: 'public',
  params: z.object({ resetTicket: z.string().min(16).max(128), password: f.newPassword }).strict(),
}).returns<{ reset: true }>();
