// Shared helpers of the codemods: list the tracked files under some folders, rewrite them in place.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

export const tracked = (dirs, exts = ['.ts', '.tsx', '.mjs']) =>
  execFileSync('git', ['ls-files', '--', ...dirs], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && exts.some((e) => f.endsWith(e)));

/** Applies `fn(text, file)` to each file; writes and counts the changed ones. */
export function rewrite(files, fn) {
  let changed = 0;
  for (const f of files) {
    const before = readFileSync(f, 'utf8');
    const after = fn(before, f);
    if (after !== before) {
      writeFileSync(f, after);
      changed++;
    }
  }
  return changed;
}
