import { join, resolve } from 'node:path';
import { readBankSettings, type BankSettings } from './adapters/bank/settings';
import { readIndustrySettings, type IndustrySettings } from './adapters/industry/settings';
import { readOidcProviders, type OidcProvider } from './adapters/oidc/settings';
import { parseSmsTemplates, standInTemplates, type SmsTemplates } from './adapters/sms/templates';
import { readStorageSettings, type StorageSettings } from './adapters/storage/settings';
import { readOidcSettings, type OidcSettings } from './domains/sso/settings';
import { readNotifySettings, type NotifySettings } from './domains/notify/settings';
import { readHostSettings, type HostSettings } from './http/api-hosts';

/** Configuration from the environment, read once. Every knob has a safe default for local use. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  /** Where uploaded files live (STORAGE, S3_*): disk under DATA_DIR/files by default. */
  storage: StorageSettings;
  /** The custody bank: the in-process stand-in, or the bank over HTTP when BANK_URL is set (bank-contract.md). */
  bank: BankSettings;
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  databaseUrl: string | null;
  distDir: string;
  /** Cookie domain shared by the portal's sites (spec: cookies on the top domain); null = host only. */
  topDomain: string | null;
  /** The API and public API hosts per environment (http/api-hosts.ts). */
  hosts: HostSettings;
  rateLimitPerMinute: number;
  /** Production running the stand-ins (ALLOW_STAND_INS=1): every page shows the "demo mode" ribbon. */
  demoMode: boolean;
  servicePhone: string;
  recordNumber: string;
  localDeployment: boolean;
  wx: { appId: string; secret: string; openBase: string; apiBase: string; jssdkHosts: string[] };
  /** The portal as OpenID Connect provider for registered apps: issuer and ID-token signing keys. */
  oidc: OidcSettings;
  /** Outside notifications: link base, WeChat template ids, SMS budget per member (decision 0055). */
  notify: NotifySettings;
  /** Third-party sign-in (/hwAuthorize): OIDC_PROVIDERS, or outside production the stand-in IdP; the stand-in's code lifetime (tests shorten it). */
  oidcLogin: { providers: OidcProvider[]; standInCodeTtlS: number; callbackUrl: string | null };
  /** The industry app's API (INDUSTRY_API_URL and the portal's client credentials), or its stand-in. */
  industry: IndustrySettings;
  logLevel: string;
  /** Whole-request deadline (headers and body) and idle-socket timeout, in ms (slow-body attacks). */
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  /** On SIGTERM, how long in-flight requests may take to finish before their sockets are cut (ms). */
  shutdownDrainMs: number;
  /** Hours withdrawals stay paused after a change of the withdrawal account, payment password, a member's mobile, password or second factor (WITHDRAW_HOLD_HOURS, 0 = off; decision 0052). */
  withdrawHoldHours: number;
  /** Companies one account may found (registration + upgrades), and founding attempts per account per day. */
  companyFounding: { maxPerMember: number; attemptsPerDay: number };
  /** How long audit entries are kept (AUDIT_RETENTION_DAYS, default three years); older ones are pruned behind a signed checkpoint. */
  auditRetentionDays: number;
  smsProvider: SmsProviderConfig;
  sms: SmsConfig;
  lookups: LookupConfig;
  /** The proxies whose X-Forwarded-For is believed (Fastify trustProxy): none, or their addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** SECOND_FACTOR_KEY: the key (32+ characters) TOTP secrets are encrypted under (AES-256-GCM); production refuses the development one. */
  secondFactorKey: string;
  /**
   * The WebAuthn relying party (decision 0054): WEBAUTHN_RP_ID (a registrable domain, never an IP
   * address) and WEBAUTHN_ORIGINS (comma-separated origins the browser may sign for). Required in
   * production; unset elsewhere, each request's own Origin stands in (rp.ts).
   */
  webauthn: { rpId: string | null; origins: string[] };
}

