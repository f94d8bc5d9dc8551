// Writes .br and .gz next to every built JS/CSS/SVG/JSON asset so the server can
// send them precompressed (@fastify/static preCompressed) with no per-request CPU.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function precompress(dir) {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      n += precompress(p);
      continue;
    }
    if (!/\.(js|css|svg|json|html)$/.test(name) || statSync(p).size < 1024) continue;
    const buf = readFileSync(p);
    writeFileSync(p + '.gz', gzipSync(buf, { level: 9 }));
    writeFileSync(p + '.br', brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    n++;
  }
  return n;
}
