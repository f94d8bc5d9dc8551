import { describe, expect, it } from 'vitest';
import { authListFor } from '#server/domains/account/auth-list';
import { canRun, type Authority } from '#shared/auth/can-run';
import { AUTH_TABLE } from '#shared/contract/auth-table';
import { holds, type Need } from '#shared/contract/authority';
import { contractModules } from '../../scripts/gen-command-refs';
import { sumbitApply as withdraw, recharge, myCapital } from '#shared/contract/refs/fund';
import { delCard } from '#shared/contract/refs/bank-card';
import { queryMemberPage } from '#shared/contract/refs/org';

// Sessions exactly as the server's login info builds them (server/domains/account/login-info.ts).
const admin: Authority = { companyCode: 'C10000001', companyAdmin: true, authList: authListFor('companyAdmin', 'en') };
const member = (granted: string[] = []): Authority => ({ companyCode: 'C10000001', companyAdmin: false, authList: authListFor('companyMember', 'en', granted) });
const personal: Authority = { companyCode: null, companyAdmin: false, authList: authListFor('personal', 'en') };

describe('canRun: the UI asks the gateway rule over the session', () => {
  it('lets the company admin run every money command', () => {
    expect([withdraw, recharge, delCard].map((c) => canRun(c, admin))).toEqual([true, true, true]);
  });

  it('refuses a member without the button and allows one whose role grants it', () => {
    expect(canRun(withdraw, member())).toBe(false);
    expect(canRun(recharge, member())).toBe(false);
    expect(canRun(withdraw, member(['capital.withdraw']))).toBe(true);
    // a grant of one button does not open another
    expect(canRun(recharge, member(['capital.withdraw']))).toBe(false);
  });

  it('allows what every member holds (reads) and commands that declare no need', () => {
    expect(canRun(myCapital, member())).toBe(true);
    expect(canRun({ needs: { button: 'businessInfo.view' } }, member())).toBe(true);
  });

  it('answers a pages need when any button of one of the pages is held', () => {
    expect(canRun(queryMemberPage, member())).toBe(false);
    expect(canRun(queryMemberPage, member(['department.member']))).toBe(true);
  });

  it("keeps 'companyAdmin' needs for the administrator, whatever the grants", () => {
    const all = AUTH_TABLE.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => b.id)));
    expect(canRun({ needs: 'companyAdmin' }, member(all))).toBe(false);
    expect(canRun({ needs: 'companyAdmin' }, admin)).toBe(true);
  });

  it('does not check needs for a personal session, as the gateway does not (access and domain answer it)', () => {
    expect(canRun(withdraw, personal)).toBe(true);
    expect(canRun(withdraw, null)).toBe(true);
  });

  it('agrees with the gateway for every declared need and every single grant', async () => {
    const needs: Need[] = [];
    for (const m of contractModules()) {
      const mod = (await import(`../../src-shared/contract/${m}.ts`)) as Record<string, { needs?: Need }>;
      for (const d of Object.values(mod)) if (d && typeof d === 'object' && d.needs) needs.push(d.needs);
    }
    expect(needs.length).toBeGreaterThan(20);
    const buttons = AUTH_TABLE.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => b.id)));
    for (const need of needs) {
      expect(canRun({ needs: need }, admin), JSON.stringify(need)).toBe(holds({ isAdmin: true, granted: new Set() }, need));
      for (const grant of [[], ...buttons.map((b) => [b])]) {
        expect(canRun({ needs: need }, member(grant)), `${JSON.stringify(need)} with ${grant}`).toBe(holds({ isAdmin: false, granted: new Set(grant) }, need));
      }
    }
  });
});
