// Cross-process correctness checks against a running cluster (scripts/cluster/supervisor.mjs),
// through nginx, with the database read directly to judge the outcome. Shared by
// `npm run scale` (full counts) and tests/server/deploy/cluster.test.ts (small counts).
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const DEMO = { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001', payPassword: '12345678', accountNo: 'FAC10000001' };

/**
 * One gateway call: { status, body } (body null when the answer was not JSON, e.g. nginx's 502
 * page). The checks call /api/?lang=en, so nginx's access log tells their requests apart from a
 * background load on /api/.
 */
export async function call(base, cmd, parameters, token) {
  try {
    const res = await fetch(`${base}/api/?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cmd, parameters, ...(token ? { token } : {}) }),
      // Bounded, but past nginx's 60 s proxy_read_timeout: nginx answers first.
      signal: AbortSignal.timeout(90_000),
    });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body };
  } catch (err) {
    return { status: 0, body: null, error: String(err.cause?.code ?? err.message) };
  }
}

/** The demo company admin's token (webMember/companyLogin through the gateway). */
export async function companyToken(base) {
  const r = await call(base, 'webMember/companyLogin', { mobile: DEMO.mobile, password: DEMO.password, companyCode: DEMO.companyCode });
  if (!r.body?.response?.token) throw new Error(`companyLogin failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.response.token;
}

export async function withDb(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Balances of the demo fund account, and whether the ledger adds up (every txn sums to 0, every balance = its entries). */
export async function ledger(db) {
  const { rows: acc } = await db.query('select id from fund_accounts where account_no = $1', [DEMO.accountNo]);
  const id = acc[0].id;
  const { rows: buckets } = await db.query('select bucket, balance::bigint as b from ledger_accounts where fund_account_id = $1', [id]);
  const bal = Object.fromEntries(buckets.map((r) => [r.bucket, Number(r.b)]));
  const { rows: unbalanced } = await db.query('select count(*)::int as n from (select txn_id from ledger_entries group by txn_id having sum(amount) <> 0) x');
  const { rows: drift } = await db.query('select count(*)::int as n from ledger_accounts a where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)');
  const { rows: orders } = await db.query("select count(*)::int as n, coalesce(sum(amount), 0)::bigint as s from fund_orders where fund_account_id = $1 and kind = 'withdrawal'", [id]);
  return {
    fundAccountId: id,
    available: bal.available ?? 0,
    frozen: bal.frozen ?? 0,
    consistent: unbalanced[0].n === 0 && drift[0].n === 0,
    withdrawals: orders[0].n,
    withdrawn: Number(orders[0].s),
  };
}

/** Waits until no withdrawal is being written any more (a load generator's last requests may still run on the server). */
export async function settle(dbUrl, maxMs = 30_000) {
  let last = -1;
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const now = (await withDb(dbUrl, ledger)).withdrawals;
    if (now === last) return;
    last = now;
    await sleep(700);
  }
}

const cents = (c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
const withdraw = (base, token, amountCents, key = randomUUID()) =>
  call(base, 'extract/sumbitApply', { amount: cents(amountCents), payPassword: DEMO.payPassword, idempotencyKey: key }, token).then((r) => ({ ...r, key }));

/** Counts the upstreams (gateway processes) nginx logged for the checks' POST /api/?lang=en since a byte offset of its access log. */
export function logMark(accessLog) {
  return statSync(accessLog).size;
}
export function upstreamsSince(accessLog, mark) {
  const text = readFileSync(accessLog).subarray(mark).toString('utf8');
  const counts = {};
  for (const line of text.split('\n')) {
    const m = /"POST \/api\/\?lang=en [^"]*".* upstream=([^ ]+)/.exec(line);
    if (!m) continue;
    // A retried request lists every upstream tried ("a, b"): the last one answered.
    const last = m[1].split(',').pop().trim();
    counts[last] = (counts[last] ?? 0) + 1;
  }
  return counts;
}

/**
 * `count` concurrent withdrawals of one amount chosen so that only about 60% fit the balance:
 * exactly floor(available / amount) must be accepted, the rest refused, and the ledger add up.
 */
export async function concurrentWithdrawals({ base, token, dbUrl, count, accessLog }) {
  await settle(dbUrl);
  const before = await withDb(dbUrl, ledger);
  const amount = Math.floor(before.available / Math.floor(count * 0.6)) + 1;
  const expected = Math.floor(before.available / amount);
  const mark = accessLog ? logMark(accessLog) : 0;
  const results = await Promise.all(Array.from({ length: count }, () => withdraw(base, token, amount)));
  const accepted = results.filter((r) => r.status === 200 && r.body?.response?.applyId).length;
  const insufficient = results.filter((r) => r.body?.error?.errorCode === 1006).length;
  const other = results.filter((r) => !(r.status === 200 && r.body?.response?.applyId) && r.body?.error?.errorCode !== 1006);
  const after = await withDb(dbUrl, ledger);
  return {
    count,
    amount,
    expected,
    accepted,
    insufficient,
    other: other.map((r) => r.body?.error?.errorCode ?? r.status),
    consistent: after.consistent,
    availableAfter: after.available,
    // Withdrawals that moved money without the caller seeing a success (a cut connection): should be 0.
    committedUnacknowledged: after.withdrawals - before.withdrawals - accepted,
    moneyOk: after.available === before.available - accepted * amount && after.frozen === before.frozen + accepted * amount && after.withdrawals - before.withdrawals === accepted,
    spread: accessLog ? upstreamsSince(accessLog, mark) : {},
    ok: accepted === expected && other.length === 0 && after.consistent && after.available === before.available - accepted * amount,
  };
}

/**
 * `count` parallel wrong passwords for one member: the lockout allows 5 wrong tries in 15
 * minutes. Reports how many were answered as a checked wrong password (1006) and how many were
 * refused as locked (1004), then whether the right password is refused while locked.
 */
export async function parallelWrongPasswords({ base, count, mobile = '13800000002' }) {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => call(base, 'webMember/personLogin', { mobile, password: `Wrong@${1000 + i}` })));
  const codes = results.map((r) => r.body?.error?.errorCode ?? r.status);
  const wrong = codes.filter((c) => c === 1006).length;
  const locked = codes.filter((c) => c === 1004).length;
  const right = await call(base, 'webMember/personLogin', { mobile, password: DEMO.password });
  const rightLocked = right.body?.error?.errorCode === 1004;
  return { count, wrong, locked, other: codes.filter((c) => c !== 1006 && c !== 1004), rightLocked, ok: wrong <= 5 && rightLocked };
}

/** A picture captcha and its answer from the development outbox (every SMS to a typed number needs one). */
async function solvedCaptcha(base) {
  const { captchaId } = (await call(base, 'webMember/getImage', {})).body.response;
  const out = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(captchaId)}`)).json();
  return { captchaId, captchaCode: out.list.find((m) => m.kind === 'captcha')?.code ?? '' };
}

/** `count` parallel SMS code requests for one fresh mobile: one is sent, the rest wait the 60 s resend time (1004). */
export async function parallelSmsSends({ base, count }) {
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const captchas = await Promise.all(Array.from({ length: count }, () => solvedCaptcha(base)));
  const results = await Promise.all(captchas.map((c) => call(base, 'webMember/getSmsCode', { mobile, nationCode: '86', purpose: 'register', ...c })));
  const sent = results.filter((r) => r.body?.response?.sent === true).length;
  const refused = results.filter((r) => r.body?.error?.errorCode === 1004).length;
  const other = results.filter((r) => !(r.body?.response?.sent === true) && r.body?.error?.errorCode !== 1004).map((r) => r.body?.error?.errorCode ?? r.status);
  return { count, sent, refused, other, ok: sent === 1 && refused === count - 1 };
}

/**
 * A load of idempotent withdrawals (small amounts, a fresh key each) from `workers` concurrent
 * callers for `seconds`; one gateway process gets SIGKILL a third of the way in. Every
 * acknowledged withdrawal (HTTP 200 with an applyId) must be in the database; then every
 * unacknowledged one is retried once with its key (as a client would) and no key may have moved
 * money twice.
 */
export async function killUnderLoad({ base, token, dbUrl, cluster, victim, seconds, workers, amountCents = 1 }) {
  await settle(dbUrl);
  const acked = new Map();
  const unacked = [];
  let killedAt = null;
  const until = Date.now() + seconds * 1000;
  const killer = (async () => {
    await sleep((seconds * 1000) / 3);
    process.kill(cluster.pid(victim), 'SIGKILL');
    killedAt = Date.now();
  })();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        const r = await withdraw(base, token, amountCents);
        if (r.status === 200 && r.body?.response?.applyId) acked.set(r.key, r.body.response.applyId);
        else {
          unacked.push({ key: r.key, code: r.body?.error?.errorCode ?? r.status });
          // A client backs off before its next try (with one process down and none left, nginx answers 502 at once).
          await sleep(250);
        }
      }
    }),
  );
  await killer;
  const restarted = await cluster
    .waitReady(victim, 60_000)
    .then(() => true)
    .catch(() => false);
  // The client's retry of what it never saw acknowledged: the same key answers the first outcome or runs once.
  const retried = [];
  const queue = [...unacked];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let u = queue.shift(); u; u = queue.shift()) retried.push(await withdraw(base, token, amountCents, u.key));
    }),
  );
  const retriedOk = retried.filter((r) => r.status === 200 && r.body?.response?.applyId).length;
  const retryFailures = [...new Set(retried.filter((r) => !(r.status === 200 && r.body?.response?.applyId)).map((r) => r.body?.error?.errorCode ?? r.status))];
  const { fundAccountId, consistent } = await withDb(dbUrl, ledger);
  const keys = [...acked.keys(), ...unacked.map((u) => u.key)];
  const { missing, keysWithOrder, orders } = await withDb(dbUrl, async (db) => {
    const { rows } = await db.query(
      `select i.key, (i.response->>'applyId')::int as apply_id, o.id as order_id, o.amount::int as amount from fund_idempotency i
       left join fund_orders o on o.id = (i.response->>'applyId')::int where i.fund_account_id = $1 and i.key = any($2)`,
      [fundAccountId, keys],
    );
    const found = new Map(rows.map((r) => [r.key, r]));
    // Every withdrawal order of this run belongs to exactly one of its keys (no key moved money twice).
    const { rows: o } = await db.query(`select count(*)::int as n from fund_orders where fund_account_id = $1 and kind = 'withdrawal' and id = any($2)`, [fundAccountId, rows.map((r) => r.apply_id).filter(Boolean)]);
    return {
      missing: [...acked.keys()].filter((k) => !found.get(k)?.order_id || found.get(k).apply_id !== acked.get(k)),
      keysWithOrder: rows.filter((r) => r.order_id && r.amount === amountCents).length,
      orders: o[0].n,
    };
  });
  return {
    seconds,
    workers,
    acknowledged: acked.size,
    unacknowledged: unacked.length,
    unackedCodes: [...new Set(unacked.map((u) => u.code))],
    missing: missing.length,
    killedAfterMs: killedAt ? killedAt - (until - seconds * 1000) : null,
    restarted,
    retriedOk,
    retryFailures,
    keysWithOrder,
    consistent,
    ok: missing.length === 0 && restarted && retriedOk === unacked.length && keysWithOrder === keys.length && orders === keys.length && consistent,
  };
}
