import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import * as accountCmds from '#shared/contract/account';
import { ErrorCode } from '#shared/contract/errors';
import * as fundCmds from '#shared/contract/fund';
import * as orgCmds from '#shared/contract/org';
import * as pk from '#shared/contract/passkey';
import * as sec from '#shared/contract/security';
import { memberPasskeys, members, passkeyChallenges, withdrawalHolds } from '#server/db/schema';
import { relyingParty } from '#server/domains/account/passkey-rp';
import { joinAsCashier } from './_cashier';
import { useTestServer } from '../../helpers/server';
import { certify, openAccount, setPayKey } from '../fund/_fund';
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from '../../helpers/webauthn-authenticator';

/**
 * Passkeys (decision 0054) through the gateway, with a software authenticator that computes real
 * ES256 signatures over bytes built in the test (tests/helpers/webauthn-authenticator.ts):
 * registration, usernameless sign-in, the second step of a sign-in, money confirmations, and the
 * refusals — a replayed challenge, a counter that goes back, an unknown or someone else's passkey, a
 * disabled member, 20 parallel uses of one challenge — and the company policy counting a passkey.
 */
const s = useTestServer();
const ORIGIN = 'http://localhost:8283';
const DEMO_PASSWORD = 'Demo@1234';
const o = (token?: string, lang?: 'en' | 'zh-CN') => ({ origin: ORIGIN, ...(token ? { token } : {}), ...(lang ? { lang } : {}) });

const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: s.app.deps.clock.now().getTime() });

async function memberIdOf(mobile: string) {
  const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return m.id;
}

async function enableTotp(token: string) {
  const setup = await s.run(sec.totpSetup, {}, { token });
  await s.run(sec.totpEnable, { code: codeNow(setup.secret) }, { token });
  s.app.deps.clock.advance(30_000);
  return setup.secret;
}

/** Adds a passkey made by `auth` to the member of `token` (TOTP on first). */
async function addPasskey(token: string, auth: SoftAuthenticator, name = 'Laptop') {
  const options = (await s.run(pk.passkeyRegisterOptions, {}, o(token))) as unknown as CreationOptions;
  return s.run(pk.passkeyRegister, { name, response: auth.register(options, ORIGIN) }, o(token));
}

const loginOptions = async () => (await s.run(pk.passkeyLoginOptions, {}, o())) as unknown as RequestOptions;

describe('registering a passkey', () => {
  let token: string;
  const auth = new SoftAuthenticator();
  beforeAll(async () => {
    token = await s.createSession('member', '13800000002');
  });

  it('comes on top of TOTP: refused before it is on', async () => {
    const r = await s.call(pk.passkeyRegisterOptions, {}, o(token, 'en'));
    expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: expect.stringContaining('authenticator app first') });
    expect((await s.call(pk.passkeyRegisterOptions, {}, o(token, 'zh-CN'))).error?.errorInfo).toContain('请先开启身份验证器两步验证');
  });

  it('asks for a discoverable credential with user verification, stores the key, and the challenge serves once', async () => {
    await enableTotp(token);
    const options = (await s.run(pk.passkeyRegisterOptions, {}, o(token))) as unknown as CreationOptions & { authenticatorSelection: Record<string, string>; rp: { id: string } };
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    // The challenge is kept hashed, never as sent.
    const [stored] = await s.database.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.purpose, 'register'));
    expect(stored.challengeHash).not.toBe(options.challenge);

    const response = auth.register(options, ORIGIN);
    const added = await s.run(pk.passkeyRegister, { name: ' Office laptop ', response }, o(token));
    expect(added).toEqual({ id: expect.any(Number), name: 'Office laptop', createdAt: expect.any(String), lastUsedAt: null });
    const [row] = await s.database.db.select().from(memberPasskeys).where(eq(memberPasskeys.id, added.id));
    expect(row).toMatchObject({ credentialId: auth.id, counter: 0, transports: '["internal"]', memberId: await memberIdOf('13800000002') });

    // The same response again: its challenge is spent.
    const again = await s.call(pk.passkeyRegister, { name: 'Again', response }, o(token, 'en'));
    expect(again.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'This passkey request has expired or was already used, please try again' });
    expect(await s.run(pk.passkeyList, {}, o(token))).toHaveLength(1);
  });

  it('refuses a response from another origin, and a registration without user verification', async () => {
    const options = (await s.run(pk.passkeyRegisterOptions, {}, o(token))) as unknown as CreationOptions;
    const other = new SoftAuthenticator();
    expect((await s.call(pk.passkeyRegister, { name: 'Phish', response: other.register(options, 'http://localhost:9999') }, o(token, 'en'))).error?.errorInfo).toBe(
      "The passkey's answer could not be verified, please try again",
    );
    const lazy = new SoftAuthenticator();
    lazy.userVerified = false;
    const options2 = (await s.run(pk.passkeyRegisterOptions, {}, o(token))) as unknown as CreationOptions;
    expect((await s.call(pk.passkeyRegister, { name: 'No UV', response: lazy.register(options2, ORIGIN) }, o(token))).error?.errorCode).toBe(ErrorCode.refused);
    expect(await s.run(pk.passkeyList, {}, o(token))).toHaveLength(1);
  });

  it('renames and removes only the member’s own; TOTP cannot be turned off while a passkey remains; removal pauses withdrawals', async () => {
    const [mine] = await s.run(pk.passkeyList, {}, o(token));
    const stranger = await s.createSession('member', '13800000001');
    expect((await s.call(pk.passkeyRename, { id: mine.id, name: 'Mine now' }, o(stranger))).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(pk.passkeyRemove, { id: mine.id }, o(stranger))).error?.errorCode).toBe(ErrorCode.notFound);
    expect(await s.run(pk.passkeyRename, { id: mine.id, name: 'Desk' }, o(token))).toMatchObject({ id: mine.id, name: 'Desk' });
    expect((await s.call(pk.passkeyRename, { id: mine.id, name: ' ' }, o(token, 'en'))).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'name' });

    expect((await s.call(sec.totpDisable, { password: DEMO_PASSWORD }, o(token, 'en'))).error?.errorInfo).toBe('Remove your passkeys first: they need two-step verification with the authenticator app');

    const memberId = await memberIdOf('13800000002');
    expect(await s.run(pk.passkeyRemove, { id: mine.id }, o(token))).toEqual({ removed: true });
    expect(await s.run(pk.passkeyList, {}, o(token))).toEqual([]);
    const holds = await s.database.db
      .select()
      .from(withdrawalHolds)
      .where(and(eq(withdrawalHolds.memberId, memberId), eq(withdrawalHolds.reason, 'secondFactor')));
    expect(holds.length).toBeGreaterThan(0);
    expect(await s.run(sec.totpDisable, { password: DEMO_PASSWORD }, o(token))).toEqual({ disabled: true });
  });
});

