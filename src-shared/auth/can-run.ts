import { holdsIn, type ButtonLookup, type Need } from '../contract/authority-rule';
import type { AuthModule } from './login-info';
import type { Profile } from './session';

/** What canRun reads of the session: the company, the admin flag and the authorised-function list. */
export type Authority = Pick<Profile, 'companyCode' | 'companyAdmin' | 'authList'>;

/**
 * The session's authList as the rule's lookup. The server put in it every button the member holds
 * (role defaults plus grants), so the defaults are already among the granted ids and a page's
 * listed buttons are exactly its held ones.
 */
function fromAuthList(authList: readonly AuthModule[]): { lookup: ButtonLookup; granted: Set<string> } {
  const pages = new Map(authList.flatMap((m) => m.pages.map((p) => [p.pageId, p.buttons.map((b) => b.buttonId)] as const)));
  const granted = new Set([...pages.values()].flat());
  return { lookup: { isMemberDefault: () => false, buttonsOf: (page) => pages.get(page) ?? [] }, granted };
}

/**
 * Whether the session may run a command as far as its company need goes, by the gateway's own rule
 * (contract/authority-rule.ts) over the declared `needs` of the command (a contract def or its
 * zod-free ref). A session without a company is not checked for needs by the gateway (the command's
 * access level and domain answer it with their own texts), so neither is it here; signing in is the
 * route guards' job.
 */
export function canRun(command: { readonly needs?: Need }, session: Authority | null): boolean {
  const need = command.needs;
  if (!need || !session?.companyCode) return true;
  const { lookup, granted } = fromAuthList(session.authList);
  return holdsIn(lookup, { isAdmin: session.companyAdmin === true, granted }, need);
}
