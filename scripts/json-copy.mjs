// Build plugin: `<file>.json?titles` is a copy of the JSON file as a module of its own. The H5
// first-paint bundles take the WeChat-menu pages' titles from mroutes.json by name (so the build
// leaves the other titles out); the rest of the route table loads the whole file as an i18n area.
// Were both the same module, the bundler would give it a chunk of its own, whole, loaded with the
// first paint (src-shared/i18n/bundles/h5-rest-areas.ts).
import { readFileSync } from 'node:fs';

const QUERY = '?titles';

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
