/**
 * Accounts and sessions (issue 4): captchas, SMS codes, registration, logins, sessions,
 * passwords, company switch, auth codes, salesman and operator logins.
 *
 * Decisions:
 * - All state (captchas, codes, rate events, lockouts, sessions, tickets, auth codes) is in the
 *   database and every time comes from deps.clock, so several gateway processes agree and tests
 *   move time with app.deps.clock.advance().
 * - Captchas are single use: the first verification spends them, right or wrong. The picture
 *   captcha draws its glyphs as jittered SVG paths (no <text>), the jigsaw is a PNG bitmap inside
 *   SVG (the hole's x is not in the markup); answers go to the dev outbox (kind 'captcha').
 * - Every SMS code a caller can send to any number needs a solved captcha (getSmsCode takes a
 *   picture answer or the jigsaw's x; the ByImageVerify/ByJigsaw variants one each); members'
 *   codes to their own mobile (security, fund) need none. Country codes, the per-IP and global
 *   daily budgets: sms-budget.ts. Mobile look-ups are guarded by mobile-lookup.ts.
 * - SMS sending is limited per mobile (60 s, 10 per 24 h) before anything else is checked. Codes
 *   for register/changeMobile to a registered mobile answer 1006 'registered'; login/forget codes
 *   to an unknown mobile answer 1006 'unregistered', and such answers are counted per IP (20 an
 *   hour, then 1004 for every login/forget code from that IP). A new code replaces the previous
 *   one of the same mobile and purpose. After 5 wrong tries a code is dead: 1004 until a new one
 *   is requested; an expired code is told as expired (1006). Codes for bindCard/payKey are sent
 *   to any mobile (rate limits only); the domains that verify them check whose mobile it is.
 *   Other domains reuse sendSmsCode/consumeSmsCode from sms-codes.ts.
 * - Registration checks the mobile and company name before spending the SMS code. Company names
 *   are unique trimmed and case-insensitively (a unique expression index settles races).
 * - Logins take an optional nationCode (default 86). A wrong password and an unknown mobile get
 *   the same text after the same argon2 work; both count towards the lockout of that mobile
 *   (5 within 15 min → locked 15 min, 1004 with the unlock time HH:mm Beijing time, told from the
 *   5th failure on). Success, an SMS login or a password reset clears it. Wrong old passwords
 *   (verifyOldPwd, modiPassword) count towards the same lockout. Salesman and operator logins
 *   have their own counters.
 * - Sessions: access token 2 h, refresh token 30 days from each rotation; webMember/updateTime is
 *   public (it is called when the access token has expired). A rotated refresh token presented
 *   again revokes the whole family (14); so does losing a race of two simultaneous rotations of
 *   one token. Logout, password change and reset revoke every session of
 *   the member, of any kind. changeLoginCompany revokes only the calling session and starts a new
 *   family. Salesman and operator sessions last 8 h and have no refresh token.
 * - webMember/crossSystemAccess answers the session's login info without its tokens (the shared-cookie
 *   sign-in); a session whose company membership has ended answers 14.
 * - authList is derived from the session's role (personal / company member / company admin) by
 *   the table in auth-list.ts, plus the buttons the member's company roles grant (org domain).
 * - Auth codes: only for apps in the apps table and their exact redirect URIs (else 1003); the
 *   exchange must name the code's app as `source`. The seed registers 'demo-app' outside production.
 * - The salesman login is the spec's salesman/login; salesman/personLogin (listed under Activity)
 *   is the same handler. operator/login and operator/logout are our extensions.
 */
import * as m from '../../../src-shared/contract/member';
import * as staff from '../../../src-shared/contract/staff-login';
import { handle, type Ctx } from '../../gateway/handler';
import type { Principal } from '../../gateway/session';
import { companiesOf, findMemberByMobile, isCompanyNameTaken, isMobileRegistered, membership } from './accounts';
import { startMemberLogin } from './login-info';
import { authListFor, roleOf } from './auth-list';
import { createImageCaptcha, createJigsaw, verifyCaptchaAnswer, verifyImageCaptcha, verifyJigsaw } from './captcha';
import { changeLoginCompany } from './company-switch';
import { operatorLogin, passwordLogin, salesmanLogin, smsLogin } from './login';
import { guardMobileLookup, type LookupParams } from './mobile-lookup';
import { nationCodeOptions, workFunctionOptions } from './options';
import { changePassword, forgetPasswordConfirm, forgetPasswordNext, verifyOldPassword } from './passwords-flow';
import { memberInfo, updateMemberInfo } from './profile';
import { register } from './register';
import { sessionProfile } from './session-profile';
import { revokeMemberSessions, revokeOperatorSessions, rotateRefreshToken } from './sessions';
import { sendSmsCode } from './sms-codes';

/** Member commands run only with a member principal (the gateway checked the access level). */
const me = (ctx: Ctx<unknown>): Principal & { memberId: number } => ctx.principal as Principal & { memberId: number };

async function mobileRegistered(ctx: Ctx<LookupParams>) {
  await guardMobileLookup(ctx.deps, ctx, ctx.params);
  return { registered: await isMobileRegistered(ctx.deps.db, ctx.params.nationCode, ctx.params.mobile) };
}

const salesmanLoginHandler = (def: typeof staff.salesmanLogin) => handle(def, async ({ deps, params }) => salesmanLogin(deps, params));

