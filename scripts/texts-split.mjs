// Build plugin: the client builds load the texts table (src-shared/rules/texts.json,
// both languages, ~50 kB) one language at a time, and in two parts. texts.json itself
// loads as {}; `virtual:texts/<lang>` is that language's { key: text } for the first
// paint (CORE below: what the shells and the H5 login form show), `virtual:texts/<lang>/rest`
// everything else (~10 kB gzip), which loads with the pages that need it (i18n.ts
// ensureAllTexts). The i18n bundles hand them to addTexts. The server and vitest import
// texts.json as it is.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const PREFIX = 'virtual:texts/';
const LANGS = ['zh-CN', 'en'];

/**
 * Keys on the first paint of pages that do not wait for the rest: the gateway client's and
 * the shells' texts (network and gateway errors, the guards' notices), and the H5 login
 * form's checks (src-mobile/features/account/login-rules.ts, whose fallbacks are here too).
 */
const CORE = ['network.', 'gateway.', 'auth.', 'realName.', 'rule.login.', 'rule.register.mobile.', 'rule.register.code.', 'rule.forget.smsCode.'];
const isCore = (key) => CORE.some((p) => key.startsWith(p));

export function textsSplit() {
  let file = '';
  return {
    name: 'texts-split',
    enforce: 'pre',
    configResolved(config) {
      file = resolve(config.root, 'src-shared/rules/texts.json');
    },
    resolveId(id) {
      const [lang, part] = id.slice(PREFIX.length).split('/');
      if (id.startsWith(PREFIX) && LANGS.includes(lang) && (part === undefined || part === 'rest')) return '\0' + id;
      return null;
    },
    load(id) {
      if (id.startsWith('\0' + PREFIX)) {
        const [lang, part] = id.slice(PREFIX.length + 1).split('/');
        const all = JSON.parse(readFileSync(file, 'utf8'));
        const wanted = Object.entries(all).filter(([key]) => isCore(key) === (part === undefined));
        const one = Object.fromEntries(wanted.map(([key, byLang]) => [key, byLang[lang] ?? byLang['zh-CN']]));
        this.addWatchFile(file);
        // JSON.parse of a string: V8 reads that faster than the same object literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(one))});`;
      }
      // Still JSON here: Vite's JSON plugin turns it into the module.
      if (id.split('?')[0] === file) return '{}';
      return null;
    },
  };
}
