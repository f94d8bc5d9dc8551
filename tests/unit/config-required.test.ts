import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { assertProductionSettings, missingProductionSettings } from '#server/config-required';
import { bankEnv, rsaKeyPair } from '../helpers/bank-keys';

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'LTAI5tAbCdEfGhIjKlMn',
  ALIYUN_ACCESS_KEY_SECRET: 'aliyun-secret-0123456789',
  ALIYUN_SMS_SIGN_NAME: '智造云',
  ALIYUN_SMS_TEMPLATES: JSON.stringify({ code: { 'zh-CN': 'SMS_1', en: 'SMS_2' }, financePassed: { 'zh-CN': 'SMS_3' }, financeNotPassed: { 'zh-CN': 'SMS_4' } }),
};
const oidcKeys = JSON.stringify({ keys: [{ ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }), kid: 'k1' }] });
const complete = {
  NODE_ENV: 'production',
  WX_APP_ID: 'wx1234567890abcdef',
  WX_APP_SECRET: '0123456789abcdef0123456789abcdef',
  SECOND_FACTOR_KEY: 'second-factor-key-0123456789abcdef',
  WEBAUTHN_RP_ID: 'portal.example.com',
  WEBAUTHN_ORIGINS: 'https://portal.example.com, https://m.portal.example.com',
  ALLOW_STAND_INS: '1',
  STORAGE: 'disk',
  OIDC_ISSUER: 'https://portal.example.com',
  OIDC_SIGNING_KEYS: oidcKeys,
  INDUSTRY_API_URL: 'https://industry.example.com/api/v1',
  INDUSTRY_CLIENT_ID: 'portal',
  INDUSTRY_CLIENT_SECRET: 'industry-secret-0123456789abcdef',
};

