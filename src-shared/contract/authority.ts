import { AUTH_TABLE } from './auth-table';
import { holdsIn, type ButtonLookup, type CompanyAuthority, type Need } from './authority-rule';

/**
 * The company-need rule (authority-rule.ts) over the authorised-function table. The same rule builds
 * the login info's authList, and the UI answers it over that list (auth/can-run.ts), so the UI shows
 * exactly what the server allows.
 */
export type { CompanyAuthority, Need };

const byButton = new Map<string, readonly string[]>(AUTH_TABLE.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => [b.id, b.roles] as const))));
const byPage = new Map<string, readonly string[]>(AUTH_TABLE.flatMap((m) => m.pages.map((p) => [p.id, p.buttons.map((b) => b.id)] as const)));

/** Every company member holds this button without a grant. */
export const isMemberDefault = (button: string) => byButton.get(button)?.includes('companyMember') ?? false;

const table: ButtonLookup = { isMemberDefault, buttonsOf: (page) => byPage.get(page) ?? [] };

/** Whether any member of a company meets the need without a grant (no lookup needed). */
export function metByEveryMember(need: Need): boolean {
  if (need === 'companyAdmin') return false;
  if ('button' in need) return isMemberDefault(need.button);
  return need.pages.some((page) => table.buttonsOf(page).some(isMemberDefault));
}

export const holds = (who: CompanyAuthority, need: Need): boolean => holdsIn(table, who, need);

/* ---- the company's second-factor policy (decision 0051) ---- */

/** The money buttons: capital.* and bankCard.* beyond what every member holds (capital.view). */
export const MONEY_BUTTONS: readonly string[] = [...byButton.keys()].filter((id) => (id.startsWith('capital.') || id.startsWith('bankCard.')) && !isMemberDefault(id));

/** Whether a member of a company holds a money button (the admin holds them all). */
const holdsMoneyButton = (who: CompanyAuthority) => who.isAdmin || MONEY_BUTTONS.some((id) => who.granted.has(id));

/** Whom a policy covers: admins when `admins`, money-button holders when `moneyHolders`. */
export function coveredBySecondFactorPolicy(who: CompanyAuthority, policy: { admins: boolean; moneyHolders: boolean }): boolean {
  return (policy.admins && who.isAdmin) || (policy.moneyHolders && holdsMoneyButton(who));
}

/**
 * The commands the policy guards: every company command beyond what any member may do without a
 * grant (money, withdrawal accounts, organisation, base app, certification, finance, admin-only
 * commands). The read-only defaults (worktable, capital overview, records) stay open, so a covered
 * member still reaches the centre and its setup page.
 */
export const policyGuards = (need: Need) => !metByEveryMember(need);
