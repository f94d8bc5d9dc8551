// Build plugin: the client builds load the rules texts (src-shared/rules/texts/<domain>.json,
// both languages per key) one language and one domain at a time. Each texts/<domain>.json
// itself loads as {} on the client; these modules hand the texts to addTexts instead:
// - `virtual:texts/<lang>/<domain>`: one domain's texts in one language, loaded with the
//   domain's namespace (i18n.ts ensureAreas; the desktop's first paint has `common`);
// - `virtual:texts/loaders`: { <lang>: { <domain>: () => import(...) } } for those (common
//   left out: it comes with the first-paint bundle, in the same chunk);
// - `virtual:texts/<lang>` and `virtual:texts/<lang>/rest`: the H5 build's first-paint keys
//   (CORE below: the shell's and the H5 login form's) and everything else, over every domain.
// The server and vitest import the JSON files as they are.
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const PREFIX = 'virtual:texts/';
const LOADERS = 'virtual:texts/loaders';
const LANGS = ['zh-CN', 'en'];

/**
 * H5 keys on the first paint of pages that do not wait for the rest: the gateway client's and
 * the shells' texts (network and gateway errors, the guards' notices), and the H5 login
 * form's checks (src-mobile/features/account/login-rules.ts, whose fallbacks are here too).
 */
const CORE = ['network.', 'gateway.', 'auth.', 'realName.', 'rule.login.', 'rule.register.mobile.', 'rule.register.code.', 'rule.forget.smsCode.'];
const isCore = (key) => CORE.some((p) => key.startsWith(p));

export function textsSplit() {
  let dir = '';
  const domains = () =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
  const read = (domain) => JSON.parse(readFileSync(resolve(dir, `${domain}.json`), 'utf8'));
  // JSON.parse of a string: V8 reads that faster than the same object literal.
  const moduleOf = (entries, lang) => `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(entries.map(([key, byLang]) => [key, byLang[lang] ?? byLang['zh-CN']]))))});`;
  return {
    name: 'texts-split',
    enforce: 'pre',
    configResolved(config) {
      dir = resolve(config.root, 'src-shared/rules/texts');
    },
    resolveId(id) {
      if (id === LOADERS) return '\0' + id;
      if (!id.startsWith(PREFIX)) return null;
      const [lang, part] = id.slice(PREFIX.length).split('/');
      if (LANGS.includes(lang) && (part === undefined || part === 'rest' || domains().includes(part))) return '\0' + id;
      return null;
    },
    load(id) {
      if (id === '\0' + LOADERS) {
        const byLang = LANGS.map(
          (l) =>
            `${JSON.stringify(l)}: {${domains()
              .filter((d) => d !== 'common')
              .map((d) => `${JSON.stringify(d)}: () => import(${JSON.stringify(`${PREFIX}${l}/${d}`)})`)}}`,
        );
        return `export default {${byLang.join(',')}};`;
      }
      if (id.startsWith('\0' + PREFIX)) {
        const [lang, part] = id.slice(PREFIX.length + 1).split('/');
        for (const d of domains()) this.addWatchFile(resolve(dir, `${d}.json`));
        if (part !== undefined && part !== 'rest') return moduleOf(Object.entries(read(part)), lang);
        const all = domains().flatMap((d) => Object.entries(read(d)));
        return moduleOf(
          all.filter(([key]) => isCore(key) === (part === undefined)),
          lang,
        );
      }
      // Still JSON here: Vite's JSON plugin turns it into the module.
      if (dir && id.split('?')[0].startsWith(dir + '/') && id.split('?')[0].endsWith('.json')) return '{}';
      return null;
    },
  };
}