describe('signing in with a passkey', () => {
  const auth = new SoftAuthenticator();
  let memberId: number;
  beforeAll(async () => {
    const token = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    await enableTotp(token);
    await addPasskey(token, auth);
    memberId = await memberIdOf('13800000001');
  });

  it('usernameless: no allowCredentials; the assertion is both factors and answers the session, personal or of the company asked for', async () => {
    const options = await loginOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
    const personal = await s.run(pk.passkeyLogin, { response: auth.assert(options, ORIGIN) }, o());
    expect(personal).toMatchObject({ token: expect.any(String), memberCode: 'M10000001' });
    expect(personal).not.toHaveProperty('secondFactorRequired');
    expect(personal.companyCode ?? null).toBeNull();

    const company = await s.run(pk.passkeyLogin, { response: auth.assert(await loginOptions(), ORIGIN), companyCode: 'C10000001' }, o());
    expect(company).toMatchObject({ memberCode: 'M10000001', companyCode: 'C10000001' });
    // The session works, and the passkey shows its last use.
    const [listed] = await s.run(pk.passkeyList, {}, o(company.token));
    expect(listed.lastUsedAt).not.toBeNull();
    expect((await s.call(pk.passkeyLogin, { response: auth.assert(await loginOptions(), ORIGIN), companyCode: 'C10000003' }, o())).error).toMatchObject({ field: 'companyCode' });
  });

  it('a replayed assertion (its challenge spent) is refused', async () => {
    const response = auth.assert(await loginOptions(), ORIGIN);
    await s.run(pk.passkeyLogin, { response }, o());
    const replay = await s.call(pk.passkeyLogin, { response }, o(undefined, 'zh-CN'));
    expect(replay.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '本次通行密钥请求已失效或已使用，请重试' });
  });

  it('a signature counter that goes back is refused as a copied key, in both languages', async () => {
    const low = auth.counter - 1;
    const en = await s.call(pk.passkeyLogin, { response: auth.assert(await loginOptions(), ORIGIN, { counter: low }) }, o(undefined, 'en'));
    expect(en.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: expect.stringContaining('signature counter went backwards') });
    const zh = await s.call(pk.passkeyLogin, { response: auth.assert(await loginOptions(), ORIGIN, { counter: low }) }, o(undefined, 'zh-CN'));
    expect(zh.error?.errorInfo).toContain('签名计数器回退');
    // The same counter again is no better than a lower one.
    const same = await s.call(pk.passkeyLogin, { response: auth.assert(await loginOptions(), ORIGIN, { counter: auth.counter }) }, o());
    expect(same.error?.errorCode).toBe(ErrorCode.refused);
  });

  it('an unknown passkey, a forged signature, and a passkey without user verification are refused', async () => {
    const stranger = new SoftAuthenticator();
    const unknown = await s.call(pk.passkeyLogin, { response: stranger.assert(await loginOptions(), ORIGIN) }, o(undefined, 'en'));
    expect(unknown.error?.errorInfo).toBe('This passkey is not registered with an account here (it may have been removed)');

    const forged = auth.assert(await loginOptions(), ORIGIN);
    const sig = Buffer.from(forged.response.signature, 'base64url');
    sig[sig.length - 1] ^= 1;
    expect((await s.call(pk.passkeyLogin, { response: { ...forged, response: { ...forged.response, signature: sig.toString('base64url') } } }, o())).error?.errorCode).toBe(ErrorCode.refused);

    auth.userVerified = false;
    const noUv = await s.call(pk.passkeyLogin, { response: auth.assert(await loginOptions(), ORIGIN) }, o());
    auth.userVerified = true;
    expect(noUv.error?.errorCode).toBe(ErrorCode.refused);
  });

  it('a disabled member is refused', async () => {
    await s.database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, memberId));
    try {
      const r = await s.call(pk.passkeyLogin, { response: auth.assert(await loginOptions(), ORIGIN) }, o(undefined, 'en'));
      expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'This account is disabled, please contact customer service' });
    } finally {
      await s.database.db.update(members).set({ status: 'active' }).where(eq(members.id, memberId));
    }
  });

  it('20 parallel uses of one challenge: exactly one signs in', async () => {
    const options = await loginOptions();
    const base = auth.counter;
    // Each with its own growing counter, so only the challenge stands between them.
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => s.call(pk.passkeyLogin, { response: auth.assert(options, ORIGIN, { counter: base + 1 + i }) }, o())));
    auth.counter = base + 21;
    expect(results.filter((r) => r.error === undefined)).toHaveLength(1);
    expect(results.filter((r) => r.error?.errorCode === ErrorCode.refused)).toHaveLength(19);
  });

  it('the page must be on a domain name: an IP-address origin is refused with a text saying so', async () => {
    const r = await s.call(pk.passkeyLoginOptions, {}, { origin: 'http://127.0.0.1:8283', lang: 'en' });
    expect(r.error?.errorInfo).toContain('not an IP address');
    expect((await s.call(pk.passkeyLoginOptions, {}, { lang: 'en' })).error?.errorCode).toBe(ErrorCode.refused);
  });
});

