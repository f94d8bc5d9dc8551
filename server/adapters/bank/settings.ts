import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { endpointProblem } from '../endpoint-rule';

/**
 * The custody bank, from the environment: BANK_URL switches from the in-process stand-in
 * (development and tests) to the bank over HTTP (bank-contract.md). The two keys are given as
 * PEM text (a value starting with "-----BEGIN") or as the path of a PEM file, so they can come
 * from a secret store as text or from a mounted file; both are RSA keys.
 */
export interface HttpBankSettings {
  /** Base URL of the bank's API, without a trailing slash. */
  url: string;
  merchantId: string;
  /** Our key: signs every request. The bank holds its public half. */
  privateKey: KeyObject;
  /** The bank's key: verifies its answers, callbacks and statements. */
  bankPublicKey: KeyObject;
}

export type BankSettings = { kind: 'standIn' } | { kind: 'http'; http: HttpBankSettings };

const REQUIRED = {
  BANK_URL: 'the bank API base URL (https; http only to a loopback host)',
  BANK_MERCHANT_ID: 'our merchant id at the bank',
  BANK_PRIVATE_KEY: 'our RSA private key that signs requests: PEM text or the path of a PEM file',
  BANK_PUBLIC_KEY: "the bank's RSA public key that verifies its answers and callbacks: PEM text or the path of a PEM file",
} as const;

type Problem = { name: string; why: string };
const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

function pemOf(v: string): string {
  return v.startsWith('-----BEGIN') ? v : readFileSync(v, 'utf8');
}

function loadKey(kind: 'private' | 'public', v: string): KeyObject {
  const key = kind === 'private' ? createPrivateKey(pemOf(v)) : createPublicKey(pemOf(v));
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`not an RSA key (${key.asymmetricKeyType})`);
  return key;
}

/** Every problem of the bank variables when any of them is set (none set: the stand-in, no problem here). */
export function bankSettingsProblems(env: NodeJS.ProcessEnv): Problem[] {
  if (!Object.keys(REQUIRED).some((n) => value(env, n))) return [];
  const problems: Problem[] = Object.entries(REQUIRED)
    .filter(([name]) => !value(env, name))
    .map(([name, why]) => ({ name, why }));
  const url = value(env, 'BANK_URL');
  if (url && !/^https?:\/\/[^/]/i.test(url)) problems.push({ name: 'BANK_URL', why: `${REQUIRED.BANK_URL}: "${url}" is not one` });
  for (const [name, kind] of [
    ['BANK_PRIVATE_KEY', 'private'],
    ['BANK_PUBLIC_KEY', 'public'],
  ] as const) {
    const v = value(env, name);
    if (!v) continue;
    try {
      loadKey(kind, v);
    } catch (err) {
      problems.push({ name, why: `${REQUIRED[name]}: cannot be read (${(err as Error).message.split('\n')[0]})` });
    }
  }
  return problems;
}

/** What production needs of the bank: its settings, or ALLOW_STAND_INS=1 for the stand-in; an http BANK_URL only to loopback. */
export function productionBankProblems(env: NodeJS.ProcessEnv): Problem[] {
  if (!value(env, 'BANK_URL') && !bankSettingsProblems(env).length) {
    return env.ALLOW_STAND_INS === '1'
      ? []
      : [
          {
            name: 'ALLOW_STAND_INS',
            why: 'set BANK_URL, BANK_MERCHANT_ID, BANK_PRIVATE_KEY and BANK_PUBLIC_KEY for the bank, or 1 to run the bank stand-in (and the SMS stand-in, without SMS_PROVIDER=aliyun) knowingly: money is not really moved',
          },
        ];
  }
  const problems = bankSettingsProblems(env);
  const http = endpointProblem(value(env, 'BANK_URL'));
  if (http) problems.push({ name: 'BANK_URL', why: http });
  return problems;
}

/** The bank to use; partial settings are an error, never a silent fall-back to the stand-in. */
export function readBankSettings(env: NodeJS.ProcessEnv): BankSettings {
  const problems = bankSettingsProblems(env);
  if (problems.length) throw new Error(`the bank needs ${problems.map((p) => p.name).join(', ')}\n${problems.map((p) => `  ${p.name}: ${p.why}`).join('\n')}`);
  if (!value(env, 'BANK_URL')) return { kind: 'standIn' };
  return {
    kind: 'http',
    http: {
      url: value(env, 'BANK_URL')!.replace(/\/+$/, ''),
      merchantId: value(env, 'BANK_MERCHANT_ID')!,
      privateKey: loadKey('private', value(env, 'BANK_PRIVATE_KEY')!),
      bankPublicKey: loadKey('public', value(env, 'BANK_PUBLIC_KEY')!),
    },
  };
}
