// Codemod: server tests call commands through the contract instead of by string:
//   s.call('extract/sumbitApply', p)  ->  s.call(fundCmds.sumbitApply, p)
// with `import * as fundCmds from '<rel>/src-shared/contract/fund'` added. A renamed command then
// fails to compile. Strings that name no contract command (tests of unknown commands) stay.
// Re-runnable, from the repo root:  npx tsx scripts/codemods/contract-calls.mjs
import { readdirSync } from 'node:fs';
import { relative, dirname } from 'node:path';
import { rewrite, tracked } from './lib.mjs';

const dir = 'src-shared/contract';
const byCmd = new Map();
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
  const mod = await import(`../../${dir}/${file}`);
  const base = file.replace(/\.ts$/, '');
  for (const [name, v] of Object.entries(mod)) {
    if (v && typeof v === 'object' && typeof v.cmd === 'string' && 'params' in v && !byCmd.has(v.cmd)) byCmd.set(v.cmd, { base, name });
  }
}
const alias = (base) => `${base.replace(/-(\w)/g, (_m, c) => c.toUpperCase())}Cmds`;
const ident = /^[A-Za-z_$][\w$]*$/;

const files = tracked(['tests/server'], ['.ts']);
const changed = rewrite(files, (text, file) => {
  const used = new Set();
  const out = text.replace(/(\b\w+\.call\(\s*)'([^']+)'/g, (m, pre, cmd) => {
    const hit = byCmd.get(cmd);
    if (!hit || !ident.test(hit.name)) return m;
    used.add(hit.base);
    return `${pre}${alias(hit.base)}.${hit.name}`;
  });
  if (out === text) return text;
  const rel = relative(dirname(file), dir);
  const imports = [...used]
    .filter((b) => !new RegExp(`import \\* as ${alias(b)} from`).test(out))
    .sort()
    .map((b) => `import * as ${alias(b)} from '${rel}/${b}';`);
  const lines = out.split('\n');
  let last = -1;
  lines.forEach((l, i) => {
    if (/^import\s.*from\s['"].*['"];?$/.test(l) || /^\} from ['"].*['"];?$/.test(l)) last = i;
  });
  lines.splice(last + 1, 0, ...imports);
  return lines.join('\n');
});
console.log(`contract-calls: ${changed} files changed, ${byCmd.size} commands known`);