describe('a passkey as the second factor', () => {
  const auth = new SoftAuthenticator();
  let token: string;
  beforeAll(async () => {
    // Money commands need a certified company.
    await certify(s, 'C10000003');
    token = await s.createSession('member', '13800000003', { companyCode: 'C10000003' });
    await openAccount(s, token, '13800000003');
    await setPayKey(s, token);
    await enableTotp(token);
    await addPasskey(token, auth, 'Key');
  });

  it('the password login offers both methods; an assertion of the member’s passkey finishes it', async () => {
    const first = await s.run(accountCmds.companyLogin, { mobile: '13800000003', password: DEMO_PASSWORD, companyCode: 'C10000003' });
    expect(first).toMatchObject({ secondFactorRequired: true, methods: ['totp', 'passkey'] });
    if (!('challenge' in first)) throw new Error('expected the second step');
    const options = (await s.run(pk.passkeySecondFactorOptions, { challenge: first.challenge }, o())) as unknown as RequestOptions & { allowCredentials: { id: string }[] };
    expect(options.allowCredentials.map((c) => c.id)).toEqual([auth.id]);
    const info = await s.run(sec.secondFactorVerify, { challenge: first.challenge, passkey: auth.assert(options, ORIGIN) }, o());
    expect(info).toMatchObject({ token: expect.any(String), memberCode: 'M10000003', companyCode: 'C10000003' });
    // The sign-in challenge is spent.
    expect((await s.call(pk.passkeySecondFactorOptions, { challenge: first.challenge }, o())).error?.field).toBe('challenge');
  });

  it('another member’s passkey cannot finish this member’s sign-in', async () => {
    const first = await s.run(accountCmds.companyLogin, { mobile: '13800000003', password: DEMO_PASSWORD, companyCode: 'C10000003' });
    if (!('challenge' in first)) throw new Error('expected the second step');
    const options = (await s.run(pk.passkeySecondFactorOptions, { challenge: first.challenge }, o())) as unknown as RequestOptions;
    const otherAuth = new SoftAuthenticator();
    const theirToken = await s.createSession('member', '13800000005');
    await enableTotp(theirToken);
    await addPasskey(theirToken, otherAuth, 'Theirs');
    const r = await s.call(sec.secondFactorVerify, { challenge: first.challenge, passkey: otherAuth.assert(options, ORIGIN) }, o(undefined, 'en'));
    expect(r.error?.errorInfo).toBe('This passkey is not registered with an account here (it may have been removed)');
    // And a usernameless sign-in challenge cannot stand in for the second-factor one.
    const loginChallenge = await loginOptions();
    expect((await s.call(sec.secondFactorVerify, { challenge: first.challenge, passkey: auth.assert(loginChallenge, ORIGIN) }, o())).error?.errorCode).toBe(ErrorCode.refused);
  });

  it('money commands take a passkey proof once, in the session it was made in', async () => {
    const options = (await s.run(pk.passkeyStepUpOptions, {}, o(token))) as unknown as RequestOptions;
    const { proof } = await s.run(pk.passkeyStepUp, { response: auth.assert(options, ORIGIN) }, o(token));
    expect(proof).toMatch(/^pk\.[A-Za-z0-9_-]{43}$/);
    const params = { ticket: 'x'.repeat(20), payPassword: '87654321', confirmPassword: '87654321' };
    // Another session of the same member cannot spend it.
    const other = await s.createSession('member', '13800000003', { companyCode: 'C10000003' });
    expect((await s.call(fundCmds.modiPayKeySecond, { ...params, otpCode: proof }, o(other))).error).toMatchObject({ field: 'otpCode' });
    // Passes the second-factor check (then the command's own rules judge the made-up ticket).
    expect((await s.call(fundCmds.modiPayKeySecond, { ...params, otpCode: proof }, o(token))).error?.field).not.toBe('otpCode');
    expect((await s.call(fundCmds.modiPayKeySecond, { ...params, otpCode: proof }, o(token))).error).toMatchObject({ field: 'otpCode' });
    // A step-up challenge is bound to its session.
    const theirs = (await s.run(pk.passkeyStepUpOptions, {}, o(other))) as unknown as RequestOptions;
    expect((await s.call(pk.passkeyStepUp, { response: auth.assert(theirs, ORIGIN) }, o(token))).error?.errorCode).toBe(ErrorCode.refused);
  });
});

