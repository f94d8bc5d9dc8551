import { describe, expect, it } from 'vitest';
import { providerOutcome } from '#server/adapters/sms/aliyun';
import { SMS_TEMPLATE_PURPOSES } from '#server/adapters/sms/purposes';
import { parseSmsTemplates, purposesWithoutTemplate, standInTemplates, templateFor, type SmsTemplates } from '#server/adapters/sms/templates';

const templates: SmsTemplates = {
  code: { 'zh-CN': 'SMS_1', en: 'SMS_2' },
  login: { 'zh-CN': 'SMS_10', en: 'SMS_11' },
  forget: { 'zh-CN': 'SMS_20' },
  financePassed: { 'zh-CN': 'SMS_30', en: 'SMS_31' },
};

describe('SMS template choice', () => {
  it("a purpose's own template in the message's language", () => {
    expect(templateFor(templates, 'login', 'zh-CN')).toBe('SMS_10');
    expect(templateFor(templates, 'login', 'en')).toBe('SMS_11');
    expect(templateFor(templates, 'financePassed', 'en')).toBe('SMS_31');
  });

  it('English falls back to the purpose\'s zh-CN template before the catch-all "code"', () => {
    expect(templateFor(templates, 'forget', 'en')).toBe('SMS_20');
  });

  it('code purposes without their own template take "code"; notices never do', () => {
    expect(templateFor(templates, 'register', 'zh-CN')).toBe('SMS_1');
    expect(templateFor(templates, 'bindCard', 'en')).toBe('SMS_2');
    expect(templateFor(templates, 'financeNotPassed', 'zh-CN')).toBeNull();
    expect(purposesWithoutTemplate(templates)).toEqual(['financeNotPassed']);
  });

  it('every purpose the code sends is in the list, and development has a template for each', () => {
    expect([...SMS_TEMPLATE_PURPOSES].sort()).toEqual(
      ['register', 'login', 'forget', 'changeMobile', 'changeMobileOld', 'bindCard', 'payKey', 'fundOpen', 'recharge', 'finance', 'oidcLink', 'financePassed', 'financeNotPassed'].sort(),
    );
    expect(purposesWithoutTemplate(standInTemplates())).toEqual([]);
    expect(purposesWithoutTemplate({})).toEqual(SMS_TEMPLATE_PURPOSES);
  });

  it('ALIYUN_SMS_TEMPLATES: typos are errors, not silently ignored', () => {
    expect(parseSmsTemplates(JSON.stringify(templates))).toEqual({ ok: true, templates });
    expect(parseSmsTemplates(undefined)).toEqual({ ok: true, templates: {} });
    expect(parseSmsTemplates('{')).toEqual({ ok: false, error: 'not valid JSON' });
    expect(parseSmsTemplates('[]')).toMatchObject({ ok: false });
    expect(parseSmsTemplates('{"logn": {"zh-CN": "SMS_1"}}')).toEqual({ ok: false, error: 'unknown purpose "logn"' });
    expect(parseSmsTemplates('{"login": {"zh": "SMS_1"}}')).toMatchObject({ ok: false, error: expect.stringContaining('unknown language') });
    expect(parseSmsTemplates('{"login": {"zh-CN": "1234"}}')).toMatchObject({ ok: false, error: expect.stringContaining('not a template code') });
    expect(parseSmsTemplates('{"login": "SMS_1"}')).toMatchObject({ ok: false });
  });

  it("provider answers map to the gateway's outcomes", () => {
    expect(providerOutcome('OK')).toBe('sent');
    expect(providerOutcome('isv.BUSINESS_LIMIT_CONTROL')).toBe('limited');
    expect(providerOutcome('isv.DAY_LIMIT_CONTROL')).toBe('limited');
    expect(providerOutcome('isv.MOBILE_NUMBER_ILLEGAL')).toBe('badNumber');
    expect(providerOutcome('isv.MOBILE_COUNT_OVER_LIMIT')).toBe('badNumber');
    expect(providerOutcome('isv.SMS_TEMPLATE_ILLEGAL')).toBe('failed');
    expect(providerOutcome(undefined)).toBe('failed');
  });
});
