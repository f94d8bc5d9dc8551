import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import type { UploadedFile } from '#shared/contract/file';
import { requestUploadToken } from '#shared/contract/refs/file';
import { apiBase } from '#shared/api/hosts';

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
