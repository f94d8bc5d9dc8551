import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { craftPdf, objectStream } from '../../helpers/pdf-craft';
import { upload, uploadToken } from './_files';
import { ErrorCode } from '#shared/contract/errors';

/** POST /api/upload refuses PDFs with scripts or actions (the review's `/JavaScript` PDF passed). */

const s = useTestServer();
let member: string;
beforeAll(async () => {
  member = await s.createSession('member', '13800000002');
});

const cases: [string, Buffer][] = [
  ['/JavaScript', craftPdf(['<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'])],
  ['/J#61vaScript', craftPdf(['<< /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>'])],
  ['/Launch', craftPdf(['<< /Type /Catalog /OpenAction << /S /Launch /F (calc.exe) >> >>'])],
  ['/AA', craftPdf(['<< /Type /Catalog /AA << /WC << /S /GoTo /D [0 /Fit] >> >> >>'])],
  ['/JS in an object stream', craftPdf(['<< /Type /Catalog /OpenAction 3 0 R >>', objectStream('3 0 << /S /JavaScript /JS (app.alert(1)) >>')])],
];

describe('uploading an active PDF', () => {
  it.each(cases)('refuses a PDF with %s (1002, field file) and keeps the token for a better file', async (_name, data) => {
    const token = await uploadToken(s, member);
    const r = await upload(s, token, { name: 'contract.pdf', data }, 'en');
    expect(r.body.error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'PDF files containing scripts, automatic actions or embedded files cannot be uploaded', field: 'file' });
    const zh = await upload(s, token, { name: 'contract.pdf', data });
    expect(zh.body.error?.errorInfo).toBe('不支持上传包含脚本、自动动作或嵌入文件的 PDF 文件');
    const clean = await upload(s, token, { name: 'contract.pdf', data: craftPdf(['<< /Type /Catalog /OpenAction [0 /Fit] >>']) });
    expect(clean.body.response?.name).toBe('contract.pdf');
  });
});
