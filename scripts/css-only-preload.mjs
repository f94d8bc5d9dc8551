// Build plugin (H5 build only): Vite's preload helper (`__vitePreload`, wrapped around every lazy
// import) cut down to what the H5 build asks of it. vite.config.ts keeps only CSS in a lazy import's
// dependencies (resolveDependencies), so the helper's modulepreload half (rel detection, `as=script`
// links, the CSP nonce lookup, import.meta.resolve) never runs there, yet it was 1.3 kB gzip of
// every H5 first load. This one keeps the behaviour the build relies on: each stylesheet is added
// once and awaited, a stylesheet the page already links is not added again, and a failed one
// rejects the import after the `vite:preloadError` event (which a listener may cancel), as Vite's does.
// A dependency that is not CSS is left to the import itself (the browser fetches a module's imports).
// If Vite stops emitting the helper under this id the build fails, rather than silently shipping both.

const HELPER_ID = '\0vite/preload-helper.js';

const LEAN_HELPER = `
const seen = {};
function fail(err) {
  const e = new Event('vite:preloadError', { cancelable: true });
  e.payload = err;
  window.dispatchEvent(e);
  if (!e.defaultPrevented) throw err;
}
function sheet(href) {
  for (const l of document.querySelectorAll('link[rel=stylesheet]')) if (l.href === href) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
  return new Promise((ok, ko) => {
    link.onload = ok;
    link.onerror = () => ko(new Error('Unable to preload CSS for ' + href));
  });
}
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || [])
      .filter((d) => d.endsWith('.css'))
      .map((d) => {
        const href = new URL('/' + d, location.href).href;
        // Once settled, a stylesheet is not waited for again (a failed one is reported to the imports that waited for it).
        if (!(href in seen))
          seen[href] = Promise.resolve(sheet(href)).then(
            () => (seen[href] = undefined),
            (err) => ((seen[href] = undefined), { err }),
          );
        return seen[href];
      }),
  ).then((res) => {
    for (const r of res) if (r) fail(r.err);
    return load().catch(fail);
  });
`;

export function cssOnlyPreload() {
  let replaced = false;
  return {
    name: 'css-only-preload',
    apply: 'build',
    buildStart() {
      replaced = false;
    },
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(_code, id) {
        if (id !== HELPER_ID) return null;
        replaced = true;
        return { code: LEAN_HELPER, map: null };
      },
    },
    generateBundle(_options, bundle) {
      const usesHelper = Object.values(bundle).some((c) => c.type === 'chunk' && c.dynamicImports.length > 0);
      if (usesHelper && !replaced) this.error(`css-only-preload: Vite's preload helper (${JSON.stringify(HELPER_ID)}) was not seen; update scripts/css-only-preload.mjs`);
    },
  };
}
