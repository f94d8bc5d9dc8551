import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, notices, operators, settings } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { startTestServer, type TestServer } from '../helpers/server';

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
    expect((await s.call('notice/getNotice', {}, { lang: 'en' })).response).toMatchObject({ noticeLabel: 'Notice', containLinks: 1 });
  });

  it('a second seed is skipped, even one asking for demo accounts', async () => {
    expect(await seed(s.database.db, { demoAccounts: true })).toBe(false);
    expect(Number((await s.database.db.select({ n: count() }).from(members))[0].n)).toBe(0);
  });

  it('a member command cannot be reached: no account exists to sign in', async () => {
    expect((await s.call('message/unReadMessageInfo')).error?.errorCode).toBe(14);
  });
});
