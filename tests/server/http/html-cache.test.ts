import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from '#server/http/static-site';

/**
 * HTML is never cached, whatever the encoding: the precompressed siblings (index.html.br/.gz) once
 * answered `max-age=3600`, so after a deploy users kept HTML pointing at chunks that no longer exist.
 */
let dir: string;
let app: FastifyInstance;
const html = `<!doctype html><html><head><title>t</title></head><body>${'x'.repeat(2000)}</body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'assets'));
  for (const f of ['index.html', 'mobile.html', 'about.html']) {
    writeFileSync(join(dir, f), html);
    writeFileSync(join(dir, `${f}.gz`), gzipSync(html));
    writeFileSync(join(dir, `${f}.br`), brotliCompressSync(html));
  }
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  app = Fastify();
  const serveHtml = await registerStaticSite(app, dir);
  app.setNotFoundHandler(serveHtml);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Cache-Control of HTML', () => {
  for (const encoding of ['', 'gzip', 'br', 'gzip, deflate, br']) {
    for (const url of ['/', '/login', '/memberCenter/bankrollAccount', '/about.html']) {
      it(`${url} with Accept-Encoding "${encoding}" is no-cache`, async () => {
        const r = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-type']).toMatch(/text\/html/);
        expect(r.headers['cache-control']).toBe('no-cache');
      });
    }
  }

  it('hashed assets stay immutable for a year; other files an hour', async () => {
    expect((await app.inject({ url: '/assets/app-abc123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
  });
});
