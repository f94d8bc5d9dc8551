import { describe, expect, it } from 'vitest';
import { signatureHeaders, signMessage, verifyMessage } from '#server/adapters/bank/signature';
import { rsaKeyPair } from '../helpers/bank-keys';

const bank = rsaKeyPair();
const other = rsaKeyPair();
const now = new Date('2026-11-25T08:00:00Z');
const body = '{"orderNo":"R20261125ABC","amount":10000}';

describe('bank message signature (RSA-SHA256 over timestamp, nonce, raw body)', () => {
  it('accepts what the key signed, and names its nonce', () => {
    const s = signMessage(bank.privateKey, body, now);
    const v = verifyMessage(bank.publicKey, signatureHeaders(s), body, now);
    expect(v).toEqual({ ok: true, nonce: s.nonce, timestamp: now.getTime() });
    // Bytes and text of the same body verify alike.
    expect(verifyMessage(bank.publicKey, signatureHeaders(s), Buffer.from(body), now).ok).toBe(true);
  });

  it('refuses a tampered body, a changed nonce or timestamp, and another key', () => {
    const h = signatureHeaders(signMessage(bank.privateKey, body, now));
    expect(verifyMessage(bank.publicKey, h, body.replace('10000', '10001'), now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyMessage(bank.publicKey, { ...h, 'x-bank-nonce': 'ffffffffffffffffffffffffffffffff' }, body, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyMessage(bank.publicKey, { ...h, 'x-bank-timestamp': String(now.getTime() + 1) }, body, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyMessage(other.publicKey, h, body, now)).toEqual({ ok: false, reason: 'signature' });
    const forged = signatureHeaders(signMessage(other.privateKey, body, now));
    expect(verifyMessage(bank.publicKey, forged, body, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a timestamp more than 5 minutes off either way, accepts one within', () => {
    const at = (ms: number) => signatureHeaders(signMessage(bank.privateKey, body, new Date(now.getTime() + ms)));
    expect(verifyMessage(bank.publicKey, at(-5 * 60_000 - 1), body, now)).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyMessage(bank.publicKey, at(5 * 60_000 + 1), body, now)).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyMessage(bank.publicKey, at(-4 * 60_000), body, now).ok).toBe(true);
  });

  it('refuses missing or malformed headers without trying the key', () => {
    const h = signatureHeaders(signMessage(bank.privateKey, body, now));
    expect(verifyMessage(bank.publicKey, {}, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMessage(bank.publicKey, { ...h, 'x-bank-signature': undefined }, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMessage(bank.publicKey, { ...h, 'x-bank-timestamp': 'yesterday' }, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMessage(bank.publicKey, { ...h, 'x-bank-nonce': 'short' }, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMessage(bank.publicKey, { ...h, 'x-bank-signature': 'bm90IGEgc2lnbmF0dXJl' }, body, now)).toEqual({ ok: false, reason: 'signature' });
  });
});
