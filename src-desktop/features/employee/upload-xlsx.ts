import { call } from '../../../src-shared/api/client';
import { GatewayError } from '../../../src-shared/api/gateway-error';
import type { UploadedFile } from '../../../src-shared/contract/file';
import { requestUploadToken } from '../../../src-shared/contract/refs/file';
import { apiBase } from '../../../src-shared/api/hosts';

/** Uploads a workbook for an Excel import (upload token, then POST /api/upload) and answers its file. */
export async function uploadXlsx(file: File, lang: string): Promise<UploadedFile> {
  const { uploadToken } = await call(requestUploadToken, { appType: 'excelImport' });
  const form = new FormData();
  form.append('token', uploadToken);
  form.append('file', file);
  const res = await fetch(`${apiBase()}/api/upload?lang=${encodeURIComponent(lang)}`, { method: 'POST', body: form });
  const body = (await res.json().catch(() => ({}))) as { response?: UploadedFile; error?: { errorCode: number; errorInfo: string; field?: string } };
  if (body.response) return body.response;
  throw new GatewayError(body.error?.errorCode ?? 1099, body.error?.errorInfo ?? res.statusText, body.error?.field, res.status, res.statusText);
}
