import { describe, expect, it } from 'vitest';
import { bankAccount } from '#shared/rules/centre-fields';
import { personalCardNo } from '#shared/rules/fund-fields';
import { accountInput } from '#shared/utils/bank-groups';

/**
 * Issue 17: a pasted account one digit too long used to be cut to 30 (corporate account) or 19
 * (personal card) digits by the input, so the wrong number was sent without an error. The input
 * now keeps every digit and the field's rule tells the length.
 */
const digits = (n: number) => Array.from({ length: n }, (_, i) => String((i * 7 + 3) % 10)).join('');

describe('account inputs keep every digit', () => {
  it('a pasted 31-digit corporate account stays 31 digits and meets the 30-digit error', () => {
    const shown = accountInput(digits(31));
    expect(shown.replace(/\s/g, '')).toBe(digits(31));
    expect(bankAccount.safeParse(shown).error?.issues[0].message).toBe('rule.trueName.bankAccount.maxLength');
    expect(bankAccount.parse(accountInput(digits(30)))).toBe(digits(30));
  });

  it('a pasted 20-digit personal card stays 20 digits and meets the 16-19 digit error', () => {
    const shown = accountInput(digits(20));
    expect(shown.replace(/\s/g, '')).toBe(digits(20));
    expect(personalCardNo.safeParse(shown).error?.issues[0].message).toBe('rule.withdrawCard.personalCard');
    expect(personalCardNo.parse(accountInput('6222 0212 3456 7890 123'))).toBe('6222021234567890123');
  });

  it('groups of 4 as typed, separators of a paste dropped', () => {
    expect(accountInput('6222-0212-3456-7890-123')).toBe('6222 0212 3456 7890 123');
    expect(accountInput(undefined)).toBe('');
  });
});
