import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '#server/db/schema';
import { checkExtendedValues } from '#server/domains/extended-field/check-values';
import { extColumnLookup } from '#server/domains/extended-field/unique-lookups';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';

/** Extended field settings and the one check of extended values (decision record 0016). */
let s: TestServer;
let admin: string;
let plain: string;
let other: string;
let companyId: number;
const call = (cmd: string, p: unknown, token = admin, lang?: string) => s.call(cmd, p, { token, lang });

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  plain = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
  other = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
  companyId = (await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001')))[0].id;
  await call('dictionary/saveGroup', {
    key: 'shift',
    nameZh: '班次',
    nameEn: 'Shift',
    values: [
      { key: 'day', labelZh: '白班', labelEn: 'Day' },
      { key: 'night', labelZh: '夜班', labelEn: 'Night', enabled: false },
    ],
  });
});
afterAll(async () => {
  await s?.close();
});

describe('ExtendedFieldConfiguration settings', () => {
  it('adds fields per target and lists them in order, labelled in the caller language', async () => {
    expect((await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'assetNo', labelZh: '资产编号', labelEn: 'Asset no.', type: 'text', unique: true, maxLength: 8, sort: 1 })).response).toMatchObject({
      key: 'assetNo',
      unique: true,
      maxLength: 8,
    });
    await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'power', labelZh: '功率', labelEn: 'Power', type: 'number', min: 0, max: 100, required: true, sort: 2 });
    await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'bought', labelZh: '购置日期', labelEn: 'Bought', type: 'date', sort: 3 });
    await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'shift', labelZh: '班次', labelEn: 'Shift', type: 'select', dictionaryKey: 'shift', sort: 4 });
    const list = (await call('ExtendedFieldConfiguration/getList', { target: 'device' }, admin, 'en')).response as { key: string; label: string; options: unknown[] }[];
    expect(list.map((f) => [f.key, f.label])).toEqual([
      ['assetNo', 'Asset no.'],
      ['power', 'Power'],
      ['bought', 'Bought'],
      ['shift', 'Shift'],
    ]);
    expect(list[3].options).toEqual([{ key: 'day', label: 'Day' }]);
    expect((await call('ExtendedFieldConfiguration/getList', { target: 'employee' })).response).toEqual([]);
    expect((await call('ExtendedFieldConfiguration/getList', { target: 'device' }, other)).response).toEqual([]);
  });

  it('refuses a taken key, a select without a known group, bad parameters', async () => {
    expect((await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'assetNo', labelZh: 'x', labelEn: 'x', type: 'text' }, admin, 'en')).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'A field with this key already exists',
    });
    expect((await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'g', labelZh: 'x', labelEn: 'x', type: 'select', dictionaryKey: 'nope' })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'g', labelZh: 'x', labelEn: 'x', type: 'select' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'dictionaryKey' });
    expect((await call('ExtendedFieldConfiguration/add', { target: 'robot', key: 'g', labelZh: 'x', labelEn: 'x', type: 'text' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'target' });
    expect((await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'g', labelZh: 'x', labelEn: 'x', type: 'number', min: 5, max: 1 })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'max',
    });
    expect((await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'g', labelZh: '', labelEn: 'x', type: 'text' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'labelZh' });
  });

  it('updates labels and rules but never the type; deletes hide a field and retire its key', async () => {
    const list = (await call('ExtendedFieldConfiguration/getList', { target: 'device' })).response as { fieldId: number; key: string }[];
    const bought = list.find((f) => f.key === 'bought')!.fieldId;
    expect((await call('ExtendedFieldConfiguration/update', { fieldId: bought, labelZh: '采购日期', labelEn: 'Purchased', type: 'text' }, admin, 'en')).error).toMatchObject({
      errorCode: ErrorCode.refused,
      errorInfo: expect.stringContaining('cannot change'),
    });
    expect((await call('ExtendedFieldConfiguration/update', { fieldId: bought, labelZh: '采购日期', labelEn: 'Purchased', required: true })).response).toMatchObject({ labelZh: '采购日期', type: 'date', required: true });
    expect((await call('ExtendedFieldConfiguration/update', { fieldId: bought, labelZh: 'x', labelEn: 'x' }, other)).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await call('ExtendedFieldConfiguration/delete', { fieldId: bought }, other)).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await call('ExtendedFieldConfiguration/delete', { fieldId: bought })).response).toEqual({ deleted: true });
    expect((await call('ExtendedFieldConfiguration/delete', { fieldId: bought })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect(((await call('ExtendedFieldConfiguration/getList', { target: 'device' })).response as { key: string }[]).map((f) => f.key)).toEqual(['assetNo', 'power', 'shift']);
    expect((await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'bought', labelZh: 'x', labelEn: 'x', type: 'number' })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });

  it('a member without the button or pages gets 1003', async () => {
    expect((await call('ExtendedFieldConfiguration/getList', { target: 'device' }, plain)).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'z', labelZh: 'x', labelEn: 'x', type: 'text' }, plain)).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await call('ExtendedFieldConfiguration/dataVerification', { target: 'device', values: {} }, plain)).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await call('ExtendedFieldConfiguration/init', {}, plain)).error).toMatchObject({ errorCode: ErrorCode.forbidden });
  });

  it('parallel adds keep the limit of 50 fields per target', async () => {
    const rs = await Promise.all(Array.from({ length: 60 }, (_, i) => call('ExtendedFieldConfiguration/add', { target: 'employee', key: `f${i}`, labelZh: 'x', labelEn: 'x', type: 'text' })));
    expect(rs.filter((r) => r.response).length).toBe(50);
    expect(rs.filter((r) => r.error?.errorCode === ErrorCode.refused).length).toBe(10);
  });
});

