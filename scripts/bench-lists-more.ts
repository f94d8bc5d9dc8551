// `npm run bench`, the lists beside messages and records (scripts/bench-lists.ts): company members,
// department members, my files, employees, devices, news, cases and a console queue, each at
// 100,000 rows for one company (the site for news, cases and the queue). The bare SQL of a case is
// what its command ran: the statements are captured from one gateway call (a pool that records the
// queries the server's Drizzle sends, and the raw reads beside it) and replayed one after another
// through the same driver, so the figure needs no copy of each command's query building.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { hashToken, newToken } from '../server/gateway/session';

export interface Statement {
  text: string;
  params: unknown[];
}

/** The database the bench's server uses: the same one, with every statement recorded while `recording`. */
export function capturing(database: Database, url: string) {
  const state = { recording: false, statements: [] as Statement[] };
  const record = (text: string, params: unknown[] = []) => {
    if (state.recording) state.statements.push({ text, params });
  };
  class CapturePool extends pg.Pool {
    // @ts-expect-error one override for pg's many query overloads
    query(config: string | { text: string; values?: unknown[] }, values?: unknown[], cb?: unknown) {
      if (typeof config === 'string') record(config, values);
      else record(config.text, config.values ?? values);
      // @ts-expect-error forwarded as given
      return super.query(config, values, cb);
    }
  }
  const pool = new CapturePool({ connectionString: url, max: 10 });
  // As the server's own pool (server/db/client.ts): an idle connection the server drops (the test
  // database dropped with force, a restart) is already out of the pool; unheard, it would be an
  // unhandled error of whichever test file is running.
  pool.on('error', () => {});
  const db = drizzle(pool as unknown as pg.Pool, { schema }) as unknown as Db;
  const wrapped: Database = {
    ...database,
    db,
    raw: (name, text, params) => {
      record(text, params);
      return database.raw(name, text, params);
    },
  };
  return {
    database: wrapped,
    async capture(fn: () => Promise<unknown>): Promise<Statement[]> {
      state.statements = [];
      state.recording = true;
      try {
        await fn();
      } finally {
        state.recording = false;
      }
      return state.statements;
    },
    close: () => pool.end(),
  };
}

/** Replays captured statements through the driver (prepared by name, as the server's raw reads are). */
export const replay = (database: Database, statements: Statement[]) => async () => {
  for (const s of statements) await database.raw(`bare_${createHash('sha1').update(s.text).digest('hex').slice(0, 16)}`, s.text, s.params);
};

/**
 * Their execution time inside PostgreSQL (EXPLAIN ANALYZE), summed. Without per-node timing: timing
 * each of the 50,000 index entries a middle page skips tripled that page's figure (3 ms ran as 21).
 */
export async function inPostgres(database: Database, statements: Statement[]) {
  let spent = 0;
  for (const s of statements) {
    const [row] = await database.raw<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>('', `explain (analyze, timing off, format json) ${s.text}`, s.params);
    spent += row['QUERY PLAN'][0]['Execution Time'];
  }
  return spent;
}

export interface MoreCase {
  name: string;
  budget: number;
  cmd: string;
  parameters: Record<string, unknown>;
  page: number;
  rows: number;
  token: 'member' | 'operator';
}

