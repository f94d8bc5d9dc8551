import { describe, expect, it } from 'vitest';
import { companies, companyMembers } from '#server/db/schema';
import { eq } from 'drizzle-orm';
import { useTestServer } from '../../helpers/server';
import { GIF, JPEG, multipart, PDF, PNG, upload, uploadAs, uploadToken } from './_files';
import { fails, mobiles, newCompany, newPersonal, ok } from './_centre';
import { ErrorCode } from '#shared/contract/errors';

const s = useTestServer();
const next = mobiles('153');

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('uploads', () => {
  it('accepts jpg, jpeg, gif, png and pdf checked by their bytes, and serves them back', async () => {
    const a = await newPersonal(s, next());
    const t = await ok(s, 'support/file/requestUploadToken', { appType: 'document', bizId: 'x-1' }, { token: a.token });
    expect(t).toEqual({ uploadToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: 600, maxBytes: 4194304, accept: ['jpg', 'jpeg', 'gif', 'png', 'pdf'] });
    const r = await upload(s, t.uploadToken, { name: '营业执照.png', data: PNG });
    expect(r.status).toBe(200);
    expect(r.body.response).toEqual({ fileId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), url: expect.stringMatching(/^\/files\//), name: '营业执照.png', size: PNG.length });

    const img = await get(r.body.response!.url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['content-disposition']).toMatch(/^inline; /);
    expect(img.rawPayload.equals(PNG)).toBe(true);

    for (const [name, data] of [
      ['photo.JPG', JPEG],
      ['scan.jpeg', JPEG],
      ['logo.gif', GIF],
      ['合同.pdf', PDF],
    ] as const) {
      const up = await uploadAs(s, a.token, { name, data });
      expect(up.size).toBe(data.length);
    }
    const list = await ok(s, 'webDocument/myDocument', {}, { token: a.token, page: 1, rows: 10 });
    expect(list.total).toBe(5);
    expect(list.list.map((f: { name: string }) => f.name)).toEqual(['合同.pdf', 'logo.gif', 'scan.jpeg', 'photo.JPG', '营业执照.png']);
    const pdf = list.list[0];
    expect(pdf).toMatchObject({ ext: 'pdf', preview: false, appType: 'document', size: PDF.length });
    expect(list.list[1]).toMatchObject({ ext: 'gif', preview: true });
    // Downloads carry the file name as the attachment name.
    const dl = await get(pdf.downloadUrl);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('合同.pdf')}`);
    // PDFs never open inline, even by their view link.
    expect((await get(pdf.url)).headers['content-disposition']).toMatch(/^attachment; /);
    const paged = await ok(s, 'webDocument/myDocument', {}, { token: a.token, page: 2, rows: 2 });
    expect(paged.list.map((f: { name: string }) => f.name)).toEqual(['scan.jpeg', 'photo.JPG']);
  });

  it('refuses a wrong type, even renamed to .png, by its bytes', async () => {
    const a = await newPersonal(s, next());
    const t = await uploadToken(s, a.token);
    const cases: [string, Buffer][] = [
      ['page.png', Buffer.from('<html><body>hello</body></html>')],
      ['setup.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)])],
      ['notes.txt', Buffer.from('plain text')],
      ['image.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['logo.png', GIF], // a real GIF under a PNG name
      ['noext', PNG],
    ];
    for (const [name, data] of cases) {
      const r = await upload(s, t, { name, data }, 'en');
      expect(r.body.error, name).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'Only jpg, jpeg, gif, png and pdf files can be uploaded', field: 'file' });
    }
    // Refused files do not spend the token.
    expect((await upload(s, t, { name: 'ok.png', data: PNG })).body.response).toBeTruthy();
  });

  it('refuses polyglots: a valid header with markup, script or an archive inside or after it', async () => {
    const a = await newPersonal(s, next());
    const t = await uploadToken(s, a.token);
    const cases: [string, Buffer][] = [
      ['a.png', Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')])],
      ['b.gif', Buffer.concat([GIF.subarray(0, GIF.length - 1), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from([0x3b])])],
      ['c.jpg', Buffer.concat([JPEG, Buffer.from('PK\x03\x04'), Buffer.alloc(30)])],
      ['d.jpg', Buffer.concat([JPEG.subarray(0, 20), Buffer.from('PK\x03\x04 hidden zip'), JPEG.subarray(20)])],
      ['e.pdf', Buffer.concat([PDF.subarray(0, 20), Buffer.from('<html><body onload=x>'), PDF.subarray(20)])],
      ['f.pdf', Buffer.from('%PDF-1.4\n no trailer at all')],
    ];
    for (const [name, data] of cases) {
      const r = await upload(s, t, { name, data }, 'en');
      expect(r.body.error, name).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'The file content does not match its format and cannot be uploaded', field: 'file' });
    }
  });

  it('refuses files over 4 MB; exactly 4 MB is fine', async () => {
    const a = await newPersonal(s, next());
    const t = await uploadToken(s, a.token);
    const big = Buffer.concat([PDF.subarray(0, 10), Buffer.alloc(4 * 1024 * 1024 - PDF.length, 0x20), PDF.subarray(10)]);
    expect(big.length).toBe(4 * 1024 * 1024);
    const tooBig = Buffer.concat([big, Buffer.from(' ')]);
    const r = await upload(s, t, { name: 'big.pdf', data: tooBig }, 'en');
    expect(r.body.error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'Each attachment cannot exceed 4M', field: 'file' });
    expect((await upload(s, t, { name: 'max.pdf', data: big })).body.response?.size).toBe(4 * 1024 * 1024);
  });

  it('needs a valid, unspent, unexpired upload token', async () => {
    const a = await newPersonal(s, next());
    expect((await upload(s, null, { name: 'a.png', data: PNG })).body.error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await upload(s, 'x'.repeat(43), { name: 'a.png', data: PNG })).body.error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const t = await uploadToken(s, a.token);
    expect((await upload(s, t, { name: 'a.png', data: PNG })).body.response).toBeTruthy();
    expect((await upload(s, t, { name: 'a.png', data: PNG })).body.error).toMatchObject({ errorCode: ErrorCode.tokenInvalid, field: 'token' });
    const old = await uploadToken(s, a.token);
    s.app.deps.clock.advance(601_000);
    expect((await upload(s, old, { name: 'a.png', data: PNG })).body.error?.errorCode).toBe(ErrorCode.tokenInvalid);
    // No file at all, or the token after the file (the order of parts does not matter).
    const t2 = await uploadToken(s, a.token);
    expect((await upload(s, t2, null)).body.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'file' });
    const body = multipart({ token: t2 }, { name: 'late.png', data: PNG }, true);
    const late = await s.app.inject({ method: 'POST', url: '/api/upload', ...body });
    expect(late.json().response.name).toBe('late.png');
    // Not multipart.
    const json = await s.app.inject({ method: 'POST', url: '/api/upload', payload: { token: t2 } });
    expect(json.json().error.errorCode).toBe(ErrorCode.invalidParams);
    await fails(s, 'support/file/requestUploadToken', { appType: 'document' }, 14);
    await fails(s, 'support/file/requestUploadToken', { appType: 'virus' }, 1002, { token: a.token });
  });
});

describe('file access', () => {
  it('links are signed, expire, and are issued only to the owner or the company', async () => {
    const a = await newCompany(s, next(), '文件权限甲厂');
    const b = await newCompany(s, next(), '文件权限乙厂');
    const own = await uploadAs(s, a.token, { name: 'mine.png', data: PNG });
    const doc = await uploadAs(s, a.token, { name: 'licence.png', data: PNG }, 'realName');

    // Tampered or missing signatures, and another file's signature, are refused.
    const u = new URL(own.url, 'http://x');
    expect((await get(`${u.pathname}?exp=${u.searchParams.get('exp')}&sig=${'A'.repeat(43)}`)).statusCode).toBe(403);
    expect((await get(u.pathname)).statusCode).toBe(403);
    const d = new URL(doc.url, 'http://x');
    expect((await get(`${u.pathname}?${d.searchParams}`)).statusCode).toBe(403);
    // A view link is not a download link.
    expect((await get(`${own.url}&download=1`)).statusCode).toBe(403);
    expect((await get(own.url)).statusCode).toBe(200);

    // Another company's member sees neither file in their list.
    expect((await ok(s, 'webDocument/myDocument', {}, { token: b.token })).total).toBe(0);
    // A second member of company A sees the company's document, not A's own upload.
    const m2 = await newPersonal(s, next());
    const [ca] = await s.database.db.select().from(companies).where(eq(companies.code, a.companyCode));
    await s.database.db.insert(companyMembers).values({ companyId: ca.id, memberId: m2.memberId });
    const m2Company = await s.createSession('member', m2.mobile, { companyCode: a.companyCode });
    expect((await ok(s, 'webDocument/myDocument', {}, { token: m2Company })).list.map((f: { name: string }) => f.name)).toEqual(['licence.png']);
    // Without the company in the session, not even that.
    expect((await ok(s, 'webDocument/myDocument', {}, { token: m2.token })).total).toBe(0);

    // Company documents need a company session.
    await fails(s, 'support/file/requestUploadToken', { appType: 'realName' }, 1003, { token: m2.token });

    s.app.deps.clock.advance(16 * 60_000);
    expect((await get(own.url)).statusCode).toBe(403);
    const fresh = (await ok(s, 'webDocument/myDocument', {}, { token: a.token })).list[0];
    expect((await get(fresh.url)).statusCode).toBe(200);
  });
});
