import type { TestServer } from '../../helpers/server';
import * as fileCmds from '#shared/contract/file';

/** Small real files and a multipart encoder for POST /api/upload. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), Buffer.alloc(64, 7), Buffer.from([0xff, 0xd9])]);
/** A decodable 64 × 48 grey JPEG: a site photo for the watermark endpoint (JPEG above is only magic bytes). */
export const PHOTO = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAAAAAAAAAAAAAAAAAAAAAAA//2Q==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }, fileFirst = false) {
  const boundary = '----centre' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const fileParts = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`), file.data, Buffer.from('\r\n')]
    : [];
  if (fileFirst) parts.push(...fileParts, ...fieldParts);
  else parts.push(...fieldParts, ...fileParts);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(s: TestServer, token: string | null, file: { name: string; data: Buffer } | null, lang = 'zh-CN', watermark?: { place?: string }) {
  const fields: Record<string, string> = token === null ? {} : { token };
  if (watermark?.place) fields.place = watermark.place;
  const { payload, headers } = multipart(fields, file ?? undefined);
  const res = await s.app.inject({ method: 'POST', url: `/api/upload${watermark ? '/watermark' : ''}?lang=${lang}`, payload, headers });
  return { status: res.statusCode, body: res.json() as { response?: { fileId: string; url: string; name: string; size: number }; error?: { errorCode: number; errorInfo: string; field?: string } } };
}

export async function uploadToken(s: TestServer, token: string, appType = 'document') {
  const r = await s.call(fileCmds.requestUploadToken, { appType }, { token });
  if (r.error) throw new Error(JSON.stringify(r.error));
  return r.response.uploadToken as string;
}

/** Uploads a file for a member and answers the upload response (site photos through the watermark endpoint). */
export async function uploadAs(s: TestServer, memberToken: string, file: { name: string; data: Buffer }, appType = 'document', place?: string) {
  const watermark = appType === 'sitePhoto' || appType === 'deviceCheck' ? { place } : undefined;
  const r = await upload(s, await uploadToken(s, memberToken, appType), file, 'zh-CN', watermark);
  if (!r.body.response) throw new Error(JSON.stringify(r.body));
  return r.body.response;
}
