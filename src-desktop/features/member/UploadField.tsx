import { Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { AppType, UploadedFile } from '#shared/contract/file';
import { UPLOAD_EXTS, UPLOAD_MAX_BYTES } from '#shared/contract/file-values';
import { requestUploadToken } from '#shared/contract/refs/file';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import styles from './member.module.css';
import { apiBase } from '#shared/api/hosts';

/** POST /api/upload with progress (XHR: fetch cannot report upload progress). */
function send(token: string, file: File, lang: string, onProgress: (pct: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('token', token);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}/api/upload?lang=${lang}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { response?: UploadedFile; error?: { errorInfo: string } };
        if (body.response) resolve(body.response);
        else reject(new Error(body.error?.errorInfo ?? xhr.statusText));
      } catch {
        reject(new Error(xhr.statusText || 'upload failed'));
      }
    };
    xhr.onerror = () => reject(new Error(text('network.error', lang as 'en')));
    xhr.send(form);
  });
}

/**
 * One document upload for a form field: checks type and size as the server does, asks for an
 * upload token, sends the file with a progress bar, and sets the field to the file id.
 */
export function UploadField({ value, onChange, appType, label, id }: { value?: string; onChange?: (v: string | undefined) => void; appType: AppType; label: string; id?: string }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const [pct, setPct] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<UploadedFile | null>(null);

  const pickFile = async (file: File) => {
    setError(null);
    const ext = (file.name.match(/\.([A-Za-z0-9]+)$/)?.[1] ?? '').toLowerCase();
    if (!(UPLOAD_EXTS as readonly string[]).includes(ext)) return setError(text('rule.trueName.attachment.type', lang));
    if (file.size > UPLOAD_MAX_BYTES) return setError(text('rule.trueName.attachment.size', lang));
    try {
      setPct(0);
      const { uploadToken } = await call(requestUploadToken, { appType });
      const up = await send(uploadToken, file, lang, setPct);
      setDone(up);
      onChange?.(up.fileId);
    } catch (e) {
      setError((e as GatewayError).info ?? (e as Error).message);
      setPct(null);
    }
  };

  return (
    <div className={styles.upload} id={id}>
      <Upload
        accept=".jpg,.jpeg,.gif,.png,.pdf"
        showUploadList={false}
        beforeUpload={(f) => {
          void pickFile(f);
          return false;
        }}
      >
        <Button aria-label={`${t('upload.choose')} ${label}`}>{value ? t('upload.replace') : t('upload.choose')}</Button>
      </Upload>
      {pct !== null && pct < 100 && !done && <Progress percent={pct} size="small" aria-label={t('upload.progress')} />}
      {done && value === done.fileId && (
        <span className={styles.uploaded} data-testid="uploaded">
          {done.url && /\.(png|jpe?g|gif)$/i.test(done.name) && <img src={done.url} alt="" className={styles.thumb} />}
          {t('upload.done', { name: done.name })}
        </span>
      )}
      {value && !done && <span className={styles.uploaded}>{t('upload.kept')}</span>}
      {error && (
        <span role="alert" className={styles.uploadError}>
          {error}
        </span>
      )}
      <span className={styles.muted}>{t('upload.hint')}</span>
    </div>
  );
}
