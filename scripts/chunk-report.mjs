// `CHUNKS=<regex> npm run build`: prints, for each emitted chunk whose file name matches,
// its size (raw and gzip) and the modules it is made of, largest first (rendered bytes after
// tree-shaking, and each module's code gzipped alone). The quick way to see where a first load's bytes come from.
import { gzipSync } from 'node:zlib';

export function chunkReport(pattern) {
  const re = new RegExp(pattern);
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !re.test(name)) continue;
        console.log(`\n${name}: ${chunk.code.length} B, ${gzipSync(chunk.code, { level: 9 }).length} B gzip; imports ${chunk.imports.join(', ') || '-'}`);
        const modules = Object.entries(chunk.modules)
          .map(([id, m]) => [m.renderedLength, m.code ? gzipSync(m.code, { level: 9 }).length : 0, id.replace(/.*node_modules[\\/]/, '~').replace(process.cwd(), '.')])
          .filter(([bytes]) => bytes > 0)
          .sort((a, b) => b[0] - a[0]);
        // gzip per module is an upper bound: gzip of the chunk shares its dictionary across modules.
        for (const [bytes, gz, id] of modules) console.log(`${String(bytes).padStart(9)} ${String(gz).padStart(7)} gz  ${id}`);
      }
    },
  };
}
