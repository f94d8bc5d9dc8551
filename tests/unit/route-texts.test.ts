import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_DIALOG_NS, layoutNs, routes, type DesktopRoute } from '../../src-desktop/app/routes';
// @ts-expect-error plain ESM helper without types
import { moduleGraph, namespaces, ruleTextDomains, rootDir, textsUsed } from '../../scripts/texts-usage.mjs';

/**
 * Desktop texts load per route: the first paint has the shell's namespaces, each route its
 * `ns` (with the layout's), each with its domain's rules texts. A page that shows a key of a
 * namespace its route does not load would show the bare key, so every route's page, with
 * everything it imports (lazily too), must use only what the route loads.
 */
type Used = { ns: Map<string, string>; ruleDomains: Map<string, string> };
const FIRST_PAINT = ['common', 'routes', 'desktop'];
const used = (entry: string, withLazy = true): Used => textsUsed(moduleGraph(entry, { withLazy }));
/** What a module needs beyond `loads`, with where each was seen. */
const missing = (u: Used, loads: readonly string[]) => {
  const have = new Set([...FIRST_PAINT, ...loads]);
  const out: string[] = [];
  for (const [name, where] of u.ns) if (!have.has(name)) out.push(`namespace ${name}: ${where}`);
  // The first paint's rules texts are common.json's.
  for (const [domain, where] of u.ruleDomains) if (domain !== 'common' && !have.has(domain)) out.push(`rules texts ${domain}: ${where}`);
  return out;
};

/** A route's page module, from its page() import (vitest writes it as a path from the project root). */
function pageModule(r: DesktopRoute): string {
  const spec = /["'`]((?:\.{1,2})?\/[^"'`]+)["'`]/.exec(String(r.page))?.[1];
  if (!spec?.startsWith('/')) throw new Error(`no page import in ${r.path}: ${String(r.page)}`);
  const base = join(rootDir, spec);
  const file = [base, base + '.tsx', base + '.ts'].find((f) => existsSync(f) && /\.tsx?$/.test(f));
  if (!file) throw new Error(`page module of ${r.path} not found (${base})`);
  return file;
}

describe('desktop texts per route', () => {
  const known = new Set<string>([...namespaces(), ...new Set(ruleTextDomains().values())]);

  it('the first-paint bundles hold the shell namespaces and the common rules texts', () => {
    for (const lang of ['zh-CN', 'en']) {
      const src = readFileSync(join(rootDir, `src-shared/i18n/bundles/${lang}.ts`), 'utf8');
      expect(src).toContain(`'../locales/${lang}/{${FIRST_PAINT.join(',')}}.json'`);
      expect(src).toContain(`'virtual:texts/${lang}/common'`);
    }
  });

  it('the shell (entry, layouts, header, guards) uses only the first paint texts', () => {
    expect(missing(used('src/main-desktop.tsx', false), [])).toEqual([]);
  });

  it('the lazy parts around the pages load what they use', () => {
    expect(missing(used('src-desktop/app/LoginDialog.tsx'), LOGIN_DIALOG_NS)).toEqual([]);
    expect(missing(used('src-desktop/app/layouts/MemberLayout.tsx'), layoutNs.member)).toEqual([]);
    expect(missing(used('src-desktop/app/ErrorMessages.tsx'), [])).toEqual([]);
  });

  for (const r of routes) {
    it(`${r.path} loads every namespace its page uses`, () => {
      for (const ns of r.ns ?? []) expect(known.has(ns), `${ns} is neither a namespace nor a rules-texts domain`).toBe(true);
      for (const ns of r.laterNs ?? []) expect(known.has(ns), `${ns} is neither a namespace nor a rules-texts domain`).toBe(true);
      // What the page shows at once loads with it; its lazily loaded parts may bring their own (laterNs).
      expect(missing(used(pageModule(r), false), [...layoutNs[r.layout], ...(r.ns ?? [])])).toEqual([]);
      expect(missing(used(pageModule(r)), [...layoutNs[r.layout], ...(r.ns ?? []), ...(r.laterNs ?? [])])).toEqual([]);
    });
  }

  it('sees a page its texts (the check reads what it should)', () => {
    const fund = routes.find((r) => r.path === '/memberCenter/deposit')!;
    const u = used(pageModule(fund));
    expect([...u.ns.keys()]).toContain('fund');
    expect([...u.ruleDomains.keys()]).toEqual(expect.arrayContaining(['fund', 'common']));
    expect(missing(u, [])).not.toEqual([]);
  });
});
