import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, notices, operators, settings } from '#server/db/schema';
import { seed, seedSteps } from '#server/db/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as systemCmds from '#shared/contract/system';

let s: TestServer;
beforeAll(async () => {
  // fresh: this file opens PGlite through openDatabase() itself (initdb + migrations), the path `npm start` takes.
  s = await startTestServer({}, { demoAccounts: false, fresh: true });
});
afterAll(async () => {
  await s?.close();
});

describe('seed without demo accounts (production)', () => {
  it('creates no members, companies or operators', async () => {
    const db = s.database.db;
    expect(Number((await db.select({ n: count() }).from(members))[0].n)).toBe(0);
    expect(Number((await db.select({ n: count() }).from(companies))[0].n)).toBe(0);
    expect(Number((await db.select({ n: count() }).from(operators))[0].n)).toBe(0);
  });

  it('still seeds the site content and settings', async () => {
    const db = s.database.db;
    expect(Number((await db.select({ n: count() }).from(notices))[0].n)).toBe(1);
    const keys = (await db.select({ key: settings.key }).from(settings)).map((r) => r.key).sort();
    expect(keys).toEqual(['globalColor', 'localConfig', 'seed.steps']);
    expect((await s.call(systemCmds.getNotice, {}, { lang: 'en' })).response).toMatchObject({ noticeLabel: 'Notice', containLinks: 1 });
  });

  it('a second seed is skipped, even one asking for demo accounts', async () => {
    expect(await seed(s.database.db, { demoAccounts: true })).toBe(false);
    expect(Number((await s.database.db.select({ n: count() }).from(members))[0].n)).toBe(0);
  });

  it('a member command cannot be reached: no account exists to sign in', async () => {
    expect((await s.call(systemCmds.unReadMessageInfo)).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});

describe('a data directory seeded before named steps', () => {
  it('is recognised by its seed.version and not seeded twice', async () => {
    const t = await startTestServer({}, { demoAccounts: false, fresh: true });
    try {
      const db = t.database.db;
      // As the numbered seed left it: base content and demo accounts done (version 1), no step list.
      await db.delete(settings).where(eq(settings.key, 'seed.steps'));
      await db.insert(settings).values({ key: 'seed.version', value: 1 });
      await db.insert(members).values({ code: 'M1', mobile: '13900000001', name: 'x', workFunction: 'other', passwordHash: 'x' });
      // The steps that existed then (later steps found their content already here in this test database).
      const legacy = seedSteps.filter((st) => ['base', 'demo-accounts', 'demo-app'].includes(st.name));
      // Only the step added after version 1 runs; the base content is not inserted again.
      expect(await seed(db, { demoAccounts: true }, legacy)).toBe(true);
      expect(Number((await db.select({ n: count() }).from(notices))[0].n)).toBe(1);
      expect(await seed(db, { demoAccounts: true }, legacy)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
