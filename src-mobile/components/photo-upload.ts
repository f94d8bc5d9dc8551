import { call } from '#shared/api/client';
import { currentLang } from '#shared/i18n/i18n';
import { requestUploadToken } from '#shared/contract/refs/file';
import { apiBase } from '#shared/api/hosts';
import { WATERMARK_PLACE_MAX } from '#shared/utils/site-photo';

/**
 * Phone-camera photos for a submission: scaled down in the browser (a camera photo is
 * often over the 4 MiB upload limit and slow on 4G) to at most 1600 px as JPEG, then
 * uploaded through the file domain (upload token, then POST /api/upload).
 */
const MAX_SIDE = 1600;

export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    return blob ?? file;
  } catch {
    // Not decodable here (e.g. HEIC on some browsers): send it as it is; the server checks the type.
    return file;
  }
}

export class UploadError extends Error {}

/**
 * Site photos (device checks, field reports, factory visits) go to the watermark endpoint: the
 * server burns in the time, the place the page knows (if any) and the company before storing.
 */
export async function uploadPhoto(file: File, appType: 'sitePhoto' | 'deviceCheck' = 'sitePhoto', place?: string): Promise<{ fileId: string; url: string; name: string }> {
  const blob = await shrinkPhoto(file);
  const { uploadToken } = await call(requestUploadToken, { appType });
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${blob.type === 'image/jpeg' ? 'jpg' : (file.name.split('.').pop() ?? 'jpg')}`.slice(-120);
  const form = new FormData();
  form.append('token', uploadToken);
  const where = place?.trim().slice(0, WATERMARK_PLACE_MAX);
  if (where) form.append('place', where);
  form.append('file', blob, name);
  const res = await fetch(`${apiBase()}/api/upload/watermark?lang=${currentLang()}`, { method: 'POST', body: form });
  const body = (await res.json().catch(() => null)) as { response?: { fileId: string; url: string; name: string }; error?: { errorInfo: string } } | null;
  if (!body?.response) throw new UploadError(body?.error?.errorInfo ?? res.statusText);
  return body.response;
}
