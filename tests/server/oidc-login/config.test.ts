import { describe, expect, it } from 'vitest';
import { missingProductionSettings } from '#server/config-required';
import { loadConfig } from '#server/config';

const provider = (extra: Record<string, unknown> = {}) => ({ id: 'corp', issuer: 'https://iam.example.com/realms/corp', clientId: 'portal', name: { 'zh-CN': '企业统一身份', en: 'Corporate sign-in' }, ...extra });
const oidcProblem = (value: string | undefined) => missingProductionSettings({ NODE_ENV: 'production', ...(value === undefined ? {} : { OIDC_PROVIDERS: value }) }).find((m) => m.name === 'OIDC_PROVIDERS');

describe('OIDC_PROVIDERS in production', () => {
  it("refuses to start with a provider without a secret, the stand-in's secret, plain http off loopback, or a bad value", () => {
    expect(oidcProblem(JSON.stringify([provider()]))?.why).toContain('provider corp has no clientSecret');
    expect(oidcProblem(JSON.stringify([provider({ clientSecret: '  ' })]))?.why).toContain('no clientSecret');
    expect(oidcProblem(JSON.stringify([provider({ clientSecret: 'standin-oidc-secret-0000' })]))?.why).toContain('no clientSecret');
    expect(oidcProblem(JSON.stringify([provider({ clientSecret: 's3cret', issuer: 'http://iam.example.com' })]))?.why).toContain('must be https');
    expect(oidcProblem('{"id":"corp"}')?.why).toContain('must be a JSON array');
    expect(oidcProblem(JSON.stringify([provider({ clientSecret: 's', name: { 'zh-CN': '只有中文' } })]))?.why).toContain('"zh-CN" and "en"');
  });

  it('starts with every provider complete, or with none', () => {
    expect(oidcProblem(JSON.stringify([provider({ clientSecret: 's3cret' })]))).toBeUndefined();
    expect(oidcProblem(undefined)).toBeUndefined();
    // Production never falls back to the stand-in IdP.
    expect(loadConfig({ NODE_ENV: 'production' }).oidcLogin.providers).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development', PORT: '9000' }).oidcLogin.providers.map((p) => p.issuer)).toEqual(['http://127.0.0.1:9000/oidc-standin']);
  });
});

describe('OIDC_CALLBACK_URL', () => {
  it('is the redirect URI the providers get when set; production wants it https and on the callback path', () => {
    const problem = (v: string) => missingProductionSettings({ NODE_ENV: 'production', OIDC_CALLBACK_URL: v }).find((m) => m.name === 'OIDC_CALLBACK_URL');
    expect(problem('https://portal.example.com/auth/oidc/callback')).toBeUndefined();
    expect(problem('http://portal.example.com/auth/oidc/callback')).toBeDefined();
    expect(problem('https://portal.example.com/elsewhere')).toBeDefined();
    expect(loadConfig({ OIDC_CALLBACK_URL: 'https://portal.example.com/auth/oidc/callback' }).oidcLogin.callbackUrl).toBe('https://portal.example.com/auth/oidc/callback');
  });
});
