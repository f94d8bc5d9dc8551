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
    const st = statSync(p);
    if (!/\.(js|css|svg|json|html)$/.test(name) || st.size < 1024) continue;
    // The second build of the pair finds the first one's files already done.
    try {
      if (statSync(p + '.br').mtimeMs >= st.mtimeMs && statSync(p + '.gz').mtimeMs >= st.mtimeMs) continue;
    } catch {
      // not compressed yet
    }
    const buf = readFileSync(p);
    writeFileSync(p + '.gz', gzipSync(buf, { level: 9 }));
    writeFileSync(p + '.br', brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    n++;
  }
  return n;
}