/** 100,000 rows (ROWS) in each list; the demo member's company owns the company lists. */
export async function seedMore(database: Database, ROWS: number, memberId: number, companyId: number) {
  const raw = database.raw.bind(database);
  await raw('bm_members', `insert into members (code, mobile, name) select 'BL' || g, '177' || lpad(g::text, 8, '0'), '成员' || g from generate_series(1, $1::int) g`, [ROWS]);
  await raw('bm_cm', `insert into company_members (company_id, member_id, created_at) select $1, id, now() - make_interval(secs => id) from members where code like 'BL%'`, [companyId]);
  const [dept] = await raw<{ id: number }>('bm_dept', `insert into org_departments (company_id, name) values ($1, 'Bench') returning id`, [companyId]);
  await raw('bm_dm', `insert into org_department_members (company_id, member_id, department_id, created_at) select $1, id, $2, now() - make_interval(secs => id) from members where code like 'BL%'`, [companyId, dept.id]);
  await raw(
    'bm_files',
    `insert into files (public_id, member_id, company_id, name, ext, mime, size, storage_key, app_type, created_at)
     select 'bench-' || g, $1, $2, 'file-' || g || '.pdf', 'pdf', 'application/pdf', 1000, 'bench/' || g, 'companyDocument', now() - make_interval(secs => g)
     from generate_series(1, $3::int) g`,
    [memberId, companyId, ROWS],
  );
  await raw(
    'bm_emp',
    `insert into employees (company_id, name, mobile, job_number, gender, status)
     select $1, '员工' || g, '166' || lpad(g::text, 8, '0'), 'BL' || g, case when g % 2 = 0 then 'male' else 'female' end, case when g % 10 = 0 then 'left' else 'inService' end
     from generate_series(1, $2::int) g`,
    [companyId, ROWS],
  );
  await raw('bm_dev', `insert into org_devices (company_id, sn, model, name, status) select $1, 'BLSN' || g, 'M' || (g % 50), '设备' || g, 'inUse' from generate_series(1, $2::int) g`, [companyId, ROWS]);
  await raw(
    'bm_news',
    `insert into content_news (category, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, source_zh, source_en, published, published_at)
     select case when g % 2 = 0 then 'industry' else 'announcement' end, '新闻 ' || g, 'News ' || g, '摘要', 'Summary', '<p>正文</p>', '<p>Body</p>', '来源', 'Source', true, now() - make_interval(mins => g)
     from generate_series(1, $1::int) g`,
    [ROWS],
  );
  await raw(
    'bm_cases',
    `insert into content_cases (type, title_zh, title_en, company_zh, company_en, industry_zh, industry_en, region_zh, region_en, summary_zh, summary_en, body_zh, body_en, cover_url, published, published_at)
     select 1 + g % 4, '案例 ' || g, 'Case ' || g, '公司', 'Company', '行业', 'Industry', '地区', 'Region', '摘要', 'Summary', '<p>正文</p>', '<p>Body</p>', '/img/case.png', true, now() - make_interval(mins => g)
     from generate_series(1, $1::int) g`,
    [ROWS],
  );
  await raw(
    'bm_cert',
    `insert into cert_applications (company_id, kind, status, business, submitted_by, submitted_at)
     select $1, 'initial', 'approved', jsonb_build_object('companyName', '企业 ' || g), $2, now() - make_interval(mins => g) from generate_series(1, $3::int) g`,
    [companyId, memberId, ROWS],
  );
  await seedQueues(database, ROWS, memberId, companyId);
  for (const t of ['members', 'company_members', 'org_department_members', 'files', 'employees', 'org_devices', 'content_news', 'content_cases', 'cert_applications', ...QUEUE_TABLES, 'list_counters']) {
    await raw(`bm_vac_${t}`, `vacuum analyze ${t}`, []);
  }
  const token = newToken();
  await raw('bm_op', `insert into sessions (token_hash, family, kind, operator_id, expires_at) values ($1, 'bench-lists', 'operator', (select min(id) from operators), now() + interval '1 day')`, [hashToken(token)]);
  return { operatorToken: token, departmentId: dept.id };
}

/** The other console queues' tables (the realName queue shares cert_applications). */
export const QUEUE_TABLES = ['companies', 'enterprise_infos', 'finance_applications', 'fund_accounts', 'factories', 'factory_pushes', 'recon_items'];

/**
 * ROWS items in each other console queue: as many companies with their business info under review
 * and a fund account to open, finance applications, factories with a decided push each, one
 * reconciliation day's differences, and changes of business info and of bank account (the latter
 * under the bank's review, so also in the bank-binding queue). Statuses vary as on a working site.
 */
