#!/usr/bin/env node
// `npm run scale` (quick) / `npm run scale -- --full`: the deploy of deploy/README.md at 1, 2 and 4
// gateway processes behind nginx on one throwaway PostgreSQL, loopback only, every loop bounded
// in time or count. Per process count: an authenticated read (message/unReadMessageInfo) and a
// money write (extract/sumbitApply of 0.01 with a fresh idempotency key and the argon2id payment
// password) with autocannon through nginx, req/s and p99; a SIGKILL of one process under a load
// of idempotent withdrawals; then, under a background read load, 200 (40) concurrent
// withdrawals, 20 parallel wrong passwords and 20 (10) parallel SMS sends. Prints a table.
// The per-IP flood guard (RATE_LIMIT_PER_MINUTE, in memory per process) is off here: all
// traffic comes from 127.0.0.1 and would hit it at once.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupRestoreCheck } from './backup-restore-check.mjs';
import { companyToken, concurrentWithdrawals, DEMO, killUnderLoad, parallelSmsSends, parallelWrongPasswords, withDb } from './cluster/checks.mjs';
import { nginxAvailable } from './cluster/nginx.mjs';
import { startCluster } from './cluster/supervisor.mjs';
import { ensureBuilt } from './ensure-built.mjs';
import { startPostgres } from './pg-temp.mjs';

const full = process.argv.includes('--full');
const N = full
  ? { seconds: 10, readConnections: 32, writeConnections: 8, killSeconds: 12, killWorkers: 8, withdrawals: 200, wrongPasswords: 20, sms: 20 }
  : { seconds: 3, readConnections: 16, writeConnections: 4, killSeconds: 6, killWorkers: 6, withdrawals: 40, wrongPasswords: 20, sms: 10 };
const PROCESS_COUNTS = (process.env.SCALE_PROCESSES ?? '1,2,4').split(',').map(Number);
const PORT = Number(process.env.SCALE_PORT ?? 18600);

if (!nginxAvailable()) {
  console.error('npm run scale needs nginx: apt-get install -y nginx-light');
  process.exit(1);
}
await ensureBuilt();
const server = await startPostgres();
if (!server.url) {
  console.error(`npm run scale needs PostgreSQL: ${server.reason}`);
  process.exit(1);
}
mkdirSync('.tmp', { recursive: true });
const logFile = join('.tmp', 'scale-cluster.log');
writeFileSync(logFile, '');

const envelope = (cmd, parameters, token) => JSON.stringify({ cmd, parameters, token });

/** autocannon through nginx for `seconds`: req/s, p99 ms, and how many answers were not 2xx. */
async function load({ url, connections, seconds, body, makeBody }) {
  const r = await autocannon({
    url: `${url}/api/`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body ? { body } : {}),
        ...(makeBody ? { setupRequest: (req) => ({ ...req, body: makeBody() }) } : {}),
      },
    ],
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, total: r.requests.total, bad: r.non2xx + r.errors + r.timeouts };
}

