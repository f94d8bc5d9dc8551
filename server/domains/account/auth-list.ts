import { AUTH_TABLE, type AuthRole, type Name } from '#shared/contract/auth-table';
import type { AuthModule } from '#shared/contract/member';
import type { Lang } from '#shared/rules/texts';

export function roleOf(company: { isAdmin: boolean } | null): AuthRole {
  if (!company) return 'personal';
  return company.isAdmin ? 'companyAdmin' : 'companyMember';
}

/**
 * `granted`: buttonIds the member's company roles grant (org domain, org_role_buttons); they add
 * to the role's own buttons, so a company member holds the base buttons plus what roles give.
 * Personal sessions never get grants (roles belong to a company).
 */
export function authListFor(role: AuthRole, lang: Lang, granted: readonly string[] = []): AuthModule[] {
  const label = (x: Name) => (lang === 'en' ? x.en : x.zh);
  const extra = new Set(role === 'personal' ? [] : granted);
  const out: AuthModule[] = [];
  for (const m of AUTH_TABLE) {
    const pages = m.pages
      .map((p) => ({ pageId: p.id, name: label(p.name), buttons: p.buttons.filter((b) => (b.roles as readonly AuthRole[]).includes(role) || extra.has(b.id)).map((b) => ({ buttonId: b.id, name: label(b.name) })) }))
      .filter((p) => p.buttons.length > 0);
    if (pages.length) out.push({ moduleId: m.id, name: label(m.name), pages });
  }
  return out;
}
