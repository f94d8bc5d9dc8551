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
