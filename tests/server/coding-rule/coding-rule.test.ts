import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { grant, ok } from '../equipment/_company';
import { ErrorCode } from '#shared/contract/errors';
import * as codingRuleCmds from '#shared/contract/coding-rule';
import * as equipmentCmds from '#shared/contract/equipment';

/**
 * Coding rules (serializeRuleDetail/*, serializeRule/getByRuleId) and device serial generation
 * (equipment/generateSerialNumber). The parallel test runs truly in parallel on PostgreSQL when
 * TEST_DATABASE_URL is set (PGlite serializes the statements).
 */
const s = useTestServer();
let admin: string;
let viewer: string;
let other: string;

// Beijing time 2026-11-25 (the clock of the test server is real; the pattern below is read from the answer).
const monthOf = (sn: string) => sn.slice(3, 9);

beforeAll(async () => {
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  await grant(s, '13800000011', ['device.view']);
  viewer = await s.createSession('member', '13800000011', { companyCode: 'C10000001' });
  other = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
});

describe('rules', () => {
  it('lists the seeded device rule and previews without consuming', async () => {
    const [rule] = ok(await s.call(codingRuleCmds.codingRuleList, {}, { token: admin }));
    expect(rule).toMatchObject({ target: 'device', name: '设备编码' });
    const a = ok(await s.call(codingRuleCmds.codingRuleGet, { ruleId: rule.ruleId }, { token: viewer }));
    const b = ok(await s.call(codingRuleCmds.codingRuleGet, { ruleId: rule.ruleId }, { token: admin }));
    expect(a.preview).toMatch(/^EQ-\d{6}-0001$/);
    expect(b.preview).toBe(a.preview);
    // another company sees neither the list nor the rule
    expect(ok(await s.call(codingRuleCmds.codingRuleList, {}, { token: other }))).toEqual([]);
    expect((await s.call(codingRuleCmds.codingRuleGet, { ruleId: rule.ruleId }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.notFound });
  });

  it('validates segments: exactly one sequence, fixed text charset, known patterns', async () => {
    const bad = [
      [{ type: 'text', value: 'A' }],
      [
        { type: 'sequence', width: 3, start: 1, reset: 'never' },
        { type: 'sequence', width: 3, start: 1, reset: 'never' },
      ],
      [
        { type: 'text', value: 'A B' },
        { type: 'sequence', width: 3, start: 1, reset: 'never' },
      ],
      [
        { type: 'date', pattern: 'DDMMYY' },
        { type: 'sequence', width: 3, start: 1, reset: 'never' },
      ],
      [{ type: 'sequence', width: 11, start: 1, reset: 'never' }],
    ];
    for (const segments of bad) {
      const r = await s.call(codingRuleCmds.codingRuleSave, { target: 'device', name: 'x', segments }, { token: admin });
      expect(r.error?.errorCode, JSON.stringify(segments)).toBe(1002);
    }
    const one = await s.call(codingRuleCmds.codingRuleSave, { target: 'device', name: 'x', segments: bad[0] }, { token: admin, lang: 'en' });
    expect(one.error?.errorInfo).toBe('A rule needs exactly one sequence segment');
  });

  it('needs codingRule.edit to save (1003 for a viewer) and a deviceInfo or codingRule page to read', async () => {
    const segments = [{ type: 'sequence', width: 3, start: 1, reset: 'never' }];
    expect((await s.call(codingRuleCmds.codingRuleSave, { target: 'employee', name: '工号', segments }, { token: viewer })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    const nobody = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
    expect((await s.call(codingRuleCmds.codingRuleList, {}, { token: nobody })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
  });

  it('saving replaces the target rule in place; the preview follows the new segments', async () => {
    const saved = ok(
      await s.call(
        codingRuleCmds.codingRuleSave,
        {
          target: 'employee',
          name: '工号',
          segments: [
            { type: 'text', value: 'E' },
            { type: 'date', pattern: 'YY' },
            { type: 'sequence', width: 5, start: 100, reset: 'yearly' },
          ],
        },
        { token: admin },
      ),
    );
    expect(saved.preview).toMatch(/^E\d{2}00100$/);
    const again = ok(await s.call(codingRuleCmds.codingRuleSave, { target: 'employee', name: '工号2', segments: [{ type: 'sequence', width: 2, start: 7, reset: 'never' }] }, { token: admin }));
    expect(again).toMatchObject({ ruleId: saved.ruleId, name: '工号2', preview: '07' });
    expect(ok(await s.call(codingRuleCmds.codingRuleList, {}, { token: admin })).map((r: { target: string }) => r.target)).toEqual(['device', 'employee']);
  });
});

describe('generation', () => {
  it('skips numbers already used by a device', async () => {
    const preview = ok(await s.call(codingRuleCmds.codingRuleGet, { ruleId: ok(await s.call(codingRuleCmds.codingRuleList, {}, { token: admin }))[0].ruleId }, { token: admin })).preview as string;
    const taken = preview.replace(/\d{4}$/, (n) => String(Number(n) + 1).padStart(4, '0'));
    ok(await s.call(equipmentCmds.equipmentSave, { sn: taken, name: '占号设备', model: 'X-1', departmentId: null }, { token: admin }));
    const first = ok(await s.call(equipmentCmds.equipmentGenerateSerial, {}, { token: admin })).serialNumber;
    const second = ok(await s.call(equipmentCmds.equipmentGenerateSerial, {}, { token: admin })).serialNumber;
    expect(first).toBe(preview);
    expect(second).toBe(preview.replace(/\d{4}$/, (n) => String(Number(n) + 2).padStart(4, '0')));
    expect(monthOf(second)).toBe(monthOf(first));
  });

  it('100 parallel generations give 100 distinct consecutive numbers', async () => {
    const before = ok(await s.call(codingRuleCmds.codingRuleGet, { ruleId: ok(await s.call(codingRuleCmds.codingRuleList, {}, { token: admin }))[0].ruleId }, { token: admin })).preview as string;
    const start = Number(before.slice(-4));
    const results = await Promise.all(Array.from({ length: 100 }, () => s.call(equipmentCmds.equipmentGenerateSerial, {}, { token: admin })));
    const numbers = results.map((r) => ok(r).serialNumber as string);
    expect(new Set(numbers).size).toBe(100);
    const seqs = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 100 }, (_, i) => start + i));
  });

  it('generation needs device.add and a device rule', async () => {
    expect((await s.call(equipmentCmds.equipmentGenerateSerial, {}, { token: viewer })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    const lone = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
    expect((await s.call(equipmentCmds.equipmentGenerateSerial, {}, { token: lone, lang: 'en' })).error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: expect.stringContaining('coding rule') });
  });
});
