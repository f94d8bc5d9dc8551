import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { seed } from '#server/db/seed';
import { capturing, moreCases, QUEUE_TABLES, seedMore, type Statement } from '../../../scripts/bench-lists-more';
import { createPgDatabase, dropPgDatabase, startTestServer, withDatabase, type TestServer } from '../../helpers/server';

/**
 * The plans of the other long lists on PostgreSQL (company members, department members, my files,
 * employees, devices, news, cases, every console queue), with 20,000 rows in each and fresh
 * statistics: every statement the command runs (captured from the gateway call itself, page 1, a
 * middle page and rows=1000) reads an index, the list's own, and its total the counters' primary
 * key, never the whole table. Needs TEST_DATABASE_URL (the test script starts a throwaway PostgreSQL).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('list plan tests on PostgreSQL skipped: TEST_DATABASE_URL is not set');

const ROWS = 20_000;
const BIG = ['members', 'company_members', 'org_department_members', 'files', 'employees', 'org_devices', 'content_news', 'content_cases', 'cert_applications', ...QUEUE_TABLES, 'list_counters'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

describe.skipIf(!pgUrl)('plans of the other lists on PostgreSQL', () => {
  let s: TestServer;
  let database: Database;
  let captured: ReturnType<typeof capturing>;
  let pgDb: { adminUrl: string; name: string };
  let memberToken: string;
  let operatorToken: string;
  let departmentId: number;

  beforeAll(async () => {
    pgDb = await createPgDatabase(pgUrl!);
    const url = withDatabase(pgDb.adminUrl, pgDb.name);
    database = await openDatabase({ databaseUrl: url, dataDir: '' });
    await seed(database.db, { demoAccounts: true });
    captured = capturing(database, url);
    s = await startTestServer({}, { database: captured.database });
    const [m] = await database.raw<{ id: number; company_id: number }>('pm_m', `select m.id, cm.company_id from members m join company_members cm on cm.member_id = m.id where m.mobile = '13800000001'`, []);
    ({ operatorToken, departmentId } = await seedMore(database, ROWS, m.id, m.company_id));
    // Each device checked once, as a working site's are (an empty checks table plans as a hash of all members).
    await database.raw('pm_checks', `insert into device_checks (company_id, device_id, member_id, result, checked_at) select company_id, id, $1, 'normal', now() from org_devices where sn like 'BLSN%'`, [m.id]);
    await database.raw('pm_checks_an', 'vacuum analyze device_checks', []);
    // Counters of many other owners, so that the planner reads list_counters as it would on a site
    // with many companies (a handful of rows is cheaper to scan than to look up).
    await database.raw('pm_fill', `insert into list_counters (list, scope, n) select 'filler', g, 1 from generate_series(1, 50000) g`, []);
    await database.raw('pm_fill_an', 'vacuum analyze list_counters', []);
    memberToken = await s.createSession('member', '13800000001');
  }, 300_000);
  afterAll(async () => {
    await s?.close();
    await captured?.close();
    await database?.close();
    if (pgDb) await dropPgDatabase(pgDb.adminUrl, pgDb.name);
  });

  async function plans(statements: Statement[]) {
    const all: PlanNode[] = [];
    for (const st of statements) {
      const [row] = await database.raw<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>('', `explain (format json) ${st.text}`, st.params);
      all.push(...nodes(row['QUERY PLAN'][0].Plan));
    }
    return all;
  }

  // News and cases: when (nearly) every row is published, the list's partial index and the
  // console's full one cost the same, and the planner may take either; both are in list order.
  const expected: Record<string, string[]> = {
    members: ['company_members_list_idx'],
    'department members': ['org_department_members_list_idx'],
    'my files': ['files_company_list_idx'],
    employees: ['employees_company_idx'],
    devices: ['org_devices_company_list_idx'],
    news: ['content_news_published_idx', 'content_news_all_idx'],
    cases: ['content_cases_published_idx', 'content_cases_all_idx'],
    'queue realName': ['cert_applications_kind_idx'],
    'queue enterpriseInfo': ['enterprise_infos_queue_idx'],
    'queue changeInfo': ['cert_applications_kind_idx'],
    'queue changeBank': ['cert_applications_kind_idx'],
    'queue bankBinding': ['cert_applications_bank_all_idx'],
    'queue financeApply': ['finance_queue_idx'],
    'queue fundOpening': ['fund_accounts_queue_idx'],
    'queue factoryPush': ['factory_pushes_queue_idx'],
    'queue reconciliation': ['recon_items_pkey'],
  };

  it('every list reads its index on page 1, a middle page and rows=1000, and its total from the counters', async () => {
    for (const c of moreCases(ROWS, departmentId)) {
      const token = c.token === 'operator' ? operatorToken : memberToken;
      let body: { response?: { list: unknown[]; total: number } } = {};
      const statements = await captured.capture(async () => {
        body = (await s.call(c.cmd, c.parameters, { token, page: c.page, rows: c.rows })) as typeof body;
      });
      expect(body.response?.list.length, c.name).toBe(c.rows);
      const ns = await plans(statements);
      const described = JSON.stringify(ns.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]));
      const seq = ns.filter((n) => n['Node Type'] === 'Seq Scan' && BIG.includes(n['Relation Name'] ?? ''));
      expect(seq, `${c.name}: ${described}`).toEqual([]);
      const list = Object.keys(expected).find((k) => c.name.startsWith(k))!;
      const uses = (index: string) => ns.some((n) => /^Index (Only )?Scan/.test(n['Node Type']) && n['Index Name'] === index);
      expect(expected[list].some(uses), `${c.name}: ${described}`).toBe(true);
      expect(uses('list_counters_list_scope_sub_state_pk'), `${c.name}: ${described}`).toBe(true);
    }
  });

  it('the filtered lists read their own indexes: employees by status, news by category, the queue by status', async () => {
    const cases = [
      { cmd: 'employee/getList', parameters: { status: 'left' }, token: memberToken, index: 'employees_company_status_idx' },
      { cmd: 'webNews/getNewsList', parameters: { category: 'industry' }, token: memberToken, index: 'content_news_list_idx' },
      { cmd: 'operator/queue', parameters: { queue: 'realName', status: 'approved' }, token: operatorToken, index: 'cert_applications_queue_idx' },
    ];
    for (const c of cases) {
      const statements = await captured.capture(() => s.call(c.cmd, c.parameters, { token: c.token, page: 50, rows: 20 }));
      const ns = await plans(statements);
      const described = JSON.stringify(ns.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]));
      expect(
        ns.filter((n) => n['Node Type'] === 'Seq Scan' && BIG.includes(n['Relation Name'] ?? '')),
        `${c.cmd}: ${described}`,
      ).toEqual([]);
      expect(
        ns.some((n) => /^Index (Only )?Scan/.test(n['Node Type']) && n['Index Name'] === c.index),
        `${c.cmd}: ${described}`,
      ).toBe(true);
    }
  });

  it('the counters agree with the tables after the bulk inserts', async () => {
    const [r] = await database.raw<{ ok: boolean }>(
      'pm_recount',
      `select (select n from list_counters where list = 'files.company' and scope = (select company_id from files where public_id = 'bench-1'))
            = (select count(*) from files where deleted_at is null and app_type not in ('excelImport', 'excelExport') and company_id = (select company_id from files where public_id = 'bench-1')) as ok`,
      [],
    );
    expect(r.ok).toBe(true);
    const [e] = await database.raw<{ a: number; b: number }>('pm_recount2', `select (select sum(n)::int from list_counters where list = 'employees') as a, (select count(*)::int from employees) as b`, []);
    expect(e.a).toBe(e.b);
  });
});