/** Who sends text messages: the stand-in (development's default) or Aliyun SMS through its SDK. */
export interface SmsProviderConfig {
  provider: 'standIn' | 'aliyun';
  aliyun: {
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    /** host[:port] of the SMS API; `protocol` from an http:// or https:// prefix of ALIYUN_SMS_ENDPOINT. */
    endpoint: string;
    protocol: 'https' | 'http';
    templates: SmsTemplates;
    /** Why ALIYUN_SMS_TEMPLATES was refused, or null. */
    templatesError: string | null;
  };
}

/** Aliyun's SMS endpoint in production; outside it, this gateway's own stand-in (aliyun-stand-in.ts). */
export const ALIYUN_SMS_ENDPOINT = 'dysmsapi.aliyuncs.com';
/** Development's credentials, shared by the stand-in and the SDK; production counts them as unset. */
/** Development's second-factor key; production refuses to start with it (config-required.ts). */
export const DEV_SECOND_FACTOR_KEY = 'dev-second-factor-key-not-for-production';

/** WEBAUTHN_ORIGINS: comma-separated, each trimmed and without a trailing slash. */
export const webauthnOrigins = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);

export const STANDIN_ALIYUN_KEY = { id: 'LTAIstandin000000000000', secret: 'standin-aliyun-secret' };

