import type { ChildProcess } from 'node:child_process';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { auditEntries, auditHeads, companies, orgRoles } from '#server/db/schema';
import { walkChain } from '#server/domains/audit/verify';
import { startGatewayProcess } from '../../helpers/gateway-process';
import { createPgDatabase, dropPgDatabase, withDatabase } from '../../helpers/server';

/**
 * The audit entry is part of its change (decision 0053), also when the process dies: the real
 * gateway (tsx server/main.ts) on PostgreSQL takes role saves from 6 parallel clients and is
 * killed with SIGKILL in the middle. Every role that exists has its entry and every entry its
 * role; the company's chain verifies to its head, and a new process goes on chaining from there.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.warn('audit kill test on PostgreSQL skipped: TEST_DATABASE_URL is not set');

const PREFIX = 'kill-';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const children: ChildProcess[] = [];

async function startGateway(databaseUrl: string) {
  const started = await startGatewayProcess({ DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '0' });
  children.push(started.proc);
  return started;
}

async function call<T>(port: number, cmd: string, parameters: unknown, token?: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}/api/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cmd, parameters, token }) });
  const body = (await res.json()) as { response?: T; error?: unknown };
  if (body.error) throw new Error(`${cmd}: ${JSON.stringify(body.error)}`);
  return body.response as T;
}

const adminToken = async (port: number) => (await call<{ token: string }>(port, 'webMember/companyLogin', { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' })).token;
const saveRole = (port: number, token: string, name: string) => call(port, 'webMember/saveRoleConfiguration', { name, buttonIds: ['audit.view'] }, token);

describe.skipIf(!adminUrl)('audit entries when the gateway is killed (PostgreSQL)', () => {
  let dbName = '';
  let url = '';
  let db: Database;
  let companyId = 0;

  beforeAll(async () => {
    dbName = (await createPgDatabase(adminUrl!)).name;
    url = withDatabase(adminUrl!, dbName);
  }, 30_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await db?.close();
    if (dbName) await dropPgDatabase(adminUrl!, dbName);
  });

  /** The role names that exist, and the names the done entries of role saves recorded. */
  async function rolesAndEntries() {
    const roles = await db.db
      .select({ name: orgRoles.name })
      .from(orgRoles)
      .where(and(eq(orgRoles.companyId, companyId), like(orgRoles.name, `${PREFIX}%`)));
    const entries = await db.db
      .select({ detail: auditEntries.detail })
      .from(auditEntries)
      .where(and(eq(auditEntries.companyId, companyId), eq(auditEntries.cmd, 'webMember/saveRoleConfiguration'), eq(auditEntries.result, 'done')));
    const named = entries.map((e) => (e.detail as { changes: { field: string; after: unknown }[] }).changes.find((c) => c.field === 'name')?.after as string);
    return { roles: roles.map((r) => r.name).sort(), entries: named.filter((n) => n.startsWith(PREFIX)).sort() };
  }

  async function chainHolds() {
    const chain = `c:${companyId}`;
    const walked = await walkChain(db.db, chain, 0, '');
    const [head] = await db.db.select().from(auditHeads).where(eq(auditHeads.chain, chain));
    return { ok: walked.ok, broken: walked.broken, atHead: walked.lastSeq === head.seq && walked.lastHash === head.hash, entries: walked.checked };
  }

  it('loses no entry and writes none without its change; the chain holds and goes on after a restart', async () => {
    const first = await startGateway(url);
    db = await openDatabase({ databaseUrl: url, dataDir: '' });
    [{ id: companyId }] = await db.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001'));
    const token = await adminToken(first.port);

    // Six clients save roles one after another until the process dies under them.
    let n = 0;
    let acknowledged = 0;
    let running = true;
    const client = async () => {
      while (running) {
        try {
          await saveRole(first.port, token, `${PREFIX}${++n}`);
          acknowledged++;
        } catch {
          if (first.proc.exitCode !== null || first.proc.signalCode !== null) return;
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await sleep(1_500);
    first.proc.kill('SIGKILL');
    await new Promise((r) => first.proc.once('exit', r));
    running = false;
    await Promise.all(clients);

    const after = await rolesAndEntries();
    expect(acknowledged).toBeGreaterThan(5);
    expect(after.roles.length).toBeGreaterThanOrEqual(acknowledged);
    expect(after.entries).toEqual(after.roles);
    const held = await chainHolds();
    expect(held).toMatchObject({ ok: true, broken: null, atHead: true });

    // A new process chains on from the head the killed one left.
    const second = await startGateway(url);
    await saveRole(second.port, await adminToken(second.port), `${PREFIX}after`);
    second.proc.kill('SIGTERM');
    const again = await rolesAndEntries();
    expect(again.entries).toEqual(again.roles);
    expect(again.roles).toContain(`${PREFIX}after`);
    const heldAgain = await chainHolds();
    expect(heldAgain).toMatchObject({ ok: true, atHead: true });
    expect(heldAgain.entries).toBeGreaterThan(held.entries);
  }, 120_000);
});
