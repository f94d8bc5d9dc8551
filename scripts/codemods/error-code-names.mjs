// Codemod: bare gateway error codes become ErrorCode names (src-shared/contract/errors.ts), where the
// number is plainly an error code: `errorCode: 1003`, `.code === 1002`, `code !== 14`,
// `errorCode).toBe(1006)`, `code: 1005` in an error object. Adds the import where needed.
// Re-runnable:  node scripts/codemods/error-code-names.mjs
import { rewrite, tracked } from './lib.mjs';

const names = { 14: 'tokenInvalid', 15: 'tokenExpired', 1001: 'unknownCommand', 1002: 'invalidParams', 1003: 'forbidden', 1004: 'tooMany', 1005: 'notFound', 1006: 'refused', 1099: 'internal' };
const num = '(14|15|1001|1002|1003|1004|1005|1006|1099)';
const patterns = [
  new RegExp(`(\\berrorCode\\s*:\\s*)${num}\\b(?!\\s*[|&])`, 'g'),
  new RegExp(`(\\b(?:errorCode|code)\\s*[!=]==\\s*)${num}\\b`, 'g'),
  new RegExp(`(\\berrorCode\\)\\.toBe\\()${num}(\\))`, 'g'),
  new RegExp(`(\\.code\\)\\.toBe\\()${num}(\\))`, 'g'),
];
const files = tracked(['src-desktop', 'src-mobile', 'src-shared', 'server', 'tests']).filter((f) => !f.endsWith('contract/errors.ts') && !f.includes('/refs/'));

function addImport(text, file) {
  if (/\bimport\s*\{[^}]*\bErrorCode\b[^}]*\}\s*from/.test(text)) return text;
  const depth = file.split('/').length - 1;
  const path = file.startsWith('src-shared/') ? `${'../'.repeat(depth - 1)}contract/errors`.replace(/^$/, './') : `${'../'.repeat(depth)}src-shared/contract/errors`;
  const fixed = path.startsWith('.') ? path : `./${path}`;
  const existing = text.match(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]*contract\/errors)['"];/);
  if (existing && !existing[1]) return text.replace(existing[0], `import { ErrorCode, ${existing[2].trim()} } from '${existing[3]}';`);
  const lines = text.split('\n');
  let last = -1;
  lines.forEach((l, i) => {
    if (/^import\s.*from\s['"].*['"];?$/.test(l) || /^\} from ['"].*['"];?$/.test(l)) last = i;
  });
  lines.splice(last + 1, 0, `import { ErrorCode } from '${fixed}';`);
  return lines.join('\n');
}

const changed = rewrite(files, (text, file) => {
  let out = text;
  for (const p of patterns) out = out.replace(p, (...m) => `${m[1]}ErrorCode.${names[m[2]]}${typeof m[3] === 'string' ? m[3] : ''}`);
  return out === text ? text : addImport(out, file);
});
console.log(`error-code-names: ${changed} files changed`);
