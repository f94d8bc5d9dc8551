import { parseSmsTemplates, purposesWithoutTemplate } from './adapters/sms/templates';
import { productionBankProblems } from './adapters/bank/settings';
import { productionIndustryProblems } from './adapters/industry/settings';
import { productionOidcProblems } from './adapters/oidc/settings';
import { endpointProblem } from './adapters/endpoint-rule';
import { productionStorageProblems } from './adapters/storage/settings';
import { DEV_SECOND_FACTOR_KEY, STANDIN_ALIYUN_KEY, webauthnOrigins } from './config';
import { readOidcSettings } from './domains/sso/settings';
import { readNotifySettings } from './domains/notify/settings';
import { hostSettingProblems } from './http/api-hosts';

/**
 * What production cannot start without. Development runs on demo values and stand-ins; in
 * production those would be silent holes (tickets signed with a key anyone can read in this
 * repository, SMS codes that are never sent), so start-up stops with one error naming every
 * variable to set, instead of failing on the first or, worse, not at all.
 */

/** The development defaults of config.ts: set to one of these, a variable counts as unset. */
const DEMO_VALUES: Record<string, string[]> = {
  WX_APP_ID: ['wxdemo0000000001'],
  WX_APP_SECRET: ['demo-secret'],
  ALIYUN_ACCESS_KEY_ID: [STANDIN_ALIYUN_KEY.id],
  ALIYUN_ACCESS_KEY_SECRET: [STANDIN_ALIYUN_KEY.secret],
  SECOND_FACTOR_KEY: [DEV_SECOND_FACTOR_KEY],
};

interface Missing {
  name: string;
  /** Why it is needed, for the error message. */
  why: string;
}

const present = (name: string, v: string | undefined) => !!v && v.trim() !== '' && !DEMO_VALUES[name]?.includes(v.trim());

/** Each check answers the variables it finds missing in the whole environment. */
const CHECKS: ((env: NodeJS.ProcessEnv) => Missing[])[] = [
  (env) => (present('WX_APP_ID', env.WX_APP_ID) ? [] : [{ name: 'WX_APP_ID', why: 'the WeChat official account app id' }]),
  (env) =>
    present('WX_APP_SECRET', env.WX_APP_SECRET) && env.WX_APP_SECRET!.trim().length >= 16
      ? []
      : [{ name: 'WX_APP_SECRET', why: 'the WeChat app secret, also the key that signs WeChat tickets and OAuth state; at least 16 characters' }],
  smsMissing,
  // TOTP secrets are encrypted at rest under this key (decision 0051); a key from this repository protects nothing.
  (env) =>
    present('SECOND_FACTOR_KEY', env.SECOND_FACTOR_KEY) && env.SECOND_FACTOR_KEY!.trim().length >= 32
      ? []
      : [{ name: 'SECOND_FACTOR_KEY', why: 'the key TOTP secrets are encrypted under (AES-256-GCM); at least 32 random characters, kept out of the database backups' }],
  // Passkeys (decision 0054): the relying party is configuration, never guessed from a request's Host.
  webauthnMissing,
  // Files: STORAGE=s3 with its S3_* settings, or STORAGE=disk (one machine), or the stand-ins' opt-in.
  productionStorageProblems,
  // The bank over HTTP (BANK_URL and its keys), or its stand-in only when told to.
  productionBankProblems,
  // The OpenID Connect provider: its public issuer and the keys that sign ID tokens (settings.ts).
  oidcMissing,
  // Third-party sign-in: optional, but a listed provider needs its client secret and https.
  productionOidcProblems,
  // The industry app's API (all of INDUSTRY_API_URL, INDUSTRY_CLIENT_ID, INDUSTRY_CLIENT_SECRET), or its stand-in knowingly.
  productionIndustryProblems,
  // The API hosts per environment: origins, https, the marker with its alternate host.
  hostSettingProblems,
  // WeChat template ids for notifications: optional, but what is set must parse (decision 0055).
  (env) => {
    const error = readNotifySettings(env, true, 0).templatesError;
    return error ? [{ name: 'WX_NOTIFY_TEMPLATES', why: `JSON {"<event key>": "<template id>"}: ${error}` }] : [];
  },
  // Every outside endpoint over https, or plain http to this machine's loopback (endpoint-rule.ts).
  (env) =>
    (['S3_ENDPOINT', 'WX_OPEN_BASE', 'WX_API_BASE'] as const).flatMap((name) => {
      const problem = endpointProblem(env[name]);
      return problem ? [{ name, why: problem }] : [];
    }),
];

/**
 * SMS: Aliyun with its keys, sign name and a template for every purpose (https, or http to loopback), or the
 * stand-in knowingly (ALLOW_STAND_INS=1). SMS_PROVIDER=aliyun asks for its settings even then.
 */
