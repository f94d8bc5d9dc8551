import { describe, expect, it } from 'vitest';
import { formatStatement, parseStatement, STATEMENT_HEADER, type StatementLine } from '#server/adapters/bank/statement-file';
import { compare, type Side } from '#server/domains/fund/reconciliation';

const lines: StatementLine[] = [
  { day: '2026-11-24', orderNo: 'R20261124ABCDEF0123', bankRef: 'SB0011', direction: 'in', amount: 100000, status: 'success' },
  { day: '2026-11-24', orderNo: 'W20261123ABCDEF0456', bankRef: 'SB0012', direction: 'out', amount: 77700, status: 'failed' },
];

describe('bank statement file', () => {
  it('round-trips lines in the documented format', () => {
    const file = formatStatement(lines);
    expect(file.split('\n')[0]).toBe(STATEMENT_HEADER);
    expect(file.split('\n')[1]).toBe('2026-11-24,R20261124ABCDEF0123,SB0011,in,100000,success');
    expect(parseStatement(file, '2026-11-24')).toEqual(lines);
    expect(parseStatement(`${STATEMENT_HEADER}\r\n`, '2026-11-24')).toEqual([]);
  });

  it('refuses a damaged file instead of reading it as fewer movements', () => {
    const ok = formatStatement(lines);
    expect(() => parseStatement(ok.replace(STATEMENT_HEADER, ''), '2026-11-24')).toThrow(/header/);
    for (const bad of ['100000.00', '-5', '0', '1e5']) expect(() => parseStatement(ok.replace('100000', bad), '2026-11-24'), bad).toThrow(/bad line 2/);
    expect(() => parseStatement(ok.replace(',in,', ',sideways,'), '2026-11-24')).toThrow(/bad line/);
    expect(() => parseStatement(ok, '2026-11-25')).toThrow(/not of 2026-11-25/);
  });
});

describe('reconciliation compare', () => {
  const side = (amount: number, status: Side['status'] = 'success', direction: Side['direction'] = 'in'): Side => ({ direction, amount, status });
  it('names each difference once per kind', () => {
    const ledger = new Map([
      ['A', side(100)],
      ['B', side(200)],
      ['C', side(300, 'failed', 'out')],
      ['D', side(400)],
    ]);
    const bank = new Map([
      ['B', side(200)],
      ['C', side(301, 'success', 'in')],
      ['D', side(400)],
      ['E', side(500)],
    ]);
    expect(compare(ledger, bank, new Map([['E', side(500, 'failed')]])).map((f) => `${f.orderNo}:${f.difference}`)).toEqual(['A:missingInBank', 'C:direction', 'C:amount', 'C:status', 'E:missingInLedger']);
    expect(compare(ledger, new Map(ledger), new Map())).toEqual([]);
  });
});