describe('production start-up settings', () => {
  it('with nothing set, one error names every missing variable', () => {
    let message = '';
    try {
      assertProductionSettings({ NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(
      /^NODE_ENV=production refuses to start: set WX_APP_ID, WX_APP_SECRET, SMS_PROVIDER, SECOND_FACTOR_KEY, WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS, STORAGE, ALLOW_STAND_INS, OIDC_ISSUER, OIDC_SIGNING_KEYS, INDUSTRY_API_URL\n/,
    );
    for (const name of ['WX_APP_ID', 'WX_APP_SECRET', 'SMS_PROVIDER', 'SECOND_FACTOR_KEY', 'WEBAUTHN_RP_ID', 'WEBAUTHN_ORIGINS', 'STORAGE', 'ALLOW_STAND_INS', 'OIDC_ISSUER', 'OIDC_SIGNING_KEYS', 'INDUSTRY_API_URL'])
      expect(message).toContain(`\n  ${name}: `);
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
    ['the development second-factor key', { SECOND_FACTOR_KEY: 'dev-second-factor-key-not-for-production' }, 'SECOND_FACTOR_KEY'],
    ['a short second-factor key', { SECOND_FACTOR_KEY: 'short' }, 'SECOND_FACTOR_KEY'],
    ["an IP address as the passkeys' relying party", { WEBAUTHN_RP_ID: '10.0.0.5', WEBAUTHN_ORIGINS: 'https://10.0.0.5' }, 'WEBAUTHN_RP_ID'],
    ['a passkey origin over plain http', { WEBAUTHN_ORIGINS: 'http://portal.example.com' }, 'WEBAUTHN_ORIGINS'],
    ['a passkey origin outside the relying party', { WEBAUTHN_ORIGINS: 'https://portal.example.com.evil.cn' }, 'WEBAUTHN_ORIGINS'],
    ['stand-ins with a vague opt-in and Aliyun SMS', { ALLOW_STAND_INS: 'yes', ...aliyun }, 'ALLOW_STAND_INS'],
    ['no ID-token signing keys', { OIDC_SIGNING_KEYS: undefined }, 'OIDC_SIGNING_KEYS'],
    ['a public key where the private one belongs', { OIDC_SIGNING_KEYS: JSON.stringify({ keys: [generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' })] }) }, 'OIDC_SIGNING_KEYS'],
    ['an HMAC key', { OIDC_SIGNING_KEYS: JSON.stringify({ keys: [{ kty: 'oct', k: 'c2VjcmV0' }] }) }, 'OIDC_SIGNING_KEYS'],
    ['keys that are not JSON', { OIDC_SIGNING_KEYS: '-----BEGIN PRIVATE KEY-----' }, 'OIDC_SIGNING_KEYS'],
    ['no issuer', { OIDC_ISSUER: undefined }, 'OIDC_ISSUER'],
    ['a plain-http issuer on another host', { OIDC_ISSUER: 'http://portal.example.com' }, 'OIDC_ISSUER'],
    ['an issuer with a query', { OIDC_ISSUER: 'https://portal.example.com/?x=1' }, 'OIDC_ISSUER'],
    ['WeChat notification templates for an unknown event', { WX_NOTIFY_TEMPLATES: '{"no.such.event": "TPL_1"}' }, 'WX_NOTIFY_TEMPLATES'],
    ['WeChat notification templates that are not JSON', { WX_NOTIFY_TEMPLATES: 'TPL_1' }, 'WX_NOTIFY_TEMPLATES'],
  ])('refuses %s', (_name, change, missing) => {
    expect(missingProductionSettings({ ...complete, ...change }).map((m) => m.name)).toEqual([missing]);
  });

  it('without the opt-in, the SMS stand-in and the bank stand-in are both named', () => {
    expect(missingProductionSettings({ ...complete, ALLOW_STAND_INS: undefined }).map((m) => m.name)).toEqual(['SMS_PROVIDER', 'ALLOW_STAND_INS']);
  });

  it('Aliyun SMS configured: SMS needs no opt-in (the bank still does)', () => {
    expect(missingProductionSettings({ ...complete, ...aliyun })).toEqual([]);
    expect(missingProductionSettings({ ...complete, ...aliyun, ALLOW_STAND_INS: undefined }).map((m) => m.name)).toEqual(['ALLOW_STAND_INS']);
  });

  it('SMS_PROVIDER=aliyun names each missing Aliyun setting, even with the opt-in', () => {
    const missing = missingProductionSettings({ ...complete, SMS_PROVIDER: 'aliyun' });
    expect(missing.map((m) => m.name)).toEqual(['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATES']);
    expect(missing.find((m) => m.name === 'ALIYUN_SMS_TEMPLATES')!.why).toContain('no template for register, login');
  });

  it.each([
    ['the development AccessKey secret', { ALIYUN_ACCESS_KEY_SECRET: 'standin-aliyun-secret' }, 'ALIYUN_ACCESS_KEY_SECRET'],
    ['the development AccessKey id', { ALIYUN_ACCESS_KEY_ID: 'LTAIstandin000000000000' }, 'ALIYUN_ACCESS_KEY_ID'],
    ['a blank sign name', { ALIYUN_SMS_SIGN_NAME: ' ' }, 'ALIYUN_SMS_SIGN_NAME'],
    ['templates that are not JSON', { ALIYUN_SMS_TEMPLATES: '{login:SMS_1}' }, 'ALIYUN_SMS_TEMPLATES'],
    ['a purpose without a template', { ALIYUN_SMS_TEMPLATES: JSON.stringify({ code: { 'zh-CN': 'SMS_1' } }) }, 'ALIYUN_SMS_TEMPLATES'],
    ['a plain-http endpoint', { ALIYUN_SMS_ENDPOINT: 'http://dysmsapi.aliyuncs.com' }, 'ALIYUN_SMS_ENDPOINT'],
  ])('with Aliyun SMS, refuses %s', (_name, change, missing) => {
    expect(missingProductionSettings({ ...complete, ...aliyun, ...change }).map((m) => m.name)).toEqual([missing]);
  });

  it('production sends to Aliyun itself over https; development to its own stand-in', () => {
    const prod = loadConfig({ ...complete, ...aliyun }).smsProvider;
    expect(prod).toMatchObject({ provider: 'aliyun', aliyun: { endpoint: 'dysmsapi.aliyuncs.com', protocol: 'https', accessKeySecret: 'aliyun-secret-0123456789', signName: '智造云' } });
    expect(loadConfig({ ...complete }).smsProvider.provider).toBe('standIn');
    const dev = loadConfig({ PORT: '8123', SMS_PROVIDER: 'aliyun' }).smsProvider.aliyun;
    expect(dev).toMatchObject({ endpoint: '127.0.0.1:8123', protocol: 'http', templatesError: null });
    expect(loadConfig({ ALIYUN_SMS_TEMPLATES: '{' }).smsProvider.aliyun.templatesError).toBe('not valid JSON');
  });

  describe('files', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'portal', S3_REGION: 'oss-cn-hangzhou', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };

    it('S3 with every setting, or disk said explicitly, starts without the stand-ins opt-in for files', () => {
      const noOptIn = { ...complete, ...aliyun, ALLOW_STAND_INS: undefined };
      expect(missingProductionSettings({ ...noOptIn, ...s3 }).map((m) => m.name)).toEqual(['ALLOW_STAND_INS']);
      expect(missingProductionSettings({ ...noOptIn, STORAGE: 'disk' }).map((m) => m.name)).toEqual(['ALLOW_STAND_INS']);
      // The stand-ins' opt-in also covers the embedded default (disk) when STORAGE is unset.
      expect(missingProductionSettings({ ...complete, STORAGE: undefined })).toEqual([]);
    });

    it('STORAGE=s3 names each S3 variable that is missing', () => {
      const partial = { ...complete, STORAGE: 's3', S3_BUCKET: 'portal', S3_SECRET_ACCESS_KEY: ' ' };
      expect(missingProductionSettings(partial).map((m) => m.name)).toEqual(['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
      expect(() => assertProductionSettings(partial)).toThrow(/set S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\n/);
    });

    it.each([
      ['no storage without the opt-in', { ...aliyun, ALLOW_STAND_INS: undefined, STORAGE: undefined }, ['STORAGE', 'ALLOW_STAND_INS']],
      ['memory storage, lost on restart', { STORAGE: 'memory' }, ['STORAGE']],
      ['an unknown storage', { STORAGE: 'S3 ' }, ['STORAGE']],
    ])('refuses %s', (_name, change, missing) => {
      expect(missingProductionSettings({ ...complete, ...change }).map((m) => m.name)).toEqual(missing);
    });

    it('config reads the S3 settings, and refuses an unknown STORAGE or a half-configured S3 everywhere', () => {
      expect(loadConfig({ ...s3, S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'portal/files' }).storage).toEqual({
        kind: 's3',
        s3: { endpoint: 'https://oss-cn-hangzhou.aliyuncs.com', region: 'oss-cn-hangzhou', bucket: 'portal', accessKeyId: 'AKID', secretAccessKey: 'secret', forcePathStyle: true, prefix: 'portal/files/' },
      });
      expect(loadConfig(s3).storage).toMatchObject({ s3: { endpoint: undefined, forcePathStyle: false, prefix: '' } });
      expect(loadConfig({ DATA_DIR: '/srv/portal' }).storage).toEqual({ kind: 'disk', dir: '/srv/portal/files' });
      expect(loadConfig({ DATA_DIR: 'memory://' }).storage).toEqual({ kind: 'memory' });
      expect(() => loadConfig({ STORAGE: 'minio' })).toThrow('STORAGE=minio is not a storage: use s3 or disk');
      expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'portal' })).toThrow(/^S3 storage needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\n/);
    });
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

  describe('the bank over HTTP', () => {
    const ours = rsaKeyPair();
    const theBank = rsaKeyPair();
    const bank = bankEnv(ours, theBank, 'https://bank.example.com/custody');
    const real = { ...complete, ...aliyun, ALLOW_STAND_INS: undefined, STORAGE: 'disk' };

    it('with BANK_URL and its keys, production needs no stand-ins opt-in; without them, as before', () => {
      expect(missingProductionSettings({ ...real, ...bank })).toEqual([]);
      expect(missingProductionSettings(real).map((m) => m.name)).toEqual(['ALLOW_STAND_INS']);
      expect(missingProductionSettings(real).find((m) => m.name === 'ALLOW_STAND_INS')!.why).toContain('BANK_URL');
    });

    it('names each missing or unreadable bank setting, even with the opt-in', () => {
      expect(missingProductionSettings({ ...complete, BANK_URL: 'https://bank.example.com' }).map((m) => m.name)).toEqual(['BANK_MERCHANT_ID', 'BANK_PRIVATE_KEY', 'BANK_PUBLIC_KEY']);
      const unreadable = missingProductionSettings({ ...real, ...bank, BANK_PRIVATE_KEY: '/nonexistent/portal.pem', BANK_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' });
      expect(unreadable.map((m) => m.name)).toEqual(['BANK_PRIVATE_KEY', 'BANK_PUBLIC_KEY']);
      expect(unreadable[0].why).toContain('cannot be read');
    });

    it('reads PEM text or a PEM file path; a partial bank is an error in every mode', () => {
      const dir = mkdtempSync(join(tmpdir(), 'bank-keys-'));
      writeFileSync(join(dir, 'ours.pem'), ours.privatePem);
      writeFileSync(join(dir, 'bank.pem'), theBank.publicPem);
      const c = loadConfig({ ...bank, BANK_URL: 'https://bank.example.com/custody/', BANK_PRIVATE_KEY: join(dir, 'ours.pem'), BANK_PUBLIC_KEY: join(dir, 'bank.pem') }).bank;
      expect(c.kind).toBe('http');
      if (c.kind === 'http') {
        expect(c.http.url).toBe('https://bank.example.com/custody');
        expect(c.http.bankPublicKey.equals(theBank.publicKey)).toBe(true);
      }
      expect(loadConfig({}).bank).toEqual({ kind: 'standIn' });
      expect(() => loadConfig({ BANK_URL: 'https://bank.example.com' })).toThrow(/^the bank needs BANK_MERCHANT_ID, BANK_PRIVATE_KEY, BANK_PUBLIC_KEY\n/);
    });
  });

  describe('endpoints: plain http only to this machine', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'portal', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };

    it('accepts http to loopback for SMS, S3, WeChat and the bank (the rehearsal against npm run standins)', () => {
      const local = {
        ...complete,
        ...aliyun,
        ...s3,
        ...bankEnv(rsaKeyPair(), rsaKeyPair(), 'http://127.0.0.1:4316/bank'),
        ALLOW_STAND_INS: undefined,
        ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:4316',
        S3_ENDPOINT: 'http://localhost:4317',
        WX_OPEN_BASE: 'http://127.0.0.1:4316/wx-standin/open',
        WX_API_BASE: 'http://[::1]:4316/wx-standin/api',
      };
      expect(missingProductionSettings(local)).toEqual([]);
      expect(loadConfig(local).smsProvider.aliyun).toMatchObject({ endpoint: '127.0.0.1:4316', protocol: 'http' });
    });

    it.each([
      ['ALIYUN_SMS_ENDPOINT', { ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://10.1.2.3:8080' }],
      ['S3_ENDPOINT', { ...s3, S3_ENDPOINT: 'http://minio.internal:9000' }],
      ['WX_OPEN_BASE', { WX_OPEN_BASE: 'http://open.weixin.qq.com' }],
      ['WX_API_BASE', { WX_API_BASE: 'http://192.168.0.10/wx' }],
      ['BANK_URL', bankEnv(rsaKeyPair(), rsaKeyPair(), 'http://bank.example.com/custody')],
    ])('refuses http to another host: %s', (name, change) => {
      expect(missingProductionSettings({ ...complete, ...change }).map((m) => m.name)).toEqual([name]);
    });
  });
});
