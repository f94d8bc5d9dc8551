import { describe, expect, it } from 'vitest';
import * as f from '#shared/rules/fund-fields';
import { groupDigits } from '#shared/utils/bank-groups';
import { normalizeMoneyInput, formatCents, formatCentsGrouped, maskCard, parseCents } from '#shared/utils/money';

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

  it('money input never becomes another amount: only the unambiguous is normalised, the rest is refused by the rule', () => {
    // Normalised: full-width digits and dots of a Chinese IME, spaces around, a leading yuan sign.
    expect(normalizeMoneyInput(' ¥ 100.50 ')).toBe('100.50');
    expect(normalizeMoneyInput('￥１２。５')).toBe('12.5');
    expect(normalizeMoneyInput('１２．３４')).toBe('12.34');
    // Kept as typed, so the field shows its error instead of sending 500.00, 1, 100 or 1.23.
    for (const typed of ['5,00', '0,01', '-100', '1.234', '1,000', '1.2.3', '100.505x', 'abc', '1e3', '00.5', '.5', '+5']) {
      const kept = normalizeMoneyInput(typed);
      expect(kept).toBe(typed.trim());
      expect(f.amount.safeParse(kept).success, typed).toBe(false);
      expect(parseCents(kept), typed).toBeNull();
    }
    for (const ok of ['0.01', '5', '5.00', '1000', '999999999999.99']) expect(f.amount.safeParse(normalizeMoneyInput(ok)).success, ok).toBe(true);
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
