// Which texts a piece of the client shows: the i18next namespaces and the rules texts
// (src-shared/rules/texts/<domain>.json) named in a module and everything it imports.
// Read from the source, not run: `useTranslation('ns')` / `useTranslation(['a', 'b'])`
// (`useTranslation()` is the default namespace, common), every 'ns:key' string, and every
// string that is a rules-texts key or the fixed head of one (`gateway.${code}`).
// tests/unit/route-texts.test.ts compares that with what each route loads.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const LOCALES = join(ROOT, 'src-shared/i18n/locales/zh-CN');
const RULE_TEXTS = join(ROOT, 'src-shared/rules/texts');

export const namespaces = () =>
  readdirSync(LOCALES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5));

/** Rules-texts key -> its domain (the file it lives in). */
export function ruleTextDomains() {
  const out = new Map();
  for (const f of readdirSync(RULE_TEXTS).filter((n) => n.endsWith('.json'))) {
    for (const key of Object.keys(JSON.parse(readFileSync(join(RULE_TEXTS, f), 'utf8')))) out.set(key, f.slice(0, -5));
  }
  return out;
}

const EXT = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('#shared/')) base = join(ROOT, 'src-shared', spec.slice(8));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  if (/\.(css|json|svg|png|jpg)$/.test(base)) return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const e of EXT) if (existsSync(base + e)) return base + e;
  return null;
}

const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const parsed = new Map();

/** One file's imports (static / dynamic, type-only left out), namespaces and string literals. */
function parse(file) {
  let p = parsed.get(file);
  if (p) return p;
  const src = readFileSync(file, 'utf8');
  const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statics = [];
  for (const m of code.matchAll(STATIC_IMPORT)) {
    if (/^\s*(?:import|export)\s+type\s/.test(m[0].replace(/^[\s;]/, ''))) continue;
    const r = resolveImport(file, m[1]);
    if (r) statics.push(r);
  }
  const dynamics = [];
  for (const m of code.matchAll(DYNAMIC_IMPORT)) {
    const r = resolveImport(file, m[1]);
    if (r) dynamics.push(r);
  }
  const ns = new Set();
  for (const m of code.matchAll(/useTranslation\(\s*([^)]*)\)/g)) {
    const args = m[1].trim();
    if (!args) ns.add('common');
    for (const q of args.matchAll(/['"]([\w-]+)['"]/g)) ns.add(q[1]);
  }
  const strings = [];
  for (const m of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*?)(?:\$\{|`)/g)) strings.push({ value: m[1] ?? m[2] ?? m[3], head: m[3] !== undefined && !m[0].endsWith('`') });
  p = { statics, dynamics, ns, strings };
  parsed.set(file, p);
  return p;
}

/** The files a module needs: its static imports, and (withLazy) the ones it loads later too. */
export function moduleGraph(entry, { withLazy = true, stop = () => false } = {}) {
  const seen = new Set();
  const walk = (f) => {
    if (seen.has(f) || stop(f)) return;
    seen.add(f);
    const p = parse(f);
    for (const d of p.statics) walk(d);
    // A route table's lazy imports are the routes' pages, which load their own texts.
    if (withLazy && !/[\\/]routes\.ts$/.test(f)) for (const d of p.dynamics) walk(d);
  };
  walk(resolve(ROOT, entry));
  return seen;
}

/** The namespaces and rules-texts domains the files use, each with the first place it was seen. */
export function textsUsed(files) {
  const names = new Set(namespaces());
  const domains = ruleTextDomains();
  const keys = [...domains.keys()];
  const ns = new Map();
  const ruleDomains = new Map();
  const note = (map, name, file, what) => {
    if (!map.has(name)) map.set(name, `${relative(ROOT, file)} (${what})`);
  };
  for (const file of files) {
    const p = parse(file);
    for (const n of p.ns) note(ns, n, file, `useTranslation('${n}')`);
    for (const { value, head } of p.strings) {
      const colon = /^([a-zA-Z]+):[\w.$]/.exec(value);
      if (colon && names.has(colon[1])) note(ns, colon[1], file, value);
      if (domains.has(value.split('?')[0])) note(ruleDomains, domains.get(value.split('?')[0]), file, value);
      else if ((head || value.endsWith('.')) && value.length > 3 && /^[\w.]+$/.test(value)) {
        for (const k of keys) if (k.startsWith(value)) note(ruleDomains, domains.get(k), file, `${value}…`);
      }
    }
  }
  return { ns, ruleDomains };
}

export const rootDir = ROOT;