describe('the company policy counts a passkey', () => {
  it('a covered member with a passkey (and no TOTP) passes the gateway', async () => {
    const db = s.database.db;
    const clerkId = await joinAsCashier(s);
    const admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    const clerk = await s.createSession('member', '13800000009', { companyCode: 'C10000001' });
    // The admin has TOTP and a passkey from the sign-in tests.
    await s.run(sec.setSecondFactorPolicy, { admins: true, moneyHolders: true }, { token: admin });
    expect((await s.call(orgCmds.queryMemberPage, {}, { token: clerk })).error).toMatchObject({ field: 'secondFactorSetup' });

    // A passkey alone (as one registered before TOTP-first, or by an operator's import) is a factor.
    await db.insert(memberPasskeys).values({ memberId: clerkId, credentialId: new SoftAuthenticator().id, publicKey: 'AA', name: 'Imported' });
    const passed = await s.call(orgCmds.queryMemberPage, {}, { token: clerk });
    expect(passed.error, JSON.stringify(passed.error)).toBeUndefined();
    const page = await s.run(sec.secondFactorPolicy, {}, { token: admin, page: 1, rows: 20 });
    expect(page.list).toContainEqual(expect.objectContaining({ memberCode: 'M10000009', enabled: true, required: true }));
  });
});

describe('the relying party', () => {
  it('is the configuration when set, whatever the request says; otherwise the request’s origin', () => {
    const configured = { production: true, webauthn: { rpId: 'portal.example.cn', origins: ['https://portal.example.cn'] } };
    expect(relyingParty(configured, 'http://evil.example')).toEqual({ rpId: 'portal.example.cn', origins: ['https://portal.example.cn'] });
    const unset = { production: false, webauthn: { rpId: null, origins: [] } };
    expect(() => relyingParty({ ...unset, production: true }, 'http://localhost:8283')).toThrow(/required in production/);
    expect(relyingParty(unset, 'http://localhost:8283')).toEqual({ rpId: 'localhost', origins: ['http://localhost:8283'] });
    expect(() => relyingParty(unset, 'http://[::1]:8283')).toThrow();
    expect(() => relyingParty(unset, undefined)).toThrow();
  });
});
