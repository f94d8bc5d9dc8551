import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { standInTemplates } from '../adapters/sms/templates';

/**
 * The stand-ins' credentials, made once and kept in STANDINS_DIR (so a restart keeps them and
 * the gateway's settings stay valid): random Aliyun and WeChat secrets, our and the bank's RSA
 * key pairs (PEM files; the private ones mode 600). None of them is a development default,
 * so production's start-up check treats them as real.
 */
export interface StandInSecrets {
  aliyunKeyId: string;
  aliyunKeySecret: string;
  signName: string;
  wxAppId: string;
  wxSecret: string;
  merchantId: string;
}

export interface StandInFiles {
  dir: string;
  secrets: StandInSecrets;
  portalPrivateKey: string;
  portalPublicKey: string;
  bankPrivateKey: string;
  bankPublicKey: string;
  /** The private JWK set (EC P-256) that signs the portal's ID tokens (OIDC_SIGNING_KEYS). */
  oidcSigningKeys: string;
}

export function prepareStandInFiles(dirArg: string): StandInFiles {
  const dir = resolve(dirArg);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secretsFile = join(dir, 'secrets.json');
  if (!existsSync(secretsFile)) {
    const secrets: StandInSecrets = {
      aliyunKeyId: `LTAI${randomBytes(10).toString('hex')}`,
      aliyunKeySecret: randomBytes(15).toString('base64url'),
      signName: '智造云',
      wxAppId: `wx${randomBytes(8).toString('hex')}`,
      wxSecret: randomBytes(16).toString('hex'),
      merchantId: `M${Date.now().toString().slice(-9)}`,
    };
    writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  const files = { portalPrivateKey: join(dir, 'portal-private.pem'), portalPublicKey: join(dir, 'portal-public.pem'), bankPrivateKey: join(dir, 'bank-private.pem'), bankPublicKey: join(dir, 'bank-public.pem') };
  for (const [priv, pub] of [
    [files.portalPrivateKey, files.portalPublicKey],
    [files.bankPrivateKey, files.bankPublicKey],
  ]) {
    if (existsSync(priv) && existsSync(pub)) continue;
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(priv, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    chmodSync(priv, 0o600);
    writeFileSync(pub, pair.publicKey.export({ type: 'spki', format: 'pem' }));
  }
  const oidcFile = join(dir, 'oidc-signing-keys.json');
  if (!existsSync(oidcFile)) {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    writeFileSync(oidcFile, JSON.stringify({ keys: [{ ...jwk, kid: `rehearsal-${randomBytes(4).toString('hex')}` }] }), { mode: 0o600 });
  }
  return { dir, secrets: JSON.parse(readFileSync(secretsFile, 'utf8')) as StandInSecrets, ...files, oidcSigningKeys: readFileSync(oidcFile, 'utf8') };
}

/** The portal's client at the industry API stand-in; its secret derived from the kept ones, so an older STANDINS_DIR still works. */
export function industryClient(f: StandInFiles): { id: string; secret: string } {
  return { id: 'portal-rehearsal', secret: createHash('sha256').update(`industry-api\0${f.secrets.wxSecret}`).digest('hex') };
}

/** The gateway's settings that point every outside service at the stand-ins, as if they were the real endpoints. */
export function gatewayEnv(f: StandInFiles, o: { host: string; port: number; s3Port: number; portalUrl: string }): Record<string, string> {
  const base = `http://${o.host}:${o.port}`;
  return {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ENDPOINT: base,
    ALIYUN_ACCESS_KEY_ID: f.secrets.aliyunKeyId,
    ALIYUN_ACCESS_KEY_SECRET: f.secrets.aliyunKeySecret,
    ALIYUN_SMS_SIGN_NAME: f.secrets.signName,
    ALIYUN_SMS_TEMPLATES: JSON.stringify(standInTemplates()),
    STORAGE: 's3',
    S3_ENDPOINT: `http://${o.host}:${o.s3Port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'portal',
    // s3rver checks signatures with its one fixed key pair.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'portal-files/',
    WX_APP_ID: f.secrets.wxAppId,
    WX_APP_SECRET: f.secrets.wxSecret,
    // Not a stand-in: TOTP secrets are encrypted under it (decision 0051).
    SECOND_FACTOR_KEY: `rehearsal-second-factor-${f.secrets.wxSecret}`,
    // Not a stand-in: the passkeys' relying party (decision 0054). It must be a domain served over
    // https; the rehearsal's loopback address is neither, so passkeys are not rehearsed.
    WEBAUTHN_RP_ID: 'portal.example.com',
    WEBAUTHN_ORIGINS: 'https://portal.example.com',
    WX_OPEN_BASE: `${base}/wx-standin/open`,
    WX_API_BASE: `${base}/wx-standin/api`,
    BANK_URL: `${base}/bank`,
    BANK_MERCHANT_ID: f.secrets.merchantId,
    BANK_PRIVATE_KEY: f.portalPrivateKey,
    BANK_PUBLIC_KEY: f.bankPublicKey,
    // Not a stand-in: the portal is the provider; the rehearsal needs its issuer and a real key.
    OIDC_ISSUER: o.portalUrl,
    OIDC_SIGNING_KEYS: f.oidcSigningKeys,
    INDUSTRY_API_URL: `${base}/industry-standin`,
    INDUSTRY_CLIENT_ID: industryClient(f).id,
    INDUSTRY_CLIENT_SECRET: industryClient(f).secret,
  };
}

/** KEY='value' lines a shell can source (set -a; . gateway.env; set +a). */
export function envFileText(env: Record<string, string>): string {
  return (
    Object.entries(env)
      .map(([k, v]) => `${k}='${v.replace(/'/g, `'\\''`)}'`)
      .join('\n') + '\n'
  );
}
