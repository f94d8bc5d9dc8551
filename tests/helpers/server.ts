import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import type { CommandDef, ParamsOf, ResponseOf } from '#shared/contract/command';
import type { GatewayErrorBody } from '#shared/contract/errors';
import { buildServer, type App } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, usePglite, type Database } from '#server/db/client';
import { companies, companyMembers, members, operators, sessions } from '#server/db/schema';
import { seed } from '#server/db/seed';
import { pgliteExtensions } from '#server/db/pglite-extensions';
import { hashToken, newToken } from '#server/gateway/session';
import { testSigningKeys } from './oidc-keys';

/**
 * The gateway as tests see it: one server over one database, driven with
 * fastify.inject (no port). Open ONE per test file (PGlite starts in ~2 s and
 * may take up to 1 GB) and close it in afterAll, or the worker never exits.
 *
 * Storage: an in-memory PGlite, started from the migrated template that the
 * server project's global setup made with openDatabase() (tests/helpers/pglite-template.ts),
 * or started fresh through openDatabase() itself (`fresh: true`, TEST_PGLITE_FRESH=1).
 * When TEST_DATABASE_URL is set: a freshly created PostgreSQL database, dropped again on close.
 */

/** The parsed gateway answer: `{response}` or `{error}`. `response` is loose on purpose: tests assert its shape. */
const isCommand = (c: unknown): c is CommandDef => typeof c === 'object' && c !== null && typeof (c as CommandDef).cmd === 'string' && 'access' in c;

export interface GatewayBody {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  response?: any;
  error?: GatewayErrorBody;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  page?: number;
  rows?: number;
  /** A Cookie request header (the gateway reads only the WeChat ticket cookie, for WeChat commands). */
  cookie?: string;
  /** A User-Agent request header (sessions and the audit trail record it). */
  userAgent?: string;
  /** An Origin request header (outside production, the passkeys' relying party). */
  origin?: string;
}

export type SessionKind = 'member' | 'operator' | 'salesman';

export interface SessionOptions {
  /** Company the session acts for. Omitted: the member's first company (none for a personal member); null: none. */
  companyCode?: string | null;
  /** Already past its expiry (answers 15). */
  expired?: boolean;
  /** Revoked, as by logout (answers 14). */
  revoked?: boolean;
}

export interface StartOptions {
  /** Reuse a database opened by another test server of the same file (not closed by close()). */
  database?: Database;
  /** Seed the demo accounts (default true). */
  demoAccounts?: boolean;
  /** Open PGlite through openDatabase() (initdb + migrations) instead of the migrated template. */
  fresh?: boolean;
}

