import { generateKeyPairSync, type KeyObject } from 'node:crypto';

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  privatePem: string;
  publicPem: string;
}

/** A fresh RSA key pair (ours or the bank's), as objects and as the PEM text the BANK_* variables take. */
export function rsaKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Gateway settings for a bank over HTTP with these keys (URL unreachable unless a test serves it). */
export function bankEnv(ours: KeyPair, bank: KeyPair, url = 'http://127.0.0.1:9/bank'): Record<string, string> {
  return { BANK_URL: url, BANK_MERCHANT_ID: 'M100200300', BANK_PRIVATE_KEY: ours.privatePem, BANK_PUBLIC_KEY: bank.publicPem };
}
