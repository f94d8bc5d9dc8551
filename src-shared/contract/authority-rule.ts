import type { ButtonId, PageId } from './auth-table';

/**
 * What a command needs inside the caller's company, declared on the command (contract) and checked
 * by the gateway before the handler runs (server/gateway/company-authority.ts):
 * - { button }: the buttonId (the company admin holds every button);
 * - { pages }: any button of one of the pages (reads that feed a page or a picker);
 * - 'companyAdmin': the company's administrator only.
 */
export type Need = { button: ButtonId } | { pages: readonly PageId[] } | 'companyAdmin';

/** The caller inside a company: whether they administer it and the buttons their roles grant. */
export interface CompanyAuthority {
  isAdmin: boolean;
  granted: ReadonlySet<string>;
}

/**
 * Where the rule looks buttons up. The server passes the authorised-function table
 * (contract/authority.ts); the client passes the session's authList (auth/can-run.ts), which the
 * server built from the same table, so the client never loads the table's names.
 */
export interface ButtonLookup {
  /** Every company member holds this button without a grant. */
  isMemberDefault(button: string): boolean;
  buttonsOf(page: string): readonly string[];
}

/** The one rule for "may this caller run a command with this need", shared by gateway and UI. */
export function holdsIn(lookup: ButtonLookup, who: CompanyAuthority, need: Need): boolean {
  if (who.isAdmin) return true;
  if (need === 'companyAdmin') return false;
  const has = (id: string) => who.granted.has(id) || lookup.isMemberDefault(id);
  if ('button' in need) return has(need.button);
  return need.pages.some((page) => lookup.buttonsOf(page).some(has));
}
