import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '#server/db/schema';
import { startS3 } from '../../helpers/s3';
import { startTestServer, type TestServer } from '../../helpers/server';
import { mobiles, newPersonal } from './_centre';
import { PDF, PNG, upload, uploadAs, uploadToken } from './_files';
import { ErrorCode } from '#shared/contract/errors';
import * as fileCmds from '#shared/contract/file';

/** Files in an S3-compatible bucket: the gateway with STORAGE=s3 against s3rver, a local S3 server. */
let s: TestServer;
let s3: Awaited<ReturnType<typeof startS3>>;
const next = mobiles('158');
const PREFIX = 'portal-files/';

beforeAll(async () => {
  s3 = await startS3(PREFIX);
  s = await startTestServer(s3.env);
});
afterAll(async () => {
  await s?.close();
  await s3?.close();
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('STORAGE=s3', () => {
  it('stores an upload as a private object with its type, and serves it back through the signed link', async () => {
    expect(s.config.storage.kind).toBe('s3');
    const a = await newPersonal(s, next());
    const up = await uploadAs(s, a.token, { name: '营业执照.png', data: PNG });

    // Really in the bucket, under the prefix, by its public id, with the type its bytes showed.
    const object = await s3.bucket.get(PREFIX + up.fileId);
    expect(object.data.equals(PNG)).toBe(true);
    expect(object.contentType).toBe('image/png');

    const img = await get(up.url);
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-length']).toBe(String(PNG.length));
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['content-disposition']).toBe(`inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('营业执照.png')}`);

    // A PDF downloads as an attachment.
    await uploadAs(s, a.token, { name: 'contract.pdf', data: PDF });
    const list = (await s.call(fileCmds.myDocument, {}, { token: a.token, page: 1, rows: 10 })).response;
    const pdf = list.list.find((f: { name: string }) => f.name === 'contract.pdf');
    const dl = await get(pdf.downloadUrl);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="contract.pdf"/);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
  });

  it('streams a 4 MiB file over a real socket, and survives a reader that hangs up', async () => {
    const a = await newPersonal(s, next());
    const big = Buffer.concat([PDF.subarray(0, 10), Buffer.alloc(4 * 1024 * 1024 - PDF.length, 0x20), PDF.subarray(10)]);
    const up = await uploadAs(s, a.token, { name: 'big.pdf', data: big });
    const base = await s.app.listen({ port: 0, host: '127.0.0.1' });
    // A reader that takes the first chunk and hangs up.
    const aborted = new AbortController();
    const first = await fetch(base + up.url, { signal: aborted.signal });
    await first.body!.getReader().read();
    aborted.abort();
    const res = await fetch(base + up.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(big)).toBe(true);
  });

  it('refuses forged, borrowed and expired signatures, whatever the bucket holds', async () => {
    const a = await newPersonal(s, next());
    const up = await uploadAs(s, a.token, { name: 'a.png', data: PNG });
    const other = await uploadAs(s, a.token, { name: 'b.png', data: PNG });
    const u = new URL(up.url, 'http://x');
    expect((await get(`${u.pathname}?exp=${u.searchParams.get('exp')}&sig=${'A'.repeat(43)}`)).statusCode).toBe(403);
    expect((await get(u.pathname)).statusCode).toBe(403);
    expect((await get(`${u.pathname}?${new URL(other.url, 'http://x').searchParams}`)).statusCode).toBe(403);
    expect((await get(`${up.url}&download=1`)).statusCode).toBe(403);
    expect((await get(up.url)).statusCode).toBe(200);
    s.app.deps.clock.advance(16 * 60_000);
    const expired = await get(up.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.rawPayload.includes(PNG)).toBe(false);
  });

  it('a row whose object is gone answers 404, not an error', async () => {
    const a = await newPersonal(s, next());
    const up = await uploadAs(s, a.token, { name: 'gone.png', data: PNG });
    await s3.bucket.delete(PREFIX + up.fileId);
    const res = await get(up.url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.errorCode).toBe(ErrorCode.notFound);
  });

  it('an upload whose row cannot be written leaves no object behind', async () => {
    const a = await newPersonal(s, next());
    const token = await uploadToken(s, a.token);
    const before = await s3.bucket.keys();
    const db = s.app.deps.db;
    const insert = db.insert.bind(db);
    // The database fails just for the files row (the upload token is already spent by then).
    db.insert = ((table: unknown) => {
      if (table === files) throw new Error('database went away');
      return insert(table as typeof files);
    }) as typeof db.insert;
    try {
      const r = await upload(s, token, { name: 'orphan.png', data: PNG });
      expect(r.status).toBe(500);
      expect(r.body.error?.errorCode).toBe(ErrorCode.internal);
    } finally {
      db.insert = insert;
    }
    expect(await s3.bucket.keys()).toEqual(before);
  });

  it('a bucket out of reach answers 1099 with no detail, for uploads and downloads', async () => {
    const a = await newPersonal(s, next());
    const up = await uploadAs(s, a.token, { name: 'here.png', data: PNG });
    // Port 9 (discard) refuses the connection at once.
    const down = await startTestServer({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }, { database: s.database });
    down.app.deps.clock = s.app.deps.clock;
    try {
      const res = await down.app.inject({ method: 'GET', url: up.url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { errorCode: ErrorCode.internal, errorInfo: expect.any(String) } });
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|at /);
      const r = await upload(down, await uploadToken(down, a.token), { name: 'lost.png', data: PNG });
      expect(r.status).toBe(500);
      expect(r.body.error?.errorCode).toBe(ErrorCode.internal);
    } finally {
      await down.close();
    }
  });
});

