import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members } from '#server/db/schema';
import { DAY } from '#server/domains/account/limits';
import { newCompanyCode } from '#server/domains/account/accounts';
import { assertMayFoundAnother, countFoundingAttempt } from '#server/domains/org/company-founding';
import { startTestServer, type TestServer } from '../../helpers/server';
import { mobiles, registerCompany, registerPersonal } from '../account/_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as orgCmds from '#shared/contract/org';

/**
 * The security review: unlimited webMember/upgradeToCompany let one account squat company names.
 * An account founds at most MAX_COMPANIES_PER_MEMBER companies (registration included), in at most
 * COMPANY_FOUNDING_ATTEMPTS_PER_DAY attempts a day; both hold under parallel requests
 * (on PostgreSQL too when TEST_DATABASE_URL is set).
 */

let s: TestServer;
/** The same database, with 2 attempts a day and a high cap (to see the attempts limit alone). */
let daily: TestServer;
const nextMobile = mobiles('166');
beforeAll(async () => {
  s = await startTestServer({ MAX_COMPANIES_PER_MEMBER: '3', COMPANY_FOUNDING_ATTEMPTS_PER_DAY: '20' });
  daily = await startTestServer({ MAX_COMPANIES_PER_MEMBER: '10', COMPANY_FOUNDING_ATTEMPTS_PER_DAY: '2' }, { database: s.database });
});
afterAll(async () => {
  await daily?.close();
  await s?.close();
});

const upgrade = (server: TestServer, token: string, companyName: string, lang?: string) => server.call(orgCmds.upgradeToCompany, { companyName, agree: true }, { token, lang });

const personalSession = (server: TestServer, mobile: string) => server.createSession('member', mobile, { companyCode: null });

async function memberId(server: TestServer, mobile: string): Promise<number> {
  const [m] = await server.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return m.id;
}

async function founded(server: TestServer, mobile: string): Promise<number> {
  const [m] = await server.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  const [row] = await server.database.db.select({ n: count() }).from(companies).where(eq(companies.foundedBy, m.id));
  return Number(row.n);
}

describe('companies founded per account', () => {
  it('registration counts; after 3 companies the next upgrade is refused (1006) in both languages', async () => {
    const mobile = nextMobile();
    await registerCompany(s, mobile, '限额测试一号有限公司');
    expect(await founded(s, mobile)).toBe(1);
    for (const name of ['限额测试二号有限公司', '限额测试三号有限公司']) {
      expect((await upgrade(s, await personalSession(s, mobile), name)).error).toBeUndefined();
    }
    const zh = await upgrade(s, await personalSession(s, mobile), '限额测试四号有限公司');
    expect(zh.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: '每个账号最多可注册3家企业' });
    const en = await upgrade(s, await personalSession(s, mobile), '限额测试四号有限公司', 'en');
    expect(en.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'Each account can register at most 3 enterprises' });
    expect(await founded(s, mobile)).toBe(3);
    // The refused name stays free for others.
    expect((await s.call(accountCmds.validEnterpriseName, { companyName: '限额测试四号有限公司' })).error).toBeUndefined();
  });

  it('10 parallel upgrades by one account found exactly 3 companies', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => personalSession(s, mobile)));
    const answers = await Promise.all(tokens.map((t, i) => upgrade(s, t, `并发限额测试${i}号有限公司`)));
    const ok = answers.filter((a) => a.response);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.error)) expect(a.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '每个账号最多可注册3家企业' });
    expect(await founded(s, mobile)).toBe(3);
  });
});

describe('founding attempts per account and day', () => {
  it('6 parallel attempts: 2 pass, 4 get 1004; refused attempts count; a day later the account may try again', async () => {
    const mobile = nextMobile();
    await registerPersonal(daily, mobile);
    const tokens = await Promise.all(Array.from({ length: 6 }, () => personalSession(daily, mobile)));
    const answers = await Promise.all(tokens.map((t, i) => upgrade(daily, t, `每日次数测试${i}号有限公司`)));
    expect(answers.filter((a) => a.response)).toHaveLength(2);
    const refused = answers.filter((a) => a.error);
    expect(refused).toHaveLength(4);
    for (const a of refused) expect(a.error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: '今日企业注册次数过多，请明天再试' });
    expect(await founded(daily, mobile)).toBe(2);

    daily.app.deps.clock.advance(DAY + 60_000);
    // A name that is taken is refused (1006), and that attempt counts too.
    const taken = await upgrade(daily, await personalSession(daily, mobile), '演示精密机械有限公司');
    expect(taken.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'companyName' });
    expect((await upgrade(daily, await personalSession(daily, mobile), '每日次数测试次日有限公司', 'en')).error).toBeUndefined();
    const third = await upgrade(daily, await personalSession(daily, mobile), '每日次数测试次日二号有限公司', 'en');
    expect(third.error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: 'Too many enterprise registrations today, please try again tomorrow' });
    expect(await founded(daily, mobile)).toBe(3);
  });
});

describe('the limits themselves, raced without the request path in front', () => {
  it('10 founding transactions at once: exactly 3 insert', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const id = await memberId(s, mobile);
    const deps = s.app.deps;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        deps.db.transaction(async (tx) => {
          await assertMayFoundAnother(tx, deps, id);
          await tx.insert(companies).values({ code: newCompanyCode(), name: `直接并发测试${i}号有限公司`, foundedBy: id });
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await founded(s, mobile)).toBe(3);
  });

  it('10 attempts counted at once: exactly the day’s 2 pass', async () => {
    const mobile = nextMobile();
    await registerPersonal(daily, mobile);
    const id = await memberId(daily, mobile);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => countFoundingAttempt(daily.app.deps, id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  });
});
