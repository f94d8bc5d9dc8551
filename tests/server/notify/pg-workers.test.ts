import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyDeliveries, outbox } from '../../../server/db/schema';
import { notifyMember } from '../../../server/domains/message/notify';
import { startTestServer, type TestServer } from '../../helpers/server';
import { mobiles } from '../account/_flow';
import { newPersonal } from '../centre/_centre';

/**
 * Three worker processes on one PostgreSQL, one of them SIGKILLed and replaced every 1.5 s, work
 * off 1,000 notices written meanwhile (SMS, recorded by the SMS stand-in in the shared dev outbox). Nothing is lost
 * and nothing is left; a duplicate is possible only for a process killed between the stand-in's
 * record and the row's `done` (decision 0055), so duplicates stay at or under the number of kills.
 */

const child = fileURLToPath(new URL('./pg-worker-child.ts', import.meta.url));
const N = 1000;
const MEMBERS = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('notify pg-workers test skipped: TEST_DATABASE_URL is not set (scripts/test.mjs sets it)');
let s: TestServer | null = null;

beforeAll(async () => {
  if (pgUrl) s = await startTestServer();
}, 120_000);

afterAll(async () => s?.close());

function startWorker(url: string): Promise<ChildProcess> {
  const p = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, DATABASE_URL: url, LEASE_MS: '2000', NOTIFY_SMS_DAILY_PER_MEMBER: '0', SMS_DAILY_GLOBAL: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    p.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(p));
    p.on('exit', (code) => reject(new Error(`worker exited ${code}`)));
  });
}

describe.skipIf(!pgUrl)('several processes on PostgreSQL', () => {
  it('deliver 1,000 notices with a process SIGKILLed every 1.5 s while they are written: none lost, none left, duplicates only inside the kill window', async () => {
    const server = s!;
    const next = mobiles('134');
    const members = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await newPersonal(server, next()));
    const url = server.config.databaseUrl!;
    const workers = await Promise.all([0, 1, 2].map(() => startWorker(url)));
    let kills = 0;
    let produced = false;
    // The notices are written while the workers run, 10 ms apart (about 10 s of events).
    const producer = (async () => {
      for (let i = 0; i < N; i++) {
        const m = members[i % MEMBERS];
        // A security event: SMS at any hour; `at` is the real clock, the children's.
        await server.database.db.transaction((tx) => notifyMember(tx, m.memberId, { key: 'member.message.passwordReset', vars: { time: `n${i}` }, publisher: 'security', at: new Date() }));
        await sleep(10);
      }
      produced = true;
    })();
    const sms = and(eq(notifyDeliveries.channel, 'sms'), eq(notifyDeliveries.status, 'pending'));
    const deadline = Date.now() + 120_000;
    try {
      for (;;) {
        await sleep(1500);
        const left = await server.database.db.select({ id: notifyDeliveries.id }).from(notifyDeliveries).where(sms).limit(1);
        if ((produced && !left.length) || Date.now() > deadline) break;
        const victim = workers.shift()!;
        victim.kill('SIGKILL');
        kills++;
        workers.push(await startWorker(url));
      }
    } finally {
      for (const w of workers) w.kill('SIGKILL');
      await producer;
    }
    const pending = await server.database.db.select({ id: notifyDeliveries.id }).from(notifyDeliveries).where(eq(notifyDeliveries.status, 'pending'));
    expect(pending).toEqual([]);
    const received = await server.database.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'smsNotice'),
          inArray(
            outbox.to,
            members.map((m) => m.mobile),
          ),
        ),
      );
    const counts = new Map<string, number>();
    for (const r of received) {
      const t = (JSON.parse(r.body!) as { vars: { time: string } }).vars.time;
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    expect(counts.size).toBe(N);
    const duplicates = received.length - N;
    console.info(`pg-workers: ${N} notices, ${kills} kills, ${duplicates} duplicates`);
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(duplicates).toBeLessThanOrEqual(kills);
    const dead = await server.database.db
      .select({ id: notifyDeliveries.id })
      .from(notifyDeliveries)
      .where(and(eq(notifyDeliveries.channel, 'sms'), eq(notifyDeliveries.status, 'dead')));
    expect(dead).toEqual([]);
  }, 240_000);
});