const rows = [];
let lastDb = null;
let current = null;
// Ctrl-C or a kill: stop the processes, nginx and the throwaway PostgreSQL before leaving.
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, async () => {
    await current?.stop();
    await server.stop();
    process.exit(130);
  });
}
try {
  for (const processes of PROCESS_COUNTS) {
    const name = `scale_${processes}_${Date.now()}`;
    await withDb(server.url, (db) => db.query(`create database "${name}"`));
    const u = new URL(server.url);
    u.pathname = `/${name}`;
    const dbUrl = u.toString();
    lastDb = dbUrl;
    console.log(`\n== ${processes} process(es): starting behind nginx on :${PORT}`);
    const cluster = await startCluster({
      databaseUrl: dbUrl,
      processes,
      port: PORT,
      logFile,
      log: (line) => console.log(`   ${line}`),
      env: { NODE_ENV: 'development', RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
    });
    current = cluster;
    try {
      const token = await companyToken(cluster.url);
      const readBody = envelope('message/unReadMessageInfo', {}, token);
      const read = await load({ url: cluster.url, connections: N.readConnections, seconds: N.seconds, body: readBody });
      console.log(`   read:  ${read.rps} req/s, p99 ${read.p99} ms (${read.total} requests, ${read.bad} not 2xx)`);
      const write = await load({
        url: cluster.url,
        connections: N.writeConnections,
        seconds: N.seconds,
        makeBody: () => envelope('extract/sumbitApply', { amount: '0.01', payPassword: DEMO.payPassword, idempotencyKey: randomUUID() }, token),
      });
      console.log(`   write: ${write.rps} req/s, p99 ${write.p99} ms (${write.total} requests, ${write.bad} not 2xx)`);
      const kill = await killUnderLoad({ base: cluster.url, token, dbUrl, cluster, victim: processes - 1, seconds: N.killSeconds, workers: N.killWorkers });
      console.log(`   SIGKILL under load: ${JSON.stringify(kill)}`);

      // The correctness checks run while a read load keeps every process busy.
      const background = load({ url: cluster.url, connections: 8, seconds: Math.max(N.seconds, 8), body: readBody });
      const withdrawals = await concurrentWithdrawals({ base: cluster.url, token, dbUrl, count: N.withdrawals, accessLog: cluster.nginx.accessLog });
      console.log(`   withdrawals: ${JSON.stringify(withdrawals)}`);
      const lockout = await parallelWrongPasswords({ base: cluster.url, count: N.wrongPasswords });
      console.log(`   wrong passwords: ${JSON.stringify(lockout)}`);
      const sms = await parallelSmsSends({ base: cluster.url, count: N.sms });
      console.log(`   SMS sends: ${JSON.stringify(sms)}`);
      await background;
      rows.push({ processes, read, write, kill, withdrawals, lockout, sms });
    } finally {
      await cluster.stop();
    }
  }

  console.log('\n== backup: pg_dump -> pg_restore -> gateway on the copy (the last database above)');
  const backup = await backupRestoreCheck({ sourceUrl: lastDb });
  console.log(`   ${JSON.stringify(backup)}`);

  const yes = (ok) => (ok ? 'ok' : 'FAIL');
  const table = [
    [
      'procs',
      'read req/s',
      'read p99',
      'write req/s',
      'write p99',
      `${N.withdrawals} withdrawals: accepted/expected`,
      'ledger',
      `${N.wrongPasswords} wrong pw: 1006/1004, right after`,
      `${N.sms} SMS: sent/1004`,
      'SIGKILL: acked/missing/retried',
    ],
    ...rows.map((r) => [
      r.processes,
      r.read.rps,
      `${r.read.p99} ms`,
      r.write.rps,
      `${r.write.p99} ms`,
      `${r.withdrawals.accepted}/${r.withdrawals.expected} ${yes(r.withdrawals.ok)} (${Object.values(r.withdrawals.spread).join('+')})`,
      yes(r.withdrawals.consistent && r.kill.consistent),
      `${r.lockout.wrong}/${r.lockout.locked}, ${r.lockout.rightLocked ? '1004' : 'signed in'} ${yes(r.lockout.ok)}`,
      `${r.sms.sent}/${r.sms.refused} ${yes(r.sms.ok)}`,
      `${r.kill.acknowledged}/${r.kill.missing}/${r.kill.retriedOk} ${yes(r.kill.ok)}`,
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  console.log(`\n${full ? 'Full' : 'Quick'} run, ${new Date().toISOString()}, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
  for (const row of table) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join(' | '));
  console.log(`backup + restore: ${yes(backup.ok)} (${backup.dumpBytes} bytes, ${backup.ms} ms, gateway on the copy signed in: ${backup.signedIn})`);
  console.log(
    [
      '',
      'What 2 cores can and cannot show: nginx, every gateway process, PostgreSQL and the load generator share the',
      'same 2 cores, so req/s cannot grow with processes here (more processes only add context switches); the',
      'figures show the cost of the proxy hop and that nothing breaks across processes, not capacity. The write',
      'is bound by argon2id (the payment password) on those cores. What 2 cores do show: whether limits, balances',
      'and lockouts hold with requests spread over separate processes, and whether a killed process loses anything acknowledged.',
    ].join('\n'),
  );
  writeFileSync(join('.tmp', 'scale.json'), JSON.stringify({ full, rows, backup }, null, 2));
  const allOk = rows.every((r) => r.withdrawals.ok && r.kill.ok && r.sms.ok) && backup.ok;
  // The login lockout is reported, not enforced here: its atomic version is another branch's work.
  process.exitCode = allOk ? 0 : 1;
} finally {
  await server.stop();
}