function smsProviderConfig(env: NodeJS.ProcessEnv, production: boolean, port: number): SmsProviderConfig {
  const endpoint = (env.ALIYUN_SMS_ENDPOINT ?? (production ? ALIYUN_SMS_ENDPOINT : `http://127.0.0.1:${port}`)).trim();
  const scheme = /^(https?):\/\//i.exec(endpoint);
  const templates = env.ALIYUN_SMS_TEMPLATES !== undefined || production ? parseSmsTemplates(env.ALIYUN_SMS_TEMPLATES) : { ok: true as const, templates: standInTemplates() };
  return {
    provider: env.SMS_PROVIDER === 'aliyun' ? 'aliyun' : 'standIn',
    aliyun: {
      accessKeyId: env.ALIYUN_ACCESS_KEY_ID ?? (production ? '' : STANDIN_ALIYUN_KEY.id),
      accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET ?? (production ? '' : STANDIN_ALIYUN_KEY.secret),
      signName: env.ALIYUN_SMS_SIGN_NAME ?? (production ? '' : '智造云'),
      endpoint: endpoint.replace(/^https?:\/\//i, '').replace(/\/+$/, ''),
      protocol: scheme?.[1].toLowerCase() === 'http' ? 'http' : 'https',
      templates: templates.ok ? templates.templates : {},
      templatesError: templates.ok ? null : templates.error,
    },
  };
}

/** SMS budgets (per Beijing calendar day; 0 = no limit) and the country codes SMS may go to. */
export interface SmsConfig {
  allowedNationCodes: string[];
  perIpDaily: number;
  /** Besides the 60 s resend wait; counted over the last 24 hours. */
  perNumberDaily: number;
  globalDaily: number;
}

/**
 * Mobile look-ups (validMobile, validMobileRequireReg, getCompanySelect): free per IP and per
 * number within an hour, then each needs a solved picture captcha; past the daily caps, 1004.
 */
export interface LookupConfig {
  freePerIpHour: number;
  freePerNumberHour: number;
  maxPerIpDaily: number;
  maxPerNumberDaily: number;
}

/** A non-negative integer from the environment, or the default. */
function count(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

export type TrustProxy = false | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or 0 = the socket address is the client (nothing in front); otherwise the
 * proxies in front as a comma list of addresses/CIDRs (or proxy-addr's names loopback,
 * linklocal, uniquelocal); behind nginx on the same host: 127.0.0.1. The client is then the
 * address the nearest untrusted hop appended; what a client wrote further left in
 * X-Forwarded-For is ignored. "true"/"1" (trust every hop) is refused: any client could choose
 * its own IP for the per-IP limits by sending X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v === 'false') return false;
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = (a: string) => PROXY_NAMES.includes(a) || /^([0-9]{1,3}(\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(\/[0-9]{1,3})?$/.test(a);
  if (list.length === 0 || !list.every(valid)) {
    throw new Error(`TRUST_PROXY must be 0 or the proxies' addresses/CIDRs (behind nginx on this host: 127.0.0.1), not "${v}"`);
  }
  return list;
}

/** A positive integer from the environment, else the default (a typo must not turn a limit off). */
function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const production = env.NODE_ENV === 'production';
  // 'memory://' (in-memory PGlite, used by tests) is a marker, not a path: keep it verbatim.
  const dataDir = env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir,
    storage: readStorageSettings(env, dataDir, join(dataDir, 'files')),
    bank: readBankSettings(env),
    databaseUrl: env.DATABASE_URL || null,
    distDir: resolve(env.DIST_DIR ?? './dist'),
    topDomain: env.TOP_DOMAIN || null,
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 1200),
    demoMode: production && env.ALLOW_STAND_INS === '1',
    servicePhone: env.SERVICE_PHONE ?? '400-800-1234',
    recordNumber: env.RECORD_NUMBER ?? '沪ICP备00000000号-1',
    localDeployment: env.LOCAL_DEPLOYMENT === '1',
    hosts: readHostSettings(env),
    wx: {
      appId: env.WX_APP_ID ?? 'wxdemo0000000001',
      secret: env.WX_APP_SECRET ?? 'demo-secret',
      // The stand-in is served only outside production: there the defaults are WeChat itself.
      openBase: env.WX_OPEN_BASE ?? (production ? 'https://open.weixin.qq.com' : `http://127.0.0.1:${port}/wx-standin/open`),
      apiBase: env.WX_API_BASE ?? (production ? 'https://api.weixin.qq.com' : `http://127.0.0.1:${port}/wx-standin/api`),
      jssdkHosts: (env.WX_JSSDK_HOSTS ?? 'localhost,127.0.0.1')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    },
    oidc: readOidcSettings(env, production, port),
    notify: readNotifySettings(env, production, port),
    oidcLogin: { providers: readOidcProviders(env, production, port), standInCodeTtlS: positiveInt(env.OIDC_STANDIN_CODE_TTL_S, 60), callbackUrl: env.OIDC_CALLBACK_URL?.trim() || null },
    industry: readIndustrySettings(env, production, port),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    requestTimeoutMs: positiveInt(env.REQUEST_TIMEOUT_MS, 30_000),
    connectionTimeoutMs: positiveInt(env.CONNECTION_TIMEOUT_MS, 10_000),
    shutdownDrainMs: positiveInt(env.SHUTDOWN_DRAIN_MS, 10_000),
    auditRetentionDays: positiveInt(env.AUDIT_RETENTION_DAYS, 3 * 365),
    withdrawHoldHours: count(env.WITHDRAW_HOLD_HOURS, 24),
    companyFounding: {
      maxPerMember: positiveInt(env.MAX_COMPANIES_PER_MEMBER, 3),
      attemptsPerDay: positiveInt(env.COMPANY_FOUNDING_ATTEMPTS_PER_DAY, 5),
    },
    smsProvider: smsProviderConfig(env, production, port),
    sms: {
      allowedNationCodes: (env.SMS_ALLOWED_NATION_CODES ?? '86,852,853,886')
        .split(',')
        .map((c) => c.trim().replace(/^\+/, ''))
        .filter((c) => /^\d{1,4}$/.test(c)),
      perIpDaily: count(env.SMS_DAILY_PER_IP, 30),
      perNumberDaily: count(env.SMS_DAILY_PER_NUMBER, 10),
      globalDaily: count(env.SMS_DAILY_GLOBAL, 5000),
    },
    lookups: {
      freePerIpHour: count(env.LOOKUP_FREE_PER_IP_HOUR, 5),
      freePerNumberHour: count(env.LOOKUP_FREE_PER_NUMBER_HOUR, 5),
      maxPerIpDaily: count(env.LOOKUP_DAILY_PER_IP, 200),
      maxPerNumberDaily: count(env.LOOKUP_DAILY_PER_NUMBER, 50),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secondFactorKey: env.SECOND_FACTOR_KEY?.trim() || DEV_SECOND_FACTOR_KEY,
    webauthn: { rpId: env.WEBAUTHN_RP_ID?.trim().toLowerCase() || null, origins: webauthnOrigins(env.WEBAUTHN_ORIGINS) },
  };
}
