// Build plugin: the client builds load the texts table (src-shared/rules/texts.json,
// both languages, ~50 kB) one language at a time. texts.json itself loads as {} and
// `virtual:texts/<lang>` is that language's { key: text }, which the language's i18n
// bundle hands to addTexts (src-shared/i18n/i18n.ts). The server and vitest import
// texts.json as it is.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const PREFIX = 'virtual:texts/';
const LANGS = ['zh-CN', 'en'];

export function textsSplit() {
  let file = '';
  return {
    name: 'texts-split',
    enforce: 'pre',
    configResolved(config) {
      file = resolve(config.root, 'src-shared/rules/texts.json');
    },
    resolveId(id) {
      if (id.startsWith(PREFIX) && LANGS.includes(id.slice(PREFIX.length))) return '\0' + id;
      return null;
    },
    load(id) {
      if (id.startsWith('\0' + PREFIX)) {
        const lang = id.slice(PREFIX.length + 1);
        const all = JSON.parse(readFileSync(file, 'utf8'));
        const one = Object.fromEntries(Object.entries(all).map(([key, byLang]) => [key, byLang[lang] ?? byLang['zh-CN']]));
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