describe('checkExtendedValues and dataVerification', () => {
  const verify = async (values: Record<string, unknown>, lang = 'en', exceptId?: number) =>
    (await call('ExtendedFieldConfiguration/dataVerification', { target: 'device', values, ...(exceptId ? { exceptId } : {}) }, admin, lang)).response as {
      valid: boolean;
      values: Record<string, unknown>;
      errors: { field: string; reason: string }[];
    };

  it('normalizes good values', async () => {
    expect(await verify({ assetNo: ' A-1 ', power: '12.5', shift: 'Day' })).toEqual({ valid: true, values: { assetNo: 'A-1', power: 12.5, shift: 'day' }, errors: [] });
  });

  it('refuses required, range, type, date, select and unknown keys with texts in the caller language', async () => {
    const r = await verify({ assetNo: 'TOO-LONG-1', shift: 'night', ghost: 1 });
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual([
      { field: 'ghost', reason: 'There is no extended field "ghost"' },
      { field: 'assetNo', reason: 'Asset no. has at most 8 characters' },
      { field: 'power', reason: 'Power is required' },
      { field: 'shift', reason: 'Shift is not one of the choices' },
    ]);
    expect((await verify({ power: 101 }, 'zh-CN')).errors).toEqual([{ field: 'power', reason: '功率不能大于 100' }]);
    expect((await verify({ power: -1 })).errors).toEqual([{ field: 'power', reason: 'Power cannot be less than 0' }]);
    expect((await verify({ power: 'ten' })).errors).toEqual([{ field: 'power', reason: 'Power must be a number' }]);
    expect((await verify({ power: 1, assetNo: { a: 1 } })).errors).toEqual([{ field: 'assetNo', reason: 'Asset no. must be text' }]);
  });

  it('dates must be real calendar days', async () => {
    await call('ExtendedFieldConfiguration/add', { target: 'device', key: 'checked', labelZh: '检定日期', labelEn: 'Checked', type: 'date' });
    expect((await verify({ power: 1, checked: '2026-02-29' })).errors).toEqual([{ field: 'checked', reason: 'Checked must be a date (YYYY-MM-DD)' }]);
    expect((await verify({ power: 1, checked: '2028-02-29' })).values).toMatchObject({ checked: '2028-02-29' });
  });

  it('unique values are checked through isTaken, excluding the row being edited', async () => {
    const seen: [string, unknown][] = [];
    const r = await checkExtendedValues(
      s.database.db,
      companyId,
      'device',
      { assetNo: 'A-1', power: 3 },
      {
        lang: 'en',
        isTaken: async (key, value) => (seen.push([key, value]), value === 'A-1'),
      },
    );
    expect(seen).toEqual([['assetNo', 'A-1']]); // only unique fields are looked up
    expect(r.errors).toEqual([{ field: 'assetNo', reason: 'Asset no. "A-1" is already used' }]);

    // The lookup a target registers: a table with id, company_id and ext (the devices' table gets one when merged).
    await s.database.db.execute(sql`create table ext_probe (id serial primary key, company_id integer not null, ext jsonb not null)`);
    await s.database.db.execute(sql`insert into ext_probe (company_id, ext) values (${companyId}, '{"assetNo":"A-7"}'), (${companyId + 1000}, '{"assetNo":"B-1"}')`);
    const probe = (exceptId?: number) => ({ lang: 'en' as const, isTaken: extColumnLookup('ext_probe')(s.database.db, companyId, exceptId) });
    expect((await checkExtendedValues(s.database.db, companyId, 'device', { power: 1, assetNo: 'A-7' }, probe())).errors).toEqual([{ field: 'assetNo', reason: 'Asset no. "A-7" is already used' }]);
    expect((await checkExtendedValues(s.database.db, companyId, 'device', { power: 1, assetNo: 'A-7' }, probe(1))).errors).toEqual([]); // the row itself
    expect((await checkExtendedValues(s.database.db, companyId, 'device', { power: 1, assetNo: 'B-1' }, probe())).errors).toEqual([]); // another company's value
  });
});

describe('ExtendedFieldConfiguration/init', () => {
  it('makes the starter set once; a second call changes nothing', async () => {
    const first = await call('ExtendedFieldConfiguration/init', {}, other);
    expect(first.response).toEqual({ created: true, fields: 7, groups: 2 });
    expect((await call('ExtendedFieldConfiguration/init', {}, other)).response).toEqual({ created: false, fields: 0, groups: 0 });
    const fields = (await call('ExtendedFieldConfiguration/getList', { target: 'device' }, other)).response as { key: string; options: unknown[] }[];
    expect(fields.map((f) => f.key)).toEqual(['assetNo', 'category', 'warrantyEnd', 'powerKw']);
    expect(fields[1].options.length).toBe(5);
  });
});
