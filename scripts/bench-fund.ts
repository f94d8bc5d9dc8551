// `npm run bench` (second part): fund-account round trips per second through the gateway, on the
// embedded database and, when pg_ctl is available, on PostgreSQL. One round trip is a recharge
// (recharge + queryRechargeStatus settling it) and a withdrawal (sumbitApply with the argon2id
// payment password), each with its own idempotency key, driven by WORKERS concurrent callers for
// BENCH_SECONDS. The recharge's SMS step is stood in by a verification row (validRechargeSms's
// effect), because SMS sends are rate limited per mobile by design.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildServer, type App } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { bankCards, fundAccounts, rechargeVerifications } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { digest } from '../server/domains/account/limits';
import { hashToken, newToken } from '../server/gateway/session';
// @ts-expect-error plain ESM helper without types
import { startPostgres } from './pg-temp.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORKERS = Number(process.env.BENCH_FUND_WORKERS ?? 8);

async function session(database: Database) {
  const token = newToken();
  const [m] = await database.raw<{ id: number }>('bf_member', `select id from members where mobile = '13800000001'`, []);
  const [c] = await database.raw<{ company_id: number }>('bf_company', `select company_id from company_members where member_id = $1`, [m.id]);
  await database.raw('bf_session', `insert into sessions (token_hash, family, kind, member_id, company_id, expires_at) values ($1, $2, 'member', $3, $4, now() + interval '1 day')`, [
    hashToken(token),
    'bench-fund',
    m.id,
    c.company_id,
  ]);
  return token;
}

async function bench(label: string, database: Database) {
  await seed(database.db, { demoAccounts: true });
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '0', DIST_DIR: '/nonexistent' }), logLevel: 'silent' };
  const app: App = await buildServer({ config, database, logger: false });
  await app.ready();
  const token = await session(database);
  const [acc] = await database.db.select().from(fundAccounts).where(eq(fundAccounts.accountNo, 'FAC10000001'));
  const [card] = await database.db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.fundAccountId, acc.id), eq(bankCards.kind, 'recharge')));

  const call = async (cmd: string, parameters: unknown) => {
    const res = await app.inject({ method: 'POST', url: '/api/', payload: { cmd, parameters, token } });
    const body = res.json() as { response?: Record<string, unknown>; error?: unknown };
    if (body.error) throw new Error(`${cmd}: ${JSON.stringify(body.error)}`);
    return body.response!;
  };

  const roundTrip = async () => {
    const smsCode = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    await database.db.insert(rechargeVerifications).values({ cardId: card.id, codeHash: digest('recharge', String(card.id), smsCode), expiresAt: new Date(app.deps.clock.now().getTime() + 600_000) });
    const r = await call('rechargeCard/recharge', { cardId: card.id, amount: '10.00', smsCode, idempotencyKey: randomUUID() });
    // The stand-in bank answers after its delay; the bench moves the clock past it instead of waiting.
    app.deps.clock.advance(app.deps.adapters.bank.rechargeDelayMs);
    await call('rechargeCard/queryRechargeStatus', { rechargeId: r.rechargeId });
    await call('extract/sumbitApply', { amount: '10.00', payPassword: '12345678', idempotencyKey: randomUUID() });
  };

  await roundTrip(); // warm-up
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < until) {
        await roundTrip();
        done++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label.padEnd(10)} fund round trips (recharge + settle + withdraw): ${(done / seconds).toFixed(1)}/s (${done} in ${seconds.toFixed(1)} s, ${WORKERS} concurrent)`);
  await app.close();
}

const dir = mkdtempSync(join(tmpdir(), 'bench-fund-'));
const embedded = await openDatabase({ databaseUrl: null, dataDir: dir });
try {
  await bench('PGlite', embedded);
} finally {
  await embedded.close();
  rmSync(dir, { recursive: true, force: true });
}

const pg = await startPostgres();
if (pg.url) {
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
    await pg.stop();
  }
} else {
  console.log(`PostgreSQL fund bench skipped: ${pg.reason}`);
}