function smsMissing(env: NodeJS.ProcessEnv): Missing[] {
  if (env.SMS_PROVIDER !== 'aliyun') {
    return env.ALLOW_STAND_INS === '1' ? [] : [{ name: 'SMS_PROVIDER', why: 'set to aliyun (with the ALIYUN_* settings) so SMS codes are really sent, or ALLOW_STAND_INS=1' }];
  }
  const missing: Missing[] = [];
  if (!present('ALIYUN_ACCESS_KEY_ID', env.ALIYUN_ACCESS_KEY_ID)) missing.push({ name: 'ALIYUN_ACCESS_KEY_ID', why: 'the AccessKey id of the RAM user that sends SMS' });
  if (!present('ALIYUN_ACCESS_KEY_SECRET', env.ALIYUN_ACCESS_KEY_SECRET)) missing.push({ name: 'ALIYUN_ACCESS_KEY_SECRET', why: "that AccessKey's secret" });
  if (!present('ALIYUN_SMS_SIGN_NAME', env.ALIYUN_SMS_SIGN_NAME)) missing.push({ name: 'ALIYUN_SMS_SIGN_NAME', why: 'the approved SMS signature (签名)' });
  const parsed = parseSmsTemplates(env.ALIYUN_SMS_TEMPLATES);
  const lacking = parsed.ok ? purposesWithoutTemplate(parsed.templates) : [];
  if (!parsed.ok || lacking.length > 0) {
    const problem = parsed.ok ? `no template for ${lacking.join(', ')}` : parsed.error;
    missing.push({ name: 'ALIYUN_SMS_TEMPLATES', why: `JSON {"<purpose>": {"zh-CN": "SMS_…", "en": "SMS_…"}} ("code" serves every code purpose): ${problem}` });
  }
  const endpoint = endpointProblem(env.ALIYUN_SMS_ENDPOINT);
  if (endpoint) missing.push({ name: 'ALIYUN_SMS_ENDPOINT', why: `${endpoint} (or unset: dysmsapi.aliyuncs.com)` });
  return missing;
}

function webauthnMissing(env: NodeJS.ProcessEnv): Missing[] {
  const missing: Missing[] = [];
  const rpId = (env.WEBAUTHN_RP_ID ?? '').trim().toLowerCase();
  const ipLike = /^[\d.]+$|:/.test(rpId);
  if (!rpId || ipLike) missing.push({ name: 'WEBAUTHN_RP_ID', why: `the passkeys' relying party: the portal's domain, e.g. portal.example.cn (not an IP address)${rpId ? `: ${rpId}` : ''}` });
  const origins = webauthnOrigins(env.WEBAUTHN_ORIGINS);
  const bad = origins.filter((o) => {
    const m = /^https:\/\/([^/:?#]+)(:\d+)?$/i.exec(o);
    const host = m?.[1].toLowerCase();
    return !host || (rpId !== '' && host !== rpId && !host.endsWith(`.${rpId}`));
  });
  if (origins.length === 0 || bad.length > 0) {
    missing.push({ name: 'WEBAUTHN_ORIGINS', why: `the https origins passkeys are used from, comma-separated, each on WEBAUTHN_RP_ID or a subdomain of it${bad.length ? `: not so ${bad.join(', ')}` : ''}` });
  }
  return missing;
}

function oidcMissing(env: NodeJS.ProcessEnv): Missing[] {
  const missing: Missing[] = [];
  const issuer = (env.OIDC_ISSUER ?? '').trim();
  const shape = /^https?:\/\/[^/?#]+(\/[^?#]*)?$/i.test(issuer) ? endpointProblem(issuer) : 'is not an absolute URL without query or fragment';
  if (!issuer || shape) missing.push({ name: 'OIDC_ISSUER', why: `the portal's public https origin, issuer of the ID tokens it signs for registered apps${issuer ? `: ${shape}` : ''}` });
  const keys = readOidcSettings(env, true, 0).keysError;
  if (keys) missing.push({ name: 'OIDC_SIGNING_KEYS', why: `the private JWK set that signs ID tokens (RSA or EC P-256; the first signs, all are published): ${keys}` });
  return missing;
}

/** The variables production lacks (empty outside production), with why each is needed. */
export function missingProductionSettings(env: NodeJS.ProcessEnv): { name: string; why: string }[] {
  if (env.NODE_ENV !== 'production') return [];
  return CHECKS.flatMap((check) => check(env));
}

/** Throws one error naming every missing variable; does nothing outside production. */
export function assertProductionSettings(env: NodeJS.ProcessEnv): void {
  const missing = missingProductionSettings(env);
  if (missing.length === 0) return;
  const lines = missing.map((m) => `  ${m.name}: ${m.why}`);
  throw new Error(`NODE_ENV=production refuses to start: set ${missing.map((m) => m.name).join(', ')}\n${lines.join('\n')}`);
}
