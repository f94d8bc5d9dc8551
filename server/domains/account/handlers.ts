/** The member domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (member). */
import * as m from '#shared/contract/account';
import * as staff from '#shared/contract/staff-login';
import { handle, type Ctx } from '../../gateway/handler';
import type { Principal } from '../../gateway/session';
import { companiesOf, findMemberByMobile, isCompanyNameTaken, isMobileRegistered, membership } from './accounts';
import { startMemberLogin } from './login-info';
import { authListFor, roleOf } from './auth-list';
import { createImageCaptcha, createJigsaw, verifyCaptchaAnswer, verifyImageCaptcha, verifyJigsaw } from './captcha';
import { changeLoginCompany } from './company-switch';
import { clientOf } from './devices';
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

const salesmanLoginHandler = (def: typeof staff.salesmanLogin) => handle(def, async (ctx) => salesmanLogin(ctx.deps, ctx.params, clientOf(ctx)));

export const accountHandlers = [
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
  handle(m.personalRegisterBySms, async (ctx) => {
    const { deps, params, lang } = ctx;
    const { memberCode } = await register(deps, params);
    const member = (await findMemberByMobile(deps.db, params.nationCode, params.mobile))!;
    return { memberCode, login: await startMemberLogin(deps.db, deps.clock.now(), lang, member, null, clientOf(ctx)) };
  }),

  /* ---- logins and sessions ---- */
  handle(m.companyLogin, async (ctx) => passwordLogin(ctx.deps, ctx.lang, ctx.params, clientOf(ctx))),
  handle(m.personLogin, async (ctx) => passwordLogin(ctx.deps, ctx.lang, ctx.params, clientOf(ctx))),
  handle(m.companySmsLogin, async (ctx) => smsLogin(ctx.deps, ctx.lang, ctx.params, clientOf(ctx))),
  handle(m.personSmsLogin, async (ctx) => smsLogin(ctx.deps, ctx.lang, ctx.params, clientOf(ctx))),
  handle(m.updateTime, async (ctx) => rotateRefreshToken(ctx.deps.db, ctx.deps.clock.now(), ctx.params.refreshToken, clientOf(ctx))),
  handle(m.logout, async (ctx) => {
    await revokeMemberSessions(ctx.deps.db, ctx.deps.clock.now(), me(ctx).memberId);
    return { loggedOut: true as const };
  }),
  handle(m.changeLoginCompany, async (ctx) => changeLoginCompany(ctx.deps, ctx.lang, me(ctx), ctx.params.companyCode, clientOf(ctx))),
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
  handle(m.modiPassword, async (ctx) => changePassword(ctx.deps, me(ctx), ctx.params.oldPassword, ctx.params.newPassword)),
  handle(m.forgetPasswordNext, async ({ deps, params }) => forgetPasswordNext(deps, params)),
  handle(m.forgetPasswordConfrim, async ({ deps, params }) => forgetPasswordConfirm(deps, params)),

  /* ---- salesman and operator ---- */
  salesmanLoginHandler(staff.salesmanLogin),
  salesmanLoginHandler(staff.salesmanPersonLogin),
  handle(staff.operatorLogin, async (ctx) => operatorLogin(ctx.deps, ctx.params, clientOf(ctx))),
  handle(staff.operatorLogout, async ({ deps, actor }) => {
    await revokeOperatorSessions(deps.db, deps.clock.now(), actor.operatorId);
    return { loggedOut: true as const };
  }),
];
