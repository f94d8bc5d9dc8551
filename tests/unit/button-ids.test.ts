import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_TABLE } from '#shared/contract/auth-table';
import { allCommands } from '#shared/contract/index';

// The authorised-function table, the commands' `needs` and the pages' can('…') speak the same ids.
const tableButtons = AUTH_TABLE.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => ({ id: b.id as string, page: p.id as string }))));
const tableIds = tableButtons.map((b) => b.id);

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

const clientFiles = ['src-desktop', 'src-mobile'].flatMap(sources).map((f) => readFileSync(f, 'utf8'));
const literals = (re: RegExp) => new Set(clientFiles.flatMap((text) => [...text.matchAll(re)].map((m) => m[1])));
// A page names a button in can('…'); a route shows in the member menu while its `menuPage` holds a button.
const pageIds = literals(/\bcan\(\s*'([\w.]+)'/g);
const menuPages = literals(/\bmenuPage:\s*'([\w.]+)'/g);
const needs = allCommands.flatMap((c) => (c.needs && typeof c.needs === 'object' ? [c.needs] : []));
const commandIds = new Set(needs.flatMap((n) => ('button' in n ? [n.button as string] : [])));
const neededPages = new Set(needs.flatMap((n) => ('pages' in n ? n.pages.map(String) : [])));
// Member defaults the login info's authorised-function list carries (the spec's list) that no command
// declares, because every holder of the role runs the page's reads. Kept explicit: a new button
// that nothing uses fails below instead of joining this list silently.
const LISTED_ONLY = new Set([
  'memberInfo.edit',
  'accountSafe.changePassword',
  'accountSafe.changeMobile',
  'message.read',
  'message.delete',
  'file.download',
  'businessInfo.view',
  'trueName.view',
  'worktable.view',
  'facApp.open',
  'capital.view',
  'record.view',
]);
const used = (b: { id: string; page: string }) => commandIds.has(b.id) || pageIds.has(b.id) || menuPages.has(b.page) || neededPages.has(b.page) || LISTED_ONLY.has(b.id);

describe('button ids', () => {
  it('every button of the table is needed by a command, asked by a page, or opens a menu page', () => {
    expect(tableButtons.filter((b) => !used(b)).map((b) => b.id)).toEqual([]);
  });

  it('every page a route or command names is in the table', () => {
    const tablePages = new Set(tableButtons.map((b) => b.page));
    expect([...menuPages, ...neededPages].filter((p) => !tablePages.has(p))).toEqual([]);
  });

  it('every id a page asks for is in the table', () => {
    expect([...pageIds].filter((id) => !tableIds.includes(id))).toEqual([]);
  });

  it('the listed-only ids are in the table and stay unused elsewhere', () => {
    const listed = tableButtons.filter((b) => LISTED_ONLY.has(b.id));
    expect(listed.length).toBe(LISTED_ONLY.size);
    expect(listed.filter((b) => commandIds.has(b.id) || pageIds.has(b.id)).map((b) => b.id)).toEqual([]);
  });

  it('no id appears twice in the table', () => {
    expect(tableIds.length).toBe(new Set(tableIds).size);
  });
});
