import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name files that exist: a path in backticks in `docs/` (and the README) that starts at one
 * of the repo's top folders must be there, so a move or a rename updates the record of how it is
 * built (issue 28). Globs and placeholders (`*`, `<name>`, `…`) are not paths.
 */
const root = join(__dirname, '../..');
const TOP = /^(src-shared|src-desktop|src-mobile|server|tests|scripts|docs|deploy|public|\.ci)\//;

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : []));
}

/** Backticked spans that are paths: `a/b.ts`, `a/b/`, `a/b.ts:12` (line suffix dropped). */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1].replace(/[:#]\d+(-\d+)?$/, '').replace(/[),.;]+$/, '')).filter((p) => TOP.test(p) && !/[*<>{}…]|\.\.\./.test(p));
}

describe('docs name files that exist', () => {
  const files = [...markdownFiles('docs'), 'README.md'];
  it.each(files)('%s', (file) => {
    const missing = pathsIn(readFileSync(join(root, file), 'utf8')).filter((p) => !existsSync(join(root, p)));
    expect([...new Set(missing)]).toEqual([]);
  });
});
