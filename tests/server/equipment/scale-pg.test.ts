import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { companyId, ok } from './_company';
import * as equipmentCmds from '#shared/contract/equipment';

/**
 * equipment/getList with 100,000 devices of one company on PostgreSQL (TEST_DATABASE_URL; skipped
 * on PGlite). Prints the figures and checks that the first page reads the (company, id) index
 * instead of sorting the table.
 */
const pg = !!process.env.TEST_DATABASE_URL;
let s: TestServer;
let admin: string;

beforeAll(async () => {
  if (!pg) return;
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  const cid = await companyId(s);
  const t0 = Date.now();
  await s.database.db.execute(sql`insert into org_devices (company_id, sn, model, name, department_id, status, brand, location)
    select ${cid}, 'BULK-' || lpad(g::text, 6, '0'), (array['IBX-100','IBX-200','IMT-100'])[1 + g % 3], '设备 ' || g,
           (select id from org_departments where company_id = ${cid} order by id offset (g % 5) limit 1),
           (array['inUse','inUse','idle','repair','scrapped'])[1 + g % 5], '品牌' || (g % 20), '车间 ' || (g % 7)
      from generate_series(1, 100000) g`);
  // As autovacuum does after a large insert: folds the trigram index's pending list (GIN fastupdate) into it.
  await s.database.db.execute(sql`vacuum analyze org_devices`);
  console.log(`inserted 100,000 devices in ${Date.now() - t0} ms`);
}, 180_000);
afterAll(async () => {
  await s?.close();
});

/** The median of 3 timed calls after a warm-up one. */
const timed = async (params: Record<string, unknown>) => {
  let r = ok(await s.call(equipmentCmds.equipmentList, params, { token: admin })); // warm
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    r = ok(await s.call(equipmentCmds.equipmentList, params, { token: admin }));
    times.push(performance.now() - t0);
  }
  return { ms: Math.round(times.sort((a, b) => a - b)[1]), r };
};

/** Keyword searches: a name (11 hits), a serial (1), a location (~14,000), a brand (5,000), nothing. */
const KEYWORDS = ['设备 9999', 'BULK-099999', '车间 3', '品牌17', 'ZZZ-NOPE'];

describe.skipIf(!pg)('100,000 devices on PostgreSQL', () => {
  it('page 1, a filtered page and a deep page answer quickly', async () => {
    const first = await timed({ page: 1, rows: 20 });
    expect(first.r.total).toBe(100_006);
    const filtered = await timed({ page: 3, rows: 20, status: 'idle', model: 'IMT' });
    expect(filtered.r.list.every((d: { status: string; model: string }) => d.status === 'idle' && d.model.startsWith('IMT'))).toBe(true);
    const keyword = await timed({ page: 1, rows: 20, keyword: '设备 9999' });
    const deep = await timed({ page: 2000, rows: 20 });
    console.log(`getList page 1: ${first.ms} ms; status+model page 3: ${filtered.ms} ms (total ${filtered.r.total}); keyword: ${keyword.ms} ms (total ${keyword.r.total}); page 2000: ${deep.ms} ms`);
    for (const t of [first, filtered, deep]) expect(t.ms).toBeLessThan(500);
    expect(keyword.ms).toBeLessThan(500); // the trigram index (a scan took ~0.55-0.85 s)
  });

  it('the keyword search reads the trigram index (figures without and with it)', async () => {
    const run = async () => {
      const out: string[] = [];
      for (const keyword of KEYWORDS) {
        const t = await timed({ page: 1, rows: 20, keyword });
        out.push(`"${keyword}" ${t.ms} ms (total ${t.r.total})`);
      }
      return out.join('; ');
    };
    await s.database.db.execute(sql`drop index org_devices_keyword_trgm_idx`);
    const without = await run();
    await s.database.db.execute(sql`create index org_devices_keyword_trgm_idx on org_devices using gin (name gin_trgm_ops, sn gin_trgm_ops, brand gin_trgm_ops, location gin_trgm_ops)`);
    await s.database.db.execute(sql`analyze org_devices`);
    const withIndex = await run();
    console.log(`keyword search, 100,000 devices, without the trigram index: ${without}\nwith it: ${withIndex}`);
    const cid = await companyId(s);
    const plan = (
      (await s.database.db.execute(
        sql`explain select id from org_devices where company_id = ${cid} and (name ilike '%设备 9999%' or sn ilike '%设备 9999%' or brand ilike '%设备 9999%' or location ilike '%设备 9999%') order by id desc limit 20`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] }
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/org_devices_keyword_trgm_idx/);
  }, 120_000);

  // With one company holding every row the planner may walk the primary key backwards instead of
  // (company, id): both read 20 index entries; what must not happen is a sort of the whole table.
  it('the first page walks an index without sorting; the status filter reads its (company, status, id) index', async () => {
    const cid = await companyId(s);
    const plan = async (q: ReturnType<typeof sql>) => ((await s.database.db.execute(q)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    const p1 = await plan(sql`explain select id from org_devices where company_id = ${cid} order by id desc limit 20`);
    const p2 = await plan(sql`explain select id from org_devices where company_id = ${cid} and status = 'idle' order by id desc limit 20`);
    console.log(p1, '\n', p2);
    expect(p1).toMatch(/Index (Only )?Scan Backward using org_devices_(pkey|company_list_idx)/);
    expect(p1).not.toMatch(/Sort/);
    expect(p2).toMatch(/org_devices_company_status_idx/);
  });
});
