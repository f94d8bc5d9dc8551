// Build plugin: `<file>.json?area` is a copy of the JSON file as a module of its own. The H5
// first-paint bundles take some keys of a namespace by name (so the build leaves the others out:
// the WeChat-menu pages' titles of mroutes.json, the shell's keys of common.json); the whole file
// loads later as an i18n area (h5-rest-areas.ts, captcha-sheet.tsx). Were both the same module,
// the bundler would give it a chunk of its own, whole, loaded with the first paint.
import { readFileSync } from 'node:fs';

const QUERY = '?area';

export function jsonCopy() {
  return {
    name: 'json-copy',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${QUERY}`)) return null;
      return { code: `export default ${readFileSync(id.slice(0, -QUERY.length), 'utf8')}`, map: null };
    },
  };
}
