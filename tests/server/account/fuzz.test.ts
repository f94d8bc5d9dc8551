import { describe, expect, it } from 'vitest';
import * as member from '#shared/contract/account';
import * as sso from '#shared/contract/sso';
import * as staff from '#shared/contract/staff-login';
import type { CommandDef } from '#shared/contract/command';
import { useTestServer } from '../../helpers/server';
import * as accountCmds from '#shared/contract/account';
import { prng } from '../../helpers/prng';

/**
 * 500 random, mostly bad envelopes over the account commands (seeded, so a failure replays):
 * wrong types, huge strings, missing fields, unknown keys, hostile keys, every kind of token.
 * None may answer 5xx, 1099, a non-envelope body or anything that looks like a stack or SQL.
 */

const s = useTestServer();

const isCommand = (v: unknown): v is CommandDef => typeof v === 'object' && v !== null && 'cmd' in v && 'params' in v;
const CMDS = [member, sso, staff].flatMap((m) => Object.values(m as Record<string, unknown>).filter(isCommand)).map((c) => c.cmd);

const SEED = 4_2024_11;
const KNOWN = new Set([14, 15, 1001, 1002, 1003, 1004, 1005, 1006]);

describe('account commands under random envelopes', () => {
  it('never answer 500 or leak internals', async () => {
    expect(CMDS.length).toBeGreaterThanOrEqual(35);
    const rnd = prng(SEED);
    const int = (n: number) => Math.floor(rnd() * n);
    const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
    const chance = (p: number) => rnd() < p;

    const tokens = [
      await s.createSession('member', '13800000001'),
      await s.createSession('member', '13800000002'),
      await s.createSession('member', '13800000003', { expired: true }),
      await s.createSession('operator', 'operator'),
      await s.createSession('salesman', '13800000009'),
      'bogus',
      '',
    ];
    const hugeOrOdd = (): unknown =>
      pick<() => unknown>([
        () => 'x'.repeat(pick([31, 49, 50, 65, 257, 501, 20_001])),
        () => '😀'.repeat(int(60)),
        () => '\u0000abc',
        () => '\ud800',
        () => "' or 1=1; drop table members; --",
        () => '<svg onload=alert(1)>',
        () => '  ',
        () => '',
        () => 13800000001,
        () => -1,
        () => 1e308,
        () => 4.5,
        () => true,
        () => null,
        () => [],
        () => ['13800000001'],
        () => ({}),
        () => ({ $ne: '' }),
      ])();
    // Plausible values per parameter name, so that many envelopes pass validation and reach handlers.
    const plausible: Record<string, () => unknown> = {
      mobile: () => pick(['13800000001', '13800000002', '13800000009', '19912345678', '91234567', '1380000000']),
      nationCode: () => pick(['86', '852', '1', '99999']),
      purpose: () => pick(['register', 'login', 'forget', 'payKey', 'other']),
      captchaId: () => pick(['a'.repeat(43), 'short', 'b'.repeat(64)]),
      captchaCode: () => pick(['ABCD', 'abcd', '12345678', '']),
      x: () => pick([0, 120, -5, 999, 1001]),
      smsCode: () => pick(['123456', '000000', '12345', 'abcdef']),
      name: () => pick(['测试', ' ', 'N']),
      workFunction: () => pick(['engineering', 'it', 'astronaut']),
      invitationCode: () => pick(['INV1', '', 'bad code']),
      agree: () => pick([true, false, 'true', 1]),
      password: () => pick(['Demo@1234', 'Secret123', 'weak', 'a1'.repeat(11)]),
      oldPassword: () => pick(['Demo@1234', 'wrong']),
      newPassword: () => pick(['Newpass99', 'weak']),
      companyName: () => pick(['演示精密机械有限公司', 'Fuzz Works Ltd', '企'.repeat(50)]),
      companyCode: () => pick(['C10000001', 'C10000003', 'C99999999', '']),
      refreshToken: () => pick(['r'.repeat(43), 'short']),
      resetTicket: () => pick(['t'.repeat(43), 'short']),
      email: () => pick(['a@b.cn', 'nope', '']),
      appId: () => pick(['demo-app', 'nope', '']),
      redirectUri: () => pick(['http://localhost:8080/authorize', 'https://evil.example/']),
      source: () => pick(['demo-app', 'x']),
      code: () => pick(['c'.repeat(43), 'short']),
      account: () => pick(['operator', 'ghost', '']),
    };
    const keysOf = (cmd: string): string[] => {
      const def = [member, sso, staff].flatMap((m) => Object.values(m as Record<string, unknown>).filter(isCommand)).find((c) => c.cmd === cmd)!;
      const shape = (def.params as unknown as { shape?: Record<string, unknown> }).shape;
      return shape ? Object.keys(shape) : [];
    };
    const parameters = (cmd: string): unknown => {
      const r = int(10);
      if (r === 0) return hugeOrOdd();
      const p: Record<string, unknown> = {};
      for (const k of keysOf(cmd)) {
        if (chance(0.12)) continue; // missing field
        p[k] = chance(0.75) ? (plausible[k]?.() ?? 'v') : hugeOrOdd();
      }
      if (chance(0.15)) p[pick(['extra', 'isAdmin', 'memberId', 'toString', 'a.b', '😀'])] = hugeOrOdd();
      if (chance(0.05)) return JSON.parse(`{"__proto__": {"isAdmin": true}, "mobile": "13800000001"}`);
      return p;
    };

    const failures: string[] = [];
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      const env: Record<string, unknown> = { cmd: pick(CMDS) };
      if (chance(0.95)) env.parameters = parameters(env.cmd as string);
      if (chance(0.6)) env.token = pick(tokens);
      if (chance(0.1)) env.page = pick([0, 1, '1', -1]);
      const raw = chance(0.03) ? JSON.stringify(env).slice(0, int(40)) : JSON.stringify(env);
      const url = pick(['/api/', '/api/?lang=en', '/api/?lang=zz']);
      const res = await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: raw });
      let outcome: string;
      try {
        const body = res.json();
        if (res.statusCode >= 500) outcome = `status ${res.statusCode}`;
        else if (body && typeof body === 'object' && 'response' in body && !('error' in body)) outcome = 'ok';
        else if (body?.error && KNOWN.has(body.error.errorCode) && typeof body.error.errorInfo === 'string' && body.error.errorInfo.length > 0) {
          outcome = String(body.error.errorCode);
        } else outcome = 'bad body';
      } catch {
        outcome = `not JSON (${res.statusCode})`;
      }
      if (/^\s*at |Error:|select |insert |update |drizzle|pglite|node_modules/im.test(res.body) && !res.body.includes('data:image')) outcome = 'leak';
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (!/^(ok|\d+)$/.test(outcome) || outcome === '1099') failures.push(`#${i} ${outcome}: ${url} ${raw.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    console.info(`member fuzz outcomes (seed ${SEED}):`, Object.fromEntries([...outcomes].sort()));
    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(outcomes.get('ok') ?? 0).toBeGreaterThan(10);
    expect(outcomes.get('1002') ?? 0).toBeGreaterThan(100);
    expect(outcomes.get('1006') ?? 0).toBeGreaterThan(5);
    // The gateway still works afterwards.
    expect((await s.call(accountCmds.getWorkFunctionSelect, {})).response).toHaveLength(8);
  });
});