async function seedQueues(database: Database, ROWS: number, memberId: number, companyId: number) {
  const raw = database.raw.bind(database);
  const status = (list: string) => `(array[${list}])[1 + g % ${list.split(',').length}]`;
  await raw('bq_co', `insert into companies (code, name, certified) select 'BQ' || g, '队列企业 ' || g, true from generate_series(1, $1::int) g`, [ROWS]);
  const companiesOf = `(select id, row_number() over (order by id) g from companies where code like 'BQ%') c`;
  await raw(
    'bq_ent',
    `insert into enterprise_infos (company_id, name, introduction, nature, establishment_time, size, industry, contacts, mobile, telphone, email, province_code, city_code, area_code, address, status, submitted_by, submitted_at)
     select id, '队列企业 ' || g, '简介', 'private', '2010-01-01', '50-99', 'machinery', '联系人', '13900000000', '', 'q@example.com', '310000', '310100', '310101', '地址', ${status("'underReview','approved','rejected'")}, $1, now() - make_interval(mins => g::int)
     from ${companiesOf}`,
    [memberId],
  );
  await raw(
    'bq_fund',
    `insert into fund_accounts (company_id, account_no, status, contact_name, id_number, mobile, applied_by, applied_at)
     select id, 'BQ' || lpad(g::text, 12, '0'), ${status("'reviewing','opened','rejected','opened'")}, '联系人', '110101199003077777', '13900000000', $1, now() - make_interval(mins => g::int)
     from ${companiesOf}`,
    [memberId],
  );
  await raw(
    'bq_fin',
    `insert into finance_applications (apply_no, kind, status, company_name, contact_name, mobile, form, submitted_at)
     select 'BQF' || g, ${status("'finance','lease','purchase','productivity'")}, ${status("'passed','notPassed','submitted'")}, '队列企业 ' || g, '联系人', '13900000000', '{}'::jsonb, now() - make_interval(mins => g)
     from generate_series(1, $1::int) g`,
    [ROWS],
  );
  await raw('bq_fac', `insert into factories (fac_sn, name, company_name, status, created_by) select 'BQFAC' || g, '工厂 ' || g, '队列企业 ' || g, 'approved', $1 from generate_series(1, $2::int) g`, [memberId, ROWS]);
  await raw(
    'bq_push',
    `insert into factory_pushes (factory_id, submitter_id, kind, status, submitted_at)
     select id, $1, 'approval', ${status("'approved','rejected'")}, now() - make_interval(mins => g::int)
     from (select id, row_number() over (order by id) g from factories where fac_sn like 'BQFAC%') f`,
    [memberId],
  );
  const [run] = await raw<{ id: number }>(
    'bq_run',
    `insert into recon_runs (day, ledger_count, bank_count, ledger_net, bank_net, differences, result, ran_at) values ('2026-01-01', 0, 0, 0, 0, $1, 'differences', now()) returning id`,
    [ROWS],
  );
  await raw(
    'bq_recon',
    `insert into recon_items (run_id, day, order_no, difference, status, created_at)
     select $1, '2026-01-01', 'BQR' || g, 'missingInBank', ${status("'resolved','open'")}, now() from generate_series(1, $2::int) g`,
    [run.id, ROWS],
  );
  await raw(
    'bq_cert',
    `insert into cert_applications (company_id, kind, status, bank_status, business, submitted_by, submitted_at)
     select $1, k, 'approved', case when k = 'changeBank' then 'bound' end, jsonb_build_object('companyName', '企业 ' || g), $2, now() - make_interval(mins => g)
     from generate_series(1, $3::int) g, unnest(array['changeInfo', 'changeBank']) k`,
    [companyId, memberId, ROWS],
  );
}

/** The console queues besides realName, each with ROWS items (seedQueues). */
export const QUEUES = ['enterpriseInfo', 'changeInfo', 'changeBank', 'bankBinding', 'financeApply', 'fundOpening', 'factoryPush', 'reconciliation'];

export function moreCases(ROWS: number, departmentId: number): MoreCase[] {
  const middle = Math.ceil(ROWS / 2 / 20);
  const three = (list: string, cmd: string, parameters: Record<string, unknown>, token: MoreCase['token'] = 'member'): MoreCase[] => [
    { name: `${list} page 1`, budget: 5, cmd, parameters, page: 1, rows: 20, token },
    { name: `${list} page ${middle.toLocaleString('en')} (middle)`, budget: 20, cmd, parameters, page: middle, rows: 20, token },
    { name: `${list} rows=1000 page 1`, budget: 20, cmd, parameters, page: 1, rows: 1000, token },
  ];
  // equipment/getList takes page and rows as parameters, rows at most 100.
  const devices: MoreCase[] = three('devices', 'equipment/getList', {}).map((c) => {
    const rows = Math.min(c.rows, 100);
    return { ...c, name: c.name.replace('rows=1000', 'rows=100 (its maximum)'), parameters: { page: c.page, rows }, rows };
  });
  return [
    ...three('members', 'memberAppAuth/queryMemberPage', {}),
    ...three('department members', 'departmentMember/queryMemberPage', { departmentId }),
    ...three('my files', 'webDocument/myDocument', {}),
    ...three('employees', 'employee/getList', {}),
    ...devices,
    ...three('news', 'webNews/getNewsList', { category: 'all' }),
    ...three('cases', 'webCase/getCaseList', {}),
    ...three('queue realName', 'operator/queue', { queue: 'realName' }, 'operator'),
    ...QUEUES.flatMap((queue) => three(`queue ${queue}`, 'operator/queue', { queue }, 'operator')),
  ];
}
