import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#shared/rules/texts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { anEmployee, employeeWorld } from '../employee/_setup';
import { ErrorCode } from '#shared/contract/errors';
import * as codingRuleCmds from '#shared/contract/coding-rule';
import * as employeeCmds from '#shared/contract/employee';

/**
 * employee/generateJobNumber: job numbers from the company's employee coding rule, skipping the
 * ones employees hold (ignoring case), distinct under parallel calls (truly parallel on PostgreSQL
 * when TEST_DATABASE_URL is set).
 */
let s: TestServer;
let w: Awaited<ReturnType<typeof employeeWorld>>;

beforeAll(async () => {
  s = await startTestServer();
  w = await employeeWorld(s, ['employee.view']);
});
afterAll(async () => {
  await s?.close();
});

const rule = (segments: unknown[]) => s.call(codingRuleCmds.codingRuleSave, { target: 'employee', name: '员工工号', segments }, { token: w.admin });
const generate = (token = w.admin, lang: 'zh-CN' | 'en' = 'zh-CN') => s.call(employeeCmds.generateJobNumber, {}, { token, lang });

describe('employee/generateJobNumber', () => {
  it('needs the employee rule, then gives its numbers, skipping job numbers already held', async () => {
    expect((await generate(w.admin, 'en')).error).toEqual({ errorCode: ErrorCode.refused, errorInfo: text('employee.noRule', 'en') });
    expect(
      (
        await rule([
          { type: 'text', value: 'EMP-' },
          { type: 'sequence', width: 4, start: 1, reset: 'never' },
        ])
      ).error,
    ).toBeUndefined();
    // An employee already holds the second number, typed in lower case.
    expect((await s.call(employeeCmds.saveEmployee, anEmployee({ jobNumber: 'emp-0002' }), { token: w.admin })).error).toBeUndefined();
    expect((await generate()).response).toEqual({ jobNumber: 'EMP-0001' });
    expect((await generate()).response).toEqual({ jobNumber: 'EMP-0003' });
    const saved = await s.call(employeeCmds.saveEmployee, anEmployee({ jobNumber: 'EMP-0003' }), { token: w.admin });
    expect(saved.error).toBeUndefined();
  });

  it('30 parallel generations give 30 distinct consecutive numbers', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => generate()));
    const numbers = results.map((r) => r.response.jobNumber as string);
    expect(new Set(numbers).size).toBe(30);
    expect(numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => 4 + i));
  });

  it('needs employee.edit', async () => {
    expect((await generate(w.staff)).error?.errorCode).toBe(ErrorCode.forbidden);
  });

  it('a rule whose numbers cannot be job numbers is refused with the number it gave', async () => {
    expect(
      (
        await rule([
          { type: 'text', value: 'E.' },
          { type: 'sequence', width: 3, start: 1, reset: 'never' },
        ])
      ).error,
    ).toBeUndefined();
    const r = await generate(w.admin, 'en');
    expect(r.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: text('employee.jobNumber.ruleUnfit', 'en', { value: r.error?.errorInfo.match(/"([^"]+)"/)?.[1] ?? '' }) });
    expect(r.error?.errorInfo).toMatch(/"E\.\d{3}"/);
  });
});
