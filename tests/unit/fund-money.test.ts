import { describe, expect, it } from 'vitest';
import * as f from '../../src-shared/rules/fund-fields';
import { filterMoneyInput, formatCents, formatCentsGrouped, groupDigits, maskCard, parseCents } from '../../src-shared/utils/money';

describe('money as integer cents', () => {
  it('parses decimal strings exactly, never through a float', () => {
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents('0.2')).toBe(20);
    expect(parseCents('0.1')! + parseCents('0.2')!).toBe(30);
    expect(parseCents('0.29')).toBe(29);
    expect(parseCents('1.005'.slice(0, 4))).toBe(100);
    expect(parseCents('999999999999.99')).toBe(99_999_999_999_999);
    expect(parseCents('100')).toBe(10_000);
  });

  it('refuses anything that is not a plain decimal with at most 2 decimals', () => {
    for (const bad of ['', ' 1', '1 ', '-1', '+1', '1e2', '0x10', '1.001', '01', '.5', '1.', '１', 'NaN', 'Infinity', '1,000']) expect(parseCents(bad), bad).toBeNull();
  });

  it('formats cents back, with grouping for display', () => {
    expect(formatCents(30)).toBe('0.30');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(123456789)).toBe('1234567.89');
    expect(formatCentsGrouped(123456789)).toBe('1,234,567.89');
    expect(formatCentsGrouped(0)).toBe('0.00');
  });

  it('filters typing the way the spec says: digits and one dot, at most 2 decimals', () => {
    expect(filterMoneyInput('100.505x')).toBe('100.50');
    expect(filterMoneyInput('1.2.3')).toBe('1.23');
    expect(filterMoneyInput('¥ 1,000')).toBe('1000');
    expect(filterMoneyInput('007')).toBe('7');
    expect(filterMoneyInput('.5')).toBe('0.5');
    expect(filterMoneyInput('abc')).toBe('');
  });

  it('groups card numbers by 4 and masks them to the last 4', () => {
    expect(groupDigits('6217001234567890')).toBe('6217 0012 3456 7890');
    expect(maskCard('6222023602001234567')).toBe('**** **** **** 4567');
  });
});

describe('fund field rules shared by forms and server', () => {
  it('amounts are above 0 with at most 2 decimals', () => {
    expect(f.amount.safeParse('0.01').success).toBe(true);
    expect(f.amount.safeParse('0').success).toBe(false);
    expect(f.amount.safeParse('0.00').success).toBe(false);
    expect(f.amount.safeParse('1.234').success).toBe(false);
    expect(f.amount.safeParse('').error?.issues[0].message).toBe('rule.recharge.amount.required');
  });

  it('payment passwords are exactly 8 digits; cards are personal (16-19 digits)', () => {
    expect(f.payPassword.safeParse('12345678').success).toBe(true);
    expect(f.payPassword.safeParse('1234567').success).toBe(false);
    expect(f.payPassword.safeParse('1234567a').success).toBe(false);
    expect(f.personalCardNo.safeParse('6217 0012 3456 7890').data).toBe('6217001234567890');
    expect(f.personalCardNo.safeParse('12345678901234567890123').error?.issues[0].message).toBe('rule.withdrawCard.personalCard');
  });
});
