import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * list_counters is kept by the database (migration "list_counters_triggers"): whatever writes the
 * rows (inserts, moves between groups, soft and hard deletes, bulk statements, TRUNCATE), the
 * counters equal a recount of the table.
 */
describe('list counters kept by triggers', () => {
  let s: TestServer;
  let raw: TestServer['database']['raw'];
  let companyId: number;
  let memberId: number;

  beforeAll(async () => {
    s = await startTestServer();
    raw = s.database.raw.bind(s.database);
    [{ member_id: memberId, company_id: companyId }] = await raw<{
      member_id: number;
      company_id: number;
    }>('lc_m', `select cm.member_id, cm.company_id from company_members cm join members m on m.id = cm.member_id where m.mobile = '13800000001'`, []);
  }, 120_000);
  afterAll(async () => s?.close());

  const counter = async (list: string, scope: number, where = 'true') =>
    (await raw<{ n: number }>('', `select coalesce(sum(n), 0)::int as n from list_counters where list = $1 and scope = $2 and ${where}`, [list, scope]))[0].n;
  const recount = async (sql: string, params: unknown[]) => (await raw<{ n: number }>('', `select count(*)::int as n from ${sql}`, params))[0].n;

  it('employees per department and status follow inserts, updates, deletes and TRUNCATE', async () => {
    const emp = (where: string) => recount(`employees where company_id = $1 and ${where}`, [companyId]);
    await raw(
      'lc_e1',
      `insert into employees (company_id, name, mobile, job_number, gender, status) select $1, 'e' || g, '1550000' || lpad(g::text, 4, '0'), 'LC' || g, 'male', case when g % 3 = 0 then 'left' else 'inService' end from generate_series(1, 300) g`,
      [companyId],
    );
    const [dept] = await raw<{ id: number }>('lc_d', `select id from org_departments where company_id = $1 order by id limit 1`, [companyId]);
    await raw('lc_e2', `update employees set department_id = $2 where company_id = $1 and job_number like 'LC1%'`, [companyId, dept.id]);
    await raw('lc_e3', `update employees set status = 'left' where company_id = $1 and job_number like 'LC2%'`, [companyId]);
    await raw('lc_e4', `delete from employees where company_id = $1 and job_number like 'LC3%'`, [companyId]);
    expect(await counter('employees', companyId)).toBe(await emp('true'));
    expect(await counter('employees', companyId, `state = 'left'`)).toBe(await emp(`status = 'left'`));
    expect(await counter('employees', companyId, `sub = ${dept.id}`)).toBe(await emp(`department_id = ${dept.id}`));
    expect(await counter('employees', companyId, `sub = 0 and state = 'inService'`)).toBe(await emp(`department_id is null and status = 'inService'`));
    await raw('lc_e5', 'truncate employees', []);
    expect(await counter('employees', companyId)).toBe(0);
  });

  it('my files: soft deletes and Excel working files are left out, uploads counted per company', async () => {
    await raw(
      'lc_f1',
      `insert into files (public_id, member_id, company_id, name, ext, mime, size, storage_key, app_type)
       select 'lc-' || g, $1, case when g % 4 = 0 then null else $2::int end, 'f', 'pdf', 'application/pdf', 1, 'k', case when g % 5 = 0 then 'excelImport' else 'doc' end from generate_series(1, 200) g`,
      [memberId, companyId],
    );
    await raw('lc_f2', `update files set deleted_at = now() where public_id like 'lc-1%'`, []);
    await raw('lc_f3', `update files set company_id = null where public_id like 'lc-2%'`, []);
    await raw('lc_f4', `delete from files where public_id like 'lc-3%'`, []);
    const listed = `deleted_at is null and app_type not in ('excelImport', 'excelExport')`;
    expect(await counter('files.company', companyId)).toBe(await recount(`files where ${listed} and company_id = $1`, [companyId]));
    expect(await counter('files.member', memberId, 'sub = 0')).toBe(await recount(`files where ${listed} and member_id = $1 and company_id is null`, [memberId]));
    expect(await counter('files.member', memberId)).toBe(await recount(`files where ${listed} and member_id = $1`, [memberId]));
  });

  it('company members and the disabled among them; news per category', async () => {
    expect(await counter('company_members', companyId)).toBe(await recount('company_members where company_id = $1', [companyId]));
    await raw(
      'lc_n1',
      `insert into content_news (category, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, source_zh, source_en, published, published_at)
       select 'industry', 't', 't', 's', 's', 'b', 'b', 's', 's', g % 2 = 0, now() from generate_series(1, 50) g`,
      [],
    );
    await raw('lc_n2', `update content_news set published = not published where title_zh = 't'`, []);
    expect(await counter('news', 0, `state = 'industry'`)).toBe(await recount(`content_news where published and category = 'industry'`, []));
    expect(await counter('news.all', 0)).toBe(await recount('content_news', []));
  });
});
