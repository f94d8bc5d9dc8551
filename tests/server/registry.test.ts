import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allCommands, extensions } from '#shared/contract/index';
import { allHandlers } from '#server/domains/index';
import { buildRegistry } from '#server/gateway/registry';

// The spec's inventory lives next to the repository: ../shared/spec/commands.json.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const specPath = resolve(repoRoot, '../shared/spec/commands.json');
const spec = existsSync(specPath) ? (JSON.parse(readFileSync(specPath, 'utf8')) as { gateway: { cmd: string; access: string; paged: boolean }[] }) : null;
if (!spec) console.warn(`registry.test: ${specPath} is absent, skipping the spec-name assertions`);

describe('command registry', () => {
  it('has commands, each named service/method (the spec has a few service/sub/method names), none twice', () => {
    const names = allCommands.map((c) => c.cmd);
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(new Set(names).size).toBe(names.length);
    // op_developer/user/* keeps the spec's underscore.
    for (const n of names) expect(n).toMatch(/^[A-Za-z][A-Za-z0-9_]*(\/[A-Za-z][A-Za-z0-9]*){1,2}$/);
  });

  it('every contract command has exactly one handler, and every handler a contract entry', () => {
    const handled = allHandlers.map((h) => h.def.cmd).sort();
    expect(handled).toEqual(allCommands.map((c) => c.cmd).sort());
    const registry = buildRegistry(allHandlers);
    expect(registry.size).toBe(allCommands.length);
    for (const c of allCommands) expect(registry.get(c.cmd)?.def).toBe(c);
  });

  it('buildRegistry refuses a handler without contract entry and duplicate handlers', () => {
    const stray = { ...allHandlers[0], def: { ...allHandlers[0].def, cmd: 'nope/notInContract' } };
    expect(() => buildRegistry([...allHandlers, stray])).toThrow(/no contract entry/);
    expect(() => buildRegistry([...allHandlers, allHandlers[0]])).toThrow(/two handlers/);
  });

  it('every contract entry declares an access level and a zod schema', () => {
    const levels = new Set(['public', 'member', 'enterprise', 'certified', 'operator', 'salesman', 'admin']);
    for (const c of allCommands) {
      expect(levels.has(c.access), c.cmd).toBe(true);
      expect(typeof c.params.safeParse, c.cmd).toBe('function');
      expect(typeof c.paged, c.cmd).toBe('boolean');
    }
  });

  it.skipIf(!spec)('every contract name is a spec command or a declared extension', () => {
    const specNames = new Set(spec!.gateway.map((g) => g.cmd));
    const stray = allCommands.map((c) => c.cmd).filter((n) => !specNames.has(n) && !extensions.has(n));
    expect(stray).toEqual([]);
  });

  it.skipIf(!spec)('extensions are real contract commands that the spec does not already list', () => {
    const names = new Set(allCommands.map((c) => c.cmd));
    const specNames = new Set(spec!.gateway.map((g) => g.cmd));
    for (const e of extensions) {
      expect(names.has(e), e).toBe(true);
      expect(specNames.has(e), e).toBe(false);
    }
  });

  it.skipIf(!spec)('paged flags agree with the spec', () => {
    const bySpec = new Map(spec!.gateway.map((g) => [g.cmd, g]));
    const wrong = allCommands.filter((c) => bySpec.has(c.cmd) && bySpec.get(c.cmd)!.paged !== c.paged).map((c) => c.cmd);
    expect(wrong).toEqual([]);
  });
});