export const memberHandlers = [
  /* ---- captchas and SMS codes ---- */
  handle(m.getImage, async ({ deps }) => createImageCaptcha(deps)),
  handle(m.getJigsaw, async ({ deps }) => createJigsaw(deps)),
  handle(m.getSmsCode, async ({ deps, params, ip, lang }) => {
    await verifyCaptchaAnswer(deps, params);
    return sendSmsCode(deps, { nationCode: params.nationCode, mobile: params.mobile, purpose: params.purpose, ip, lang });
  }),
  handle(m.getSmsCodeByImageVerify, async ({ deps, params, ip, lang }) => {
    await verifyImageCaptcha(deps, params.captchaId, params.captchaCode);
    return sendSmsCode(deps, { nationCode: params.nationCode, mobile: params.mobile, purpose: params.purpose, ip, lang });
  }),
  handle(m.getSmsCodeByJigsaw, async ({ deps, params, ip, lang }) => {
    await verifyJigsaw(deps, params.captchaId, params.x);
    return sendSmsCode(deps, { nationCode: params.nationCode, mobile: params.mobile, purpose: params.purpose, ip, lang });
  }),

  /* ---- checks and options ---- */
  handle(m.validMobile, mobileRegistered),
  handle(m.validMobileRequireReg, mobileRegistered),
  handle(m.validEnterpriseName, async ({ deps, params }) => ({ available: !(await isCompanyNameTaken(deps.db, params.companyName)) })),
  handle(m.getWorkFunctionSelect, async ({ lang }) => workFunctionOptions(lang)),
  handle(m.getMobileNationCodeSelect, async ({ deps, lang }) => nationCodeOptions(lang, deps.config.sms.allowedNationCodes)),
  handle(m.getCompanySelect, async (ctx) => {
    const { deps, params } = ctx;
    await guardMobileLookup(deps, ctx, params);
    const member = await findMemberByMobile(deps.db, params.nationCode, params.mobile);
    if (!member) return [];
    return (await companiesOf(deps.db, member.id)).map((c) => ({ companyCode: c.code, companyName: c.name }));
  }),

  /* ---- registration ---- */
  handle(m.companyRegister, async ({ deps, params }) => {
    const r = await register(deps, params);
    return { memberCode: r.memberCode, companyCode: r.companyCode! };
  }),
  handle(m.personalRegister, async ({ deps, params }) => ({ memberCode: (await register(deps, params)).memberCode })),
  // The code just proved the phone, so the new member (who has no password) is signed in at once.
  handle(m.personalRegisterBySms, async ({ deps, params, lang }) => {
    const { memberCode } = await register(deps, params);
    const member = (await findMemberByMobile(deps.db, params.nationCode, params.mobile))!;
    return { memberCode, login: await startMemberLogin(deps.db, deps.clock.now(), lang, member, null) };
  }),

  /* ---- logins and sessions ---- */
  handle(m.companyLogin, async ({ deps, lang, params }) => passwordLogin(deps, lang, params)),
  handle(m.personLogin, async ({ deps, lang, params }) => passwordLogin(deps, lang, params)),
  handle(m.companySmsLogin, async ({ deps, lang, params }) => smsLogin(deps, lang, params)),
  handle(m.personSmsLogin, async ({ deps, lang, params }) => smsLogin(deps, lang, params)),
  handle(m.updateTime, async ({ deps, params }) => rotateRefreshToken(deps.db, deps.clock.now(), params.refreshToken)),
  handle(m.logout, async (ctx) => {
    await revokeMemberSessions(ctx.deps.db, ctx.deps.clock.now(), me(ctx).memberId);
    return { loggedOut: true as const };
  }),
  handle(m.changeLoginCompany, async (ctx) => changeLoginCompany(ctx.deps, ctx.lang, me(ctx), ctx.params.companyCode)),
  handle(m.crossSystemAccess, async (ctx) => sessionProfile(ctx.deps, ctx.lang, me(ctx))),
  handle(m.getAuthModelList, async (ctx) => {
    const p = me(ctx);
    const company = p.companyId ? await membership(ctx.deps.db, p.memberId, { id: p.companyId }) : null;
    return authListFor(roleOf(company), ctx.lang, company?.granted);
  }),

  /* ---- own info and password ---- */
  handle(m.getMemberInfo, async (ctx) => memberInfo(ctx.deps, me(ctx))),
  handle(m.modiMemberInfo, async (ctx) => updateMemberInfo(ctx.deps, me(ctx), ctx.params)),
  handle(m.verifyOldPwd, async (ctx) => {
    await verifyOldPassword(ctx.deps, me(ctx).memberId, ctx.params.oldPassword);
    return { valid: true as const };
  }),
  handle(m.modiPassword, async (ctx) => changePassword(ctx.deps, me(ctx).memberId, ctx.params.oldPassword, ctx.params.newPassword)),
  handle(m.forgetPasswordNext, async ({ deps, params }) => forgetPasswordNext(deps, params)),
  handle(m.forgetPasswordConfrim, async ({ deps, params }) => forgetPasswordConfirm(deps, params)),

  /* ---- salesman and operator ---- */
  salesmanLoginHandler(staff.salesmanLogin),
  salesmanLoginHandler(staff.salesmanPersonLogin),
  handle(staff.operatorLogin, async ({ deps, params }) => operatorLogin(deps, params)),
  handle(staff.operatorLogout, async ({ deps, principal }) => {
    await revokeOperatorSessions(deps.db, deps.clock.now(), principal!.operatorId!);
    return { loggedOut: true as const };
  }),
];
