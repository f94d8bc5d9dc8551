import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { assertProductionSettings, missingProductionSettings } from '../../server/config-required';

const complete = { NODE_ENV: 'production', WX_APP_ID: 'wx1234567890abcdef', WX_APP_SECRET: '0123456789abcdef0123456789abcdef', ALLOW_STAND_INS: '1' };

describe('production start-up settings', () => {
  it('with nothing set, one error names every missing variable', () => {
    let message = '';
    try {
      assertProductionSettings({ NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^NODE_ENV=production refuses to start: set WX_APP_ID, WX_APP_SECRET, ALLOW_STAND_INS\n/);
    for (const name of ['WX_APP_ID', 'WX_APP_SECRET', 'ALLOW_STAND_INS']) expect(message).toContain(`\n  ${name}: `);
  });

  it('starts when everything is set', () => {
    expect(missingProductionSettings(complete)).toEqual([]);
    expect(() => assertProductionSettings(complete)).not.toThrow();
  });

  it('development and tests need none of it', () => {
    expect(() => assertProductionSettings({})).not.toThrow();
    expect(() => assertProductionSettings({ NODE_ENV: 'test' })).not.toThrow();
  });

  it.each([
    ['the development WeChat secret', { WX_APP_SECRET: 'demo-secret' }, 'WX_APP_SECRET'],
    ['a short WeChat secret', { WX_APP_SECRET: 'short' }, 'WX_APP_SECRET'],
    ['a blank WeChat secret', { WX_APP_SECRET: '   ' }, 'WX_APP_SECRET'],
    ['the demo app id', { WX_APP_ID: 'wxdemo0000000001' }, 'WX_APP_ID'],
    ['stand-ins without the opt-in', { ALLOW_STAND_INS: undefined }, 'ALLOW_STAND_INS'],
    ['stand-ins with a vague opt-in', { ALLOW_STAND_INS: 'yes' }, 'ALLOW_STAND_INS'],
  ])('refuses %s', (_name, change, missing) => {
    expect(missingProductionSettings({ ...complete, ...change }).map((m) => m.name)).toEqual([missing]);
  });

  it('production talks to WeChat itself, never to the stand-in it does not serve', () => {
    expect(loadConfig(complete).wx.openBase).toBe('https://open.weixin.qq.com');
    expect(loadConfig(complete).wx.apiBase).toBe('https://api.weixin.qq.com');
    expect(loadConfig({}).wx.openBase).toMatch(/^http:\/\/127\.0\.0\.1:8080\/wx-standin\//);
  });

  it('limits and timeouts: positive integers from the environment, else the defaults', () => {
    const c = loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: 'x', MAX_COMPANIES_PER_MEMBER: '0', COMPANY_FOUNDING_ATTEMPTS_PER_DAY: '7' });
    expect(c.requestTimeoutMs).toBe(5000);
    expect(c.connectionTimeoutMs).toBe(10_000);
    expect(c.companyFounding).toEqual({ maxPerMember: 3, attemptsPerDay: 7 });
  });
});
