import { AUTH_TABLE, type AuthRole } from '#shared/contract/auth-table';
import { localeText } from '#shared/rules/locale-texts';
import type { AuthModule } from '#shared/contract/account';
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
  const label = (level: 'module' | 'page' | 'button', id: string) => localeText(lang, 'org', `authTable.${level}.${id}`);
  const extra = new Set(role === 'personal' ? [] : granted);
  const out: AuthModule[] = [];
  for (const m of AUTH_TABLE) {
    const pages = m.pages
      .map((p) => ({
        pageId: p.id,
        name: label('page', p.id),
        buttons: p.buttons.filter((b) => (b.roles as readonly AuthRole[]).includes(role) || extra.has(b.id)).map((b) => ({ buttonId: b.id, name: label('button', b.id) })),
      }))
      .filter((p) => p.buttons.length > 0);
    if (pages.length) out.push({ moduleId: m.id, name: label('module', m.id), pages });
  }
  return out;
}
