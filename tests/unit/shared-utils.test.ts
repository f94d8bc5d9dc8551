import { describe, expect, it } from 'vitest';
import { decideLoginAction } from '#shared/api/login-required';
import { checkGuard, can } from '#shared/auth/guards';
import { effectiveCompany } from '#shared/auth/login-info';
import type { Profile } from '#shared/auth/session';
import { normalizeLang, text } from '#shared/rules/texts';
import { isPhone, isWeChat } from '#shared/utils/device';
import { localModeRedirect } from '#shared/utils/local-mode';
import { maskPhone } from '#shared/utils/phone-mask';

const profile = (over: Partial<Profile> = {}): Profile => ({
  fullName: 'A',
  mobile: '13800000001',
  workFunction: null,
  memberCode: 'M1',
  companyName: 'Demo',
  companyCode: 'C1',
  memberType: 'enterprise',
  certified: true,
  authList: [{ moduleId: 'fund', name: 'Fund', pages: [{ pageId: 'p', name: 'P', buttons: [{ buttonId: 'capital.withdraw', name: 'W' }] }] }],
  ...over,
});

describe('phone mask', () => {
  it('shows the first 3 digits and the digits from position 7', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('13912345678')).toBe('139****5678');
  });
  it('leaves short values alone', () => expect(maskPhone('12345')).toBe('12345'));
});

describe('local-deployment mode', () => {
  const cfg = { enabled: true, factoryAppPath: '/memberCenter/facApp', allowedFragments: ['h5', 'memberCenter', 'login', 'industryApp', 'promise', 'openApi'] };
  it('forces other paths to the factory app page', () => {
    expect(localModeRedirect('/', cfg)).toBe('/memberCenter/facApp');
    expect(localModeRedirect('/news', cfg)).toBe('/memberCenter/facApp');
  });
  it('keeps the allowed paths', () => {
    for (const p of ['/login', '/memberCenter/message', '/openApi', '/promise', '/industryApp/auth', '/h5/permissions', '/Login-blue'.toLowerCase()]) expect(localModeRedirect(p, cfg)).toBeNull();
  });
  it('does nothing when off', () => expect(localModeRedirect('/', { ...cfg, enabled: false })).toBeNull());
});

describe('login-required action (14/15)', () => {
  it('sends phones to the WeChat login with a redirect', () =>
    expect(decideLoginAction({ phone: true, localMode: false, here: '/mobile/file?x=1' })).toEqual({ kind: 'redirect', to: '/wx/login?redirect=%2Fmobile%2Ffile%3Fx%3D1' }));
  it('sends local deployments to /login', () => expect(decideLoginAction({ phone: false, localMode: true, here: '/a' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fa' }));
  it('opens a dialog otherwise', () => expect(decideLoginAction({ phone: false, localMode: false, here: '/a' })).toEqual({ kind: 'dialog' }));
});

describe('guards', () => {
  it('public always passes', () => expect(checkGuard('public', false, null)).toEqual({ ok: true }));
  it('member needs a login', () => expect(checkGuard('member', false, null)).toEqual({ ok: false, reason: 'login' }));
  it('enterprise refuses personal members', () => expect(checkGuard('enterprise', true, profile({ memberType: 'personal', companyCode: null }))).toEqual({ ok: false, reason: 'enterprise' }));
  it('certified refuses uncertified companies', () => expect(checkGuard('certified', true, profile({ certified: false }))).toEqual({ ok: false, reason: 'certified' }));
  it('certified passes certified companies', () => expect(checkGuard('certified', true, profile())).toEqual({ ok: true }));
  it('operator needs the operator flag', () => expect(checkGuard('operator', true, profile())).toEqual({ ok: false, reason: 'operator' }));
  it('buttons are available only when their buttonId is authorised', () => {
    expect(can(profile(), 'capital.withdraw')).toBe(true);
    expect(can(profile(), 'capital.recharge')).toBe(false);
    expect(can(null, 'capital.withdraw')).toBe(false);
  });
});

describe('texts', () => {
  it('default to Chinese for unknown languages', () => {
    expect(normalizeLang(undefined)).toBe('zh-CN');
    expect(normalizeLang('fr')).toBe('zh-CN');
    expect(normalizeLang('en')).toBe('en');
  });
  it('fill placeholders in both languages', () => {
    expect(text('general.submitFailed', 'en', { reason: 'x' })).toBe('Submit failed: x');
    expect(text('general.submitFailed', 'zh-CN', { reason: 'x' })).toBe('提交失败：x');
    expect(text('changePass.mismatch' as string, 'en')).toBe('changePass.mismatch');
    expect(text('rule.changePass.confirm.match', 'en')).toBe('The two passwords entered are inconsistent');
  });
  it('treat the personal-user company name as no company', () => {
    expect(effectiveCompany('个人用户')).toBeNull();
    expect(effectiveCompany('演示精密机械有限公司')).toBe('演示精密机械有限公司');
  });
});

describe('device', () => {
  const wx = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
  it('detects WeChat and phones', () => {
    expect(isWeChat(wx)).toBe(true);
    expect(isPhone(wx)).toBe(true);
    expect(isWeChat('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
  });
});