export interface TestServer {
  app: App;
  database: Database;
  config: Config;
  /**
   * POST /api/ with the envelope; returns the parsed JSON body. Pass the contract's command
   * (`s.call(fund.sumbitApply, params)`) so a renamed command fails to compile; the parameters are
   * then checked against ParamsOf unless the test sends deliberately bad ones (the loose form, which
   * also takes a cmd string).
   */
  call<C extends CommandDef>(cmd: C, parameters: ParamsOf<C>, opts?: CallOptions): Promise<GatewayBody>;
  call(cmd: unknown, parameters?: unknown, opts?: CallOptions): Promise<GatewayBody>;
  /** Runs a command by its contract entry and answers its typed response (ResponseOf); a gateway error throws. */
  run<C extends CommandDef>(cmd: C, parameters: ParamsOf<C>, opts?: CallOptions): Promise<ResponseOf<C>>;
  /** Inserts a session row directly, so access levels are testable without the login commands. Returns the token. */
  createSession(kind: SessionKind, login: string, opts?: SessionOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Record<string, string> = {}, opts: StartOptions = {}): Promise<TestServer> {
  let pg: { adminUrl: string; name: string } | null = null;
  let database = opts.database;
  const ownsDatabase = !database;
  let databaseUrl = '';
  if (!database && process.env.TEST_DATABASE_URL) {
    pg = await createPgDatabase(process.env.TEST_DATABASE_URL);
    databaseUrl = withDatabase(pg.adminUrl, pg.name);
  }
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    // Never reach a database configured for development by accident.
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: '0',
    // Every test request comes from one IP: per-IP SMS and look-up budgets are off unless a test sets them.
    SMS_DAILY_PER_IP: '0',
    LOOKUP_FREE_PER_IP_HOUR: '0',
    LOOKUP_FREE_PER_NUMBER_HOUR: '0',
    LOOKUP_DAILY_PER_IP: '0',
    LOOKUP_DAILY_PER_NUMBER: '0',
    // Production refuses to start without ID-token signing keys; a production-mode test server gets
    // a fresh one unless the test sets its own (tests/unit/config-required.test.ts covers the refusal).
    ...(overrides.NODE_ENV === 'production' ? { OIDC_ISSUER: 'https://portal.example.com', OIDC_SIGNING_KEYS: testSigningKeys() } : {}),
    ...overrides,
  });
  let app: App;
  try {
    if (!database) {
      const template = databaseUrl || opts.fresh ? '' : pgliteTemplate();
      database = template ? await openPgliteFromTemplate(template) : await openDatabase(config);
      await seed(database.db, { demoAccounts: opts.demoAccounts ?? true });
    }
    app = await buildServer({ config, database, logger: false });
    await app.ready();
  } catch (err) {
    // Do not leave a database (or a PostgreSQL test database) behind when start-up fails.
    if (ownsDatabase) await database?.close().catch(() => {});
    if (pg) await dropPgDatabase(pg.adminUrl, pg.name).catch(() => {});
    throw err;
  }
  const db = database.db;

  const call = async (cmd: unknown, parameters?: unknown, o: CallOptions = {}): Promise<GatewayBody> => {
    const body: Record<string, unknown> = { cmd: isCommand(cmd) ? cmd.cmd : cmd };
    if (parameters !== undefined) body.parameters = parameters;
    if (o.page !== undefined) body.page = o.page;
    if (o.rows !== undefined) body.rows = o.rows;
    if (o.token !== undefined) body.token = o.token;
    const res = await app.inject({
      method: 'POST',
      url: o.lang === undefined ? '/api/' : `/api/?lang=${encodeURIComponent(o.lang)}`,
      payload: body,
      headers: { ...(o.cookie !== undefined ? { cookie: o.cookie } : {}), ...(o.userAgent !== undefined ? { 'user-agent': o.userAgent } : {}), ...(o.origin !== undefined ? { origin: o.origin } : {}) },
    });
    if (res.statusCode >= 500) throw new Error(`gateway answered ${res.statusCode}: ${res.body}`);
    return res.json() as GatewayBody;
  };
  const run: TestServer['run'] = async (cmd, parameters, o) => {
    const body = await call(cmd, parameters, o);
    if (body.error) throw new Error(`${cmd.cmd} answered ${body.error.errorCode}: ${body.error.errorInfo}`);
    return body.response as ResponseOf<typeof cmd>;
  };

  const createSession: TestServer['createSession'] = async (kind, login, o = {}) => {
    let memberId: number | null = null;
    let operatorId: number | null = null;
    let companyId: number | null = null;
    if (kind === 'operator') {
      const [op] = await db.select({ id: operators.id }).from(operators).where(eq(operators.account, login)).limit(1);
      if (!op) throw new Error(`no operator ${login}`);
      operatorId = op.id;
    } else {
      const [m] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, login)).limit(1);
      if (!m) throw new Error(`no member ${login}`);
      memberId = m.id;
      if (o.companyCode === undefined) {
        const [cm] = await db.select({ id: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.memberId, m.id)).limit(1);
        companyId = cm?.id ?? null;
      } else if (o.companyCode !== null) {
        const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, o.companyCode)).limit(1);
        if (!c) throw new Error(`no company ${o.companyCode}`);
        companyId = c.id;
      }
    }
    const now = app.deps.clock.now().getTime();
    const token = newToken();
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      family: randomUUID(),
      kind,
      memberId,
      operatorId,
      companyId,
      expiresAt: new Date(o.expired ? now - 60_000 : now + 3_600_000),
      revokedAt: o.revoked ? new Date(now - 1000) : null,
    });
    return token;
  };

  return {
    app,
    database,
    config,
    call: call as TestServer['call'],
    run,
    createSession,
    async close() {
      await app.close();
      if (ownsDatabase) await database!.close();
      if (pg) await dropPgDatabase(pg.adminUrl, pg.name);
    },
  };
}

/**
 * The file's one server (or the describe block's, called inside one): started in beforeAll and closed
 * in afterAll. The answer forwards to the server once it has started, so it is declared with `const`
 * at the top of the file and read only inside hooks and tests.
 */
export function useTestServer(overrides: Record<string, string> = {}, opts: StartOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(overrides, opts);
  });
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!server) throw new Error('the test server starts in beforeAll: read it inside hooks and tests');
      return Reflect.get(server, key);
    },
  });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(adminUrl: string, sql: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database next to adminUrl's (tests of start-up on an empty database). */
export async function createPgDatabase(adminUrl: string) {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  return { adminUrl, name };
}

export async function dropPgDatabase(adminUrl: string, name: string) {
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
}

function pgliteTemplate(): string {
  try {
    return inject('pgliteTemplate') ?? '';
  } catch {
    return ''; // outside a vitest worker (or without the global setup)
  }
}

/** An in-memory PGlite loaded from the template tarball; migrate() runs too, a no-op that proves the template is current. */
async function openPgliteFromTemplate(template: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  return usePglite(new PGlite({ loadDataDir: new Blob([readFileSync(template)]), extensions: await pgliteExtensions() }));
}
