import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createPrivateKey, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeaders, signMessage } from '#server/adapters/bank/signature';
import { prepareDatabase } from '#server/db/startup';
// @ts-expect-error plain ESM helper without types
import { call, ledger, withDb } from '../../../scripts/cluster/checks.mjs';
// @ts-expect-error plain ESM helper without types
import { nginxAvailable } from '../../../scripts/cluster/nginx.mjs';
// @ts-expect-error plain ESM helper without types
import { startCluster } from '../../../scripts/cluster/supervisor.mjs';
// @ts-expect-error plain ESM helper without types
import { startPostgres } from '../../../scripts/pg-temp.mjs';

/**
 * The production rehearsal of docs/production-rehearsal.md, small: NODE_ENV=production without
 * ALLOW_STAND_INS, 3 gateway processes behind nginx on one PostgreSQL, every outside service
 * configured as a real endpoint at the stand-ins process (npm run standins): Aliyun SMS, S3
 * (s3rver), WeChat and the bank over HTTP. The database was seeded with the demo accounts
 * beforehand (production never seeds them) so there is a certified company with a fund account.
 */
const hasNginx: boolean = nginxAvailable();
const server: { url: string | null; reason?: string; stop(): Promise<void> } = hasNginx ? await startPostgres() : { url: null, stop: async () => {} };
const skip = !hasNginx ? 'nginx is missing (apt-get install -y nginx-light)' : !server.url ? `no PostgreSQL: ${server.reason}` : '';
if (skip) console.warn(`rehearsal tests skipped: ${skip}`);

type Cluster = { url: string; stop(): Promise<void> };
type Message = { kind: string; to: string; code?: string; status?: string; answer?: number; message?: { headers: Record<string, string>; body: string } };
let cluster: Cluster;
let standIns: ChildProcess;
let standInsUrl = '';
let standInsDir = '';
let dbUrl = '';
let dbName = '';
const work = mkdtempSync(join(tmpdir(), 'portal-rehearsal-'));
const logFile = join(work, 'rehearsal.log');
let serverDir = '';
/** The demo company admin (its recharge card's reserved mobile is the same number), and the demo personal member. */
const MOBILE = '13800000001';
const PERSON = '13800000002';

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: server.url! });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function fakeDist() {
  const dist = join(work, 'dist');
  mkdirSync(dist, { recursive: true });
  for (const page of ['index.html', 'mobile.html']) writeFileSync(join(dist, page), `<!doctype html><html><head><title>${page}</title></head><body></body></html>`);
  for (const d of [work, dist]) chmodSync(d, 0o755);
  return dist;
}

