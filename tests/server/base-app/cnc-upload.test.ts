import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#shared/rules/texts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { upload, uploadToken } from '../centre/_files';
import { ErrorCode } from '#shared/contract/errors';
import * as baseFileCmds from '#shared/contract/base-file';

/** CNC programs as company documents: G-code text under a CNC extension, served by file/getCncFileUrl as a download. */
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
});
afterAll(async () => {
  await s?.close();
});

// A Fanuc-style program with a Chinese comment in GBK (high bytes pass, control bytes do not).
const PROGRAM = Buffer.concat([
  Buffer.from('%\r\nO1001 (FACE MILL)\r\nN10 G21 G90 G54\r\nN20 M03 S1200\r\n('),
  Buffer.from([0xb7, 0xbd, 0xcf, 0xe4]),
  Buffer.from(')\r\nN30 G00 X0 Y0\r\nN40 G01 Z-1.0 F300\r\nN50 M30\r\n%\r\n'),
]);
const refused = async (name: string, data: Buffer, lang: 'zh-CN' | 'en' = 'en') => (await upload(s, await uploadToken(s, admin, 'document'), { name, data }, lang)).body.error;

describe('CNC program uploads', () => {
  it('takes a G-code program under each CNC extension and serves it as a plain-text download', async () => {
    for (const ext of ['nc', 'TAP', 'gcode', 'ngc', 'mpf', 'spf', 'cnc']) {
      const r = await upload(s, await uploadToken(s, admin, 'document'), { name: `O1001.${ext}`, data: PROGRAM });
      expect(r.body.response?.fileId, ext).toBeTruthy();
    }
    const form = (await s.call(baseFileCmds.getUrlAndParams, {}, { token: admin })).response;
    expect(form.accept).toEqual(expect.arrayContaining(['nc', 'tap', 'gcode', 'mpf', 'cnc', 'pdf']));
    const up = await upload(s, form.fields.token, { name: '端面铣.nc', data: PROGRAM });
    const link = (await s.call(baseFileCmds.getCncFileUrl, { fileId: up.body.response!.fileId }, { token: admin })).response;
    expect(link.name).toBe('端面铣.nc');
    const got = await s.app.inject({ method: 'GET', url: link.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PROGRAM)).toBe(true);
    expect(got.headers['content-type']).toMatch(/^text\/plain/);
    expect(String(got.headers['content-disposition'])).toMatch(/^attachment/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses binaries, text without G or M codes, markup, oversized programs and other extensions', async () => {
    expect(await refused('a.nc', Buffer.concat([PROGRAM, Buffer.from([0x00, 0x01, 0x02])]))).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: text('file.cnc.notText', 'en'), field: 'file' });
    expect(await refused('a.nc', Buffer.from('hello, this is a letter\n'))).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: text('file.cnc.notProgram', 'en'), field: 'file' });
    expect((await refused('a.nc', Buffer.concat([PROGRAM, Buffer.from('<script>alert(1)</script>')])))?.errorCode).toBe(ErrorCode.invalidParams);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 'G01 X1\n');
    expect(await refused('a.nc', big, 'zh-CN')).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: text('file.cnc.tooLarge', 'zh-CN'), field: 'file' });
    expect((await refused('a.txt', PROGRAM))?.errorCode).toBe(ErrorCode.invalidParams);
    // Only a company document may be a program: not a certification attachment.
    const real = (await upload(s, await uploadToken(s, admin, 'realName'), { name: 'a.nc', data: PROGRAM })).body.error;
    expect(real?.errorCode).toBe(ErrorCode.invalidParams);
  });
});
