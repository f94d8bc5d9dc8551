import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as dictionaryCmds from '#shared/contract/dictionary';

/** Dictionary groups of a company and the platform's public groups (decision record 0016). */
let s: TestServer;
let admin: string;
let plain: string;
let other: string;
const group = {
  key: 'shift',
  nameZh: '班次',
  nameEn: 'Shift',
  values: [
    { key: 'day', labelZh: '白班', labelEn: 'Day', sort: 1 },
    { key: 'night', labelZh: '夜班', labelEn: 'Night', sort: 2 },
  ],
};

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  plain = await s.createSession('member', '13800000012', { companyCode: 'C10000001' }); // no roles
  other = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
});
afterAll(async () => {
  await s?.close();
});

describe('dictionary groups', () => {
  it('saves a group with its values and reads it back; another company sees none of it', async () => {
    const saved = await s.call(dictionaryCmds.saveGroup, group, { token: admin });
    expect(saved.response).toMatchObject({
      key: 'shift',
      platform: false,
      values: [
        { key: 'day', enabled: true },
        { key: 'night', enabled: true },
      ],
    });
    const list = (await s.call(dictionaryCmds.getGroupList, {}, { token: admin })).response as { key: string; platform: boolean }[];
    expect(list.filter((g) => !g.platform).map((g) => g.key)).toEqual(['shift']);
    expect(list.filter((g) => g.platform).map((g) => g.key)).toEqual(['industry', 'workFunction']);
    const theirs = (await s.call(dictionaryCmds.getGroupList, {}, { token: other })).response as { key: string; platform: boolean }[];
    expect(theirs.some((g) => g.key === 'shift')).toBe(false);
    expect((await s.call(dictionaryCmds.lookupClass, { groupKey: 'shift' }, { token: other })).response).toEqual([]);
    expect((await s.call(dictionaryCmds.saveGroup, { ...group, groupId: saved.response.groupId }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(dictionaryCmds.lookupClass, { groupKey: 'shift' }, { token: admin, lang: 'en' })).response).toEqual([
      { key: 'day', label: 'Day' },
      { key: 'night', label: 'Night' },
    ]);
  });

  it('keys are unique and fixed; values are disabled, never dropped', async () => {
    expect((await s.call(dictionaryCmds.saveGroup, group, { token: admin, lang: 'en' })).error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'A group with this key already exists' });
    const id = ((await s.call(dictionaryCmds.getGroupList, {}, { token: admin })).response as { groupId: number; key: string }[]).find((g) => g.key === 'shift')!.groupId;
    expect((await s.call(dictionaryCmds.saveGroup, { ...group, groupId: id, key: 'shift2' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    const dropped = await s.call(dictionaryCmds.saveGroup, { ...group, groupId: id, values: [group.values[0]] }, { token: admin, lang: 'en' });
    expect(dropped.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'The value "night" may be in use and cannot be removed; disable it instead' });
    const disabled = await s.call(
      dictionaryCmds.saveGroup,
      { ...group, groupId: id, nameEn: 'Shifts', values: [group.values[0], { ...group.values[1], enabled: false }, { key: 'middle', labelZh: '中班', labelEn: 'Middle', sort: 3 }] },
      { token: admin },
    );
    expect(disabled.response).toMatchObject({ nameEn: 'Shifts', values: [{ key: 'day' }, { key: 'night', enabled: false }, { key: 'middle' }] });
    expect((await s.call(dictionaryCmds.lookupClass, { groupKey: 'shift' }, { token: admin })).response).toEqual([
      { key: 'day', label: '白班' },
      { key: 'middle', label: '中班' },
    ]);
  });

  it('validates every parameter (1002 with the field)', async () => {
    const bad = async (p: unknown) => (await s.call(dictionaryCmds.saveGroup, p, { token: admin })).error;
    expect(await bad({ ...group, key: '1x' })).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'key' });
    expect(await bad({ ...group, nameZh: '' })).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'nameZh' });
    expect(await bad({ ...group, values: [group.values[0], group.values[0]] })).toMatchObject({ errorCode: ErrorCode.invalidParams });
    expect(await bad({ ...group, values: Array.from({ length: 201 }, (_, i) => ({ key: `v${i}`, labelZh: 'x', labelEn: 'x' })) })).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'values' });
    expect(await bad({ ...group, extra: 1 })).toMatchObject({ errorCode: ErrorCode.invalidParams });
    expect((await s.call(dictionaryCmds.lookupClass, { groupKey: 'a b' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'groupKey' });
  });

  it('a member without the dictionary pages gets 1003 for reads and changes', async () => {
    expect((await s.call(dictionaryCmds.getGroupList, {}, { token: plain })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await s.call(dictionaryCmds.lookupClass, { groupKey: 'shift' }, { token: plain })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await s.call(dictionaryCmds.saveGroup, { ...group, key: 'plain' }, { token: plain })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
  });

  it('parallel creations keep keys unique (one wins)', async () => {
    const rs = await Promise.all(Array.from({ length: 6 }, () => s.call(dictionaryCmds.saveGroup, { ...group, key: 'race' }, { token: admin })));
    expect(rs.filter((r) => r.response).length).toBe(1);
    expect(rs.filter((r) => r.error?.errorCode === ErrorCode.refused).length).toBe(5);
  });
});

describe('dictionary/selectValueByKey (public)', () => {
  it('answers the platform groups without a token, in the caller language', async () => {
    const all = await s.call(dictionaryCmds.selectValueByKey, { groupKey: 'workFunction' }, { lang: 'en' });
    expect(all.response).toContainEqual({ key: 'engineering', label: 'Engineering' });
    expect((await s.call(dictionaryCmds.selectValueByKey, { groupKey: 'industry', valueKey: 'automotive' })).response).toEqual([{ key: 'automotive', label: '汽车制造' }]);
  });

  it('never answers a company group, even to its own members', async () => {
    expect((await s.call(dictionaryCmds.selectValueByKey, { groupKey: 'shift' })).response).toEqual([]);
    expect((await s.call(dictionaryCmds.selectValueByKey, { groupKey: 'shift' }, { token: admin })).response).toEqual([]);
  });
});
