// Codemod: imports of src-shared by relative path ('../../../src-shared/x') become '#shared/x'
// (package.json "imports", tsconfig paths, Vite/Vitest aliases). Re-runnable: run from the repo root,
//   node scripts/codemods/shared-alias.mjs
// Files inside src-shared keep their relative imports (a layer names its own files relatively).
import { rewrite, tracked } from './lib.mjs';

const files = tracked(['src', 'src-desktop', 'src-mobile', 'server', 'tests', 'scripts']).filter((f) => !f.startsWith('scripts/codemods/'));
const re = /((?:from|import)\s*\(?\s*['"])(?:\.\.\/)+src-shared\//g;
const vi = /(vi\.mock\(\s*['"])(?:\.\.\/)+src-shared\//g;
console.log(`shared-alias: ${rewrite(files, (t) => t.replace(re, '$1#shared/').replace(vi, '$1#shared/'))} files changed`);