describe('npm run files:to-s3', () => {
  const run = promisify(execFile);
  const migrate = async (dataDir: string) => {
    const { stdout } = await run(join('node_modules', '.bin', 'tsx'), ['scripts/files-to-s3.ts'], {
      env: { ...process.env, ...s3.env, DATA_DIR: dataDir, NODE_ENV: 'test', NODE_NO_WARNINGS: '1' },
      timeout: 60_000,
    });
    return stdout;
  };

  it('copies the disk store to the bucket once, after which the S3 gateway serves the old links', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'files-to-s3-'));
    const disk = await startTestServer({ STORAGE: 'disk', DATA_DIR: dataDir }, { database: s.database });
    // One time for both gateways (an earlier test moved this file's clock on), as on one cluster.
    disk.app.deps.clock = s.app.deps.clock;
    try {
      expect(disk.config.storage).toEqual({ kind: 'disk', dir: join(dataDir, 'files') });
      const a = await newPersonal(disk, next());
      const png = await uploadAs(disk, a.token, { name: 'old.png', data: PNG });
      const pdf = await uploadAs(disk, a.token, { name: 'old.pdf', data: PDF });
      writeFileSync(join(dataDir, 'files', '.DS_Store'), 'junk');
      // Before the copy the S3 gateway has the rows (one database) but not the files.
      expect((await get(png.url)).statusCode).toBe(404);

      expect(await migrate(dataDir)).toContain('files:to-s3: 2 copied, 0 already in the bucket, 1 other files left alone');
      expect((await s3.bucket.get(PREFIX + png.fileId)).contentType).toBe('image/png');
      expect((await s3.bucket.get(PREFIX + pdf.fileId)).contentType).toBe('application/pdf');
      expect(await s3.bucket.has(PREFIX + '.DS_Store')).toBe(false);
      const img = await get(png.url);
      expect(img.statusCode).toBe(200);
      expect(img.rawPayload.equals(PNG)).toBe(true);
      expect((await get(pdf.url)).rawPayload.equals(PDF)).toBe(true);

      // Idempotent: a second run copies nothing; an object of another size is copied again.
      expect(await migrate(dataDir)).toContain('files:to-s3: 0 copied, 2 already in the bucket, 1 other files left alone');
      await s3.bucket.put(PREFIX + pdf.fileId, Buffer.from('truncated'));
      expect(await migrate(dataDir)).toContain('files:to-s3: 1 copied, 1 already in the bucket, 1 other files left alone');
      expect((await s3.bucket.get(PREFIX + pdf.fileId)).data.equals(PDF)).toBe(true);
    } finally {
      await disk.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says which settings are missing', async () => {
    const err = await run(join('node_modules', '.bin', 'tsx'), ['scripts/files-to-s3.ts'], {
      env: { ...process.env, STORAGE: '', S3_BUCKET: 'portal', S3_REGION: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', NODE_NO_WARNINGS: '1' },
      timeout: 60_000,
    }).then(
      () => null,
      (e: { stderr: string }) => e,
    );
    expect(err?.stderr).toContain('S3 storage needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
  });
});
