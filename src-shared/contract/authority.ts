import { AUTH_TABLE, type ButtonId, type PageId } from './auth-table';

/**
 * What a command needs inside the caller's company, declared on the command (contract) and checked
 * by the gateway before the handler runs (server/gateway/company-authority.ts):
 * - { button }: the buttonId (the company admin holds every button);
 * - { pages }: any button of one of the pages (reads that feed a page or a picker);
 * - 'companyAdmin': the company's administrator only.
 * The same rule builds the login info's authList, so the UI shows exactly what the server allows.
 */
export type Need = { button: ButtonId } | { pages: readonly PageId[] } | 'companyAdmin';

/** The caller inside a company: whether they administer it and the buttons their roles grant. */
export interface CompanyAuthority {
  isAdmin: boolean;
  granted: ReadonlySet<string>;
}

const byButton = new Map<string, readonly string[]>(AUTH_TABLE.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => [b.id, b.roles] as const))));
const byPage = new Map<string, readonly string[]>(AUTH_TABLE.flatMap((m) => m.pages.map((p) => [p.id, p.buttons.map((b) => b.id)] as const)));

/** Every company member holds this button without a grant. */
export const isMemberDefault = (button: string) => byButton.get(button)?.includes('companyMember') ?? false;

/** Whether any member of a company meets the need without a grant (no lookup needed). */
export function metByEveryMember(need: Need): boolean {
  if (need === 'companyAdmin') return false;
  if ('button' in need) return isMemberDefault(need.button);
  return need.pages.some((page) => (byPage.get(page) ?? []).some(isMemberDefault));
}

export function holds(who: CompanyAuthority, need: Need): boolean {
  if (who.isAdmin) return true;
  if (need === 'companyAdmin') return false;
  const has = (id: string) => who.granted.has(id) || isMemberDefault(id);
  if ('button' in need) return has(need.button);
  return need.pages.some((page) => (byPage.get(page) ?? []).some(has));
}
