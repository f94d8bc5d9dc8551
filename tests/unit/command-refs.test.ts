import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractModules, refsPath, renderRefs } from '../../scripts/gen-command-refs';

// Each contract module has a zod-free twin in contract/refs/ that the first-load pages import.
describe('zod-free command references', () => {
  it.each(contractModules())('refs/%s.ts is up to date with the contract (npm run gen:refs)', async (m) => {
    expect(existsSync(refsPath(m)), `missing ${refsPath(m)}`).toBe(true);
    expect(readFileSync(refsPath(m), 'utf8')).toBe(await renderRefs(m));
  });

  it('carry cmd, access, paged and needs exactly as the contract does', async () => {
    for (const m of contractModules()) {
      const full = (await import(`../../src-shared/contract/${m}.ts`)) as Record<string, { cmd?: string; access?: string; paged?: boolean; needs?: unknown; params?: unknown }>;
      const refs = (await import(`../../src-shared/contract/refs/${m}.ts`)) as Record<string, object>;
      const defs = Object.entries(full).filter(([, v]) => v && typeof v === 'object' && 'cmd' in v && 'params' in v);
      expect(Object.keys(refs).sort(), m).toEqual(defs.map(([k]) => k).sort());
      for (const [name, d] of defs) expect(refs[name], `${m}.${name}`).toEqual({ cmd: d.cmd, access: d.access, paged: d.paged, ...(d.needs ? { needs: d.needs } : {}) });
    }
  });

  it('have no stray twins of removed modules', () => {
    const twins = readdirSync(refsPath('x').replace(/x\.ts$/, '')).map((f) => f.replace(/\.ts$/, ''));
    expect(twins.sort()).toEqual(contractModules());
  });
});