/** The stand-ins process, as `npm run standins` starts it; answers its gateway settings. */
async function startStandIns(port: number, portalUrl: string): Promise<Record<string, string>> {
  standInsDir = join(work, 'standins');
  standIns = spawn(process.execPath, ['--import', 'tsx', 'server/standins/main.ts'], {
    env: { ...process.env, STANDINS_PORT: String(port), STANDINS_DIR: standInsDir, PORTAL_URL: portalUrl, LOG_LEVEL: 'warn', BANK_STANDIN_DELAY_MS: '500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  standIns.stdout!.on('data', (d) => (out += d));
  standIns.stderr!.on('data', (d) => (out += d));
  const until = Date.now() + 60_000;
  while (!out.includes('Stand-ins ready')) {
    if (standIns.exitCode !== null || Date.now() > until) throw new Error(`stand-ins did not start: ${out}`);
    await sleep(200);
  }
  standInsUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {};
  for (const line of readFileSync(join(standInsDir, 'gateway.env'), 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)='(.*)'$/.exec(line);
    if (m) env[m[1]] = m[2].replace(/'\\''/g, "'");
  }
  return env;
}

const messages = async (q: string): Promise<Message[]> => ((await (await fetch(`${standInsUrl}/messages?${q}`)).json()) as { list: Message[] }).list;

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** A jigsaw captcha solved from the database (production has no outbox to read answers from). */
async function solvedJigsaw(base: string) {
  const { captchaId } = (await call(base, 'webMember/getJigsaw', {})).body.response;
  const x = await withDb(dbUrl, async (db: pg.Client) => (await db.query('select answer_x from captchas where id = $1', [captchaId])).rows[0].answer_x as number);
  return { captchaId, x };
}

describe.skipIf(!!skip)('production rehearsal: 3 processes behind nginx, every outside service at the stand-ins', () => {
  let person = '';
  let token = '';

  beforeAll(async () => {
    serverDir = join(process.cwd(), '.tmp', `rehearsal-test-${randomBytes(4).toString('hex')}`);
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, SERVER_DIST_DIR: serverDir }, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`server bundle: ${built.stderr}`);
    dbName = `portal_rehearsal_${randomBytes(4).toString('hex')}`;
    await admin(`create database "${dbName}"`);
    const u = new URL(server.url!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    // The demo accounts, seeded as development would (production never adds them).
    const seeded = await prepareDatabase({ databaseUrl: dbUrl, dataDir: work, production: false });
    await seeded.database.close();

    const port = 20000 + Math.floor(Math.random() * 20000);
    const gatewayEnv = await startStandIns(port + 10, `http://127.0.0.1:${port}`);
    cluster = await startCluster({
      databaseUrl: dbUrl,
      processes: 3,
      port,
      distDir: fakeDist(),
      serverDir,
      nginxWorkers: 1,
      logFile,
      log: () => {},
      env: {
        ...gatewayEnv,
        NODE_ENV: 'production',
        // Unset for the gateway: the opt-in must not be needed.
        ALLOW_STAND_INS: '',
        RATE_LIMIT_PER_MINUTE: '0',
        SMS_DAILY_PER_IP: '0',
        LOG_LEVEL: 'warn',
        PG_POOL_MAX: '5',
      },
    });
  }, 120_000);

  afterAll(async () => {
    if (!cluster && existsSync(logFile)) console.log(readFileSync(logFile, 'utf8').slice(-3000));
    await cluster?.stop();
    standIns?.kill('SIGTERM');
    if (dbName) await admin(`drop database if exists "${dbName}" with (force)`).catch(() => {});
    await server.stop();
    for (const d of [work, serverDir]) if (d) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('the gateway mounts no stand-in: no SMS API at its root, no WeChat stand-in, no development routes', async () => {
    expect((await fetch(`${cluster.url}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
    const wx = await fetch(`${cluster.url}/wx-standin/api/cgi-bin/token?grant_type=client_credential`);
    expect(wx.headers.get('content-type')).toMatch(/text\/html/);
    const dev = await fetch(`${cluster.url}/api/dev/outbox?to=${MOBILE}`);
    expect((await dev.text()).includes('"list"')).toBe(false);
  });

  it('an SMS code requested through nginx arrives at the Aliyun stand-in (signed SendSms) and logs in', async () => {
    const jig = await solvedJigsaw(cluster.url);
    const sent = await call(cluster.url, 'webMember/getSmsCodeByJigsaw', { mobile: PERSON, nationCode: '86', purpose: 'login', ...jig });
    expect(sent.body?.response?.sent, JSON.stringify(sent.body)).toBe(true);
    const sms = await waitFor('the SMS', async () => (await messages(`to=${PERSON}&kind=sms`))[0]);
    expect(sms.code).toMatch(/^\d{6}$/);
    const login = await call(cluster.url, 'webMember/personSmsLogin', { mobile: PERSON, smsCode: sms.code });
    person = login.body?.response?.token;
    expect(person, JSON.stringify(login.body)).toBeTruthy();
  });

  it('an upload lands in the S3 bucket and its signed link downloads through nginx', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const { uploadToken } = (await call(cluster.url, 'support/file/requestUploadToken', { appType: 'document' }, person)).body.response;
    const form = new FormData();
    form.append('token', uploadToken);
    form.append('file', new Blob([png], { type: 'image/png' }), 'licence.png');
    const up = (await (await fetch(`${cluster.url}/api/upload`, { method: 'POST', body: form })).json()) as { response: { fileId: string; url: string } };
    expect(up.response?.fileId, JSON.stringify(up)).toBeTruthy();
    // s3rver keeps objects as files under <dir>/<bucket>/<key>._S3rver_object.
    const stored = readdirSync(join(standInsDir, 's3', 'portal', 'portal-files'));
    expect(stored.some((f) => f.startsWith(up.response.fileId))).toBe(true);
    const dl = await fetch(new URL(up.response.url, cluster.url));
    expect(dl.status).toBe(200);
    expect(Buffer.from(await dl.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a recharge settles through the bank stand-in’s signed callback, the ledger shows it, and a replayed callback changes nothing', async () => {
    const before = await withDb(dbUrl, ledger);
    const cardId = await withDb(dbUrl, async (db: pg.Client) => (await db.query("select id from bank_cards where kind = 'recharge' and mobile = $1 limit 1", [MOBILE])).rows[0].id as number);
    const login = await call(cluster.url, 'webMember/companyLogin', { mobile: MOBILE, password: 'Demo@1234', companyCode: 'C10000001' });
    token = login.body?.response?.token;
    expect(token, JSON.stringify(login.body)).toBeTruthy();
    const seen = (await messages(`to=${MOBILE}&kind=sms`)).length;
    expect((await call(cluster.url, 'rechargeCard/sendRechargeSms', { cardId }, token)).body?.response?.sent).toBe(true);
    const sms = await waitFor('the recharge SMS', async () => {
      const list = await messages(`to=${MOBILE}&kind=sms`);
      return list.length > seen && list[0];
    });
    expect((await call(cluster.url, 'rechargeCard/validRechargeSms', { cardId, smsCode: sms.code }, token)).body?.response?.valid).toBe(true);
    const r = await call(cluster.url, 'rechargeCard/recharge', { cardId, amount: '321.00', smsCode: sms.code, idempotencyKey: randomBytes(8).toString('hex') }, token);
    const rechargeId = r.body?.response?.rechargeId;
    expect(rechargeId, JSON.stringify(r.body)).toBeTruthy();
    const orderNo = await withDb(dbUrl, async (db: pg.Client) => (await db.query('select order_no from fund_orders where id = $1', [rechargeId])).rows[0].order_no as string);

    // The bank's callback (not a status query) settles it: wait for the acknowledged callback, then the order.
    const callback = await waitFor('the bank callback', async () => (await messages(`to=${orderNo}&kind=callback`)).find((m) => m.answer === 200));
    expect(callback.status).toBe('success');
    const status = await withDb(dbUrl, async (db: pg.Client) => (await db.query('select status from fund_orders where id = $1', [rechargeId])).rows[0].status);
    expect(status).toBe('success');
    const after = await withDb(dbUrl, ledger);
    expect(after.available - before.available).toBe(32100);
    expect(after.consistent).toBe(true);

    // The very message again: refused as a replay (the nonce is shared by all processes).
    const replay = await fetch(`${cluster.url}/bank/callback`, { method: 'POST', headers: { 'content-type': 'application/json', ...callback.message!.headers }, body: callback.message!.body });
    expect(replay.status).toBe(401);
    // Signed anew by the bank (a retry): acknowledged and ignored.
    const bankKey = createPrivateKey(readFileSync(join(standInsDir, 'bank-private.pem'), 'utf8'));
    const resigned = await fetch(`${cluster.url}/bank/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signatureHeaders(signMessage(bankKey, callback.message!.body, new Date())) },
      body: callback.message!.body,
    });
    expect(resigned.status).toBe(200);
    expect(((await resigned.json()) as { outcome: string }).outcome).toBe('ignored');
    const end = await withDb(dbUrl, ledger);
    expect(end.available).toBe(after.available);
    expect(end.consistent).toBe(true);
    const shown = (await call(cluster.url, 'rechargeCard/queryRechargeStatus', { rechargeId }, token)).body?.response;
    expect(shown?.status).toBe('success');
  });
});
