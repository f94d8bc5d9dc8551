import { Alert, Button, Modal, Progress, Space, Table, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { ImportError, ImportInfo, ImportMode } from '#shared/contract/employee';
import { getExcelImportInfo, getImportTemplateUrl, importEmployeeExcel } from '#shared/contract/refs/employee';
import { startDownload } from './download';
import styles from './employee.module.css';
import { uploadXlsx } from './upload-xlsx';

type Phase = 'choose' | 'uploading' | 'running' | 'checked' | 'done';

/**
 * Import from Excel: template, upload, a check of every row (progress read from the server while it
 * runs), the report (row, column, reason), then "import all" when every row passes, or "import the
 * valid rows" / "upload a fixed file" when some do not.
 */
export function ImportDialog({ open, lang, onClose, onImported }: { open: boolean; lang: string; onClose(): void; onImported(): void }) {
  const { t } = useTranslation('employee');
  const [phase, setPhase] = useState<Phase>('choose');
  const [info, setInfo] = useState<ImportInfo | null>(null);
  const [fileId, setFileId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const polling = useRef<number | null>(null);

  const stopPolling = () => {
    if (polling.current !== null) window.clearInterval(polling.current);
    polling.current = null;
  };
  useEffect(() => stopPolling, []);
  useEffect(() => {
    if (open) {
      setPhase('choose');
      setInfo(null);
      setError(null);
      setFileId(null);
    }
  }, [open]);

  /** Runs the import in a mode; meanwhile reads its progress from the server. */
  const run = async (id: string, mode: ImportMode) => {
    setPhase('running');
    setError(null);
    setInfo(null);
    stopPolling();
    polling.current = window.setInterval(() => {
      call(getExcelImportInfo, { fileId: id })
        .then((p) => p && p.mode === mode && p.status !== 'done' && setInfo(p))
        .catch(() => {});
    }, 400);
    try {
      const result = await call(importEmployeeExcel, { fileId: id, mode });
      setInfo(result);
      setPhase(mode === 'check' ? 'checked' : 'done');
      if (result.imported > 0) onImported();
    } catch (e) {
      setError((e as GatewayError).info ?? (e as Error).message);
      setPhase('choose');
    } finally {
      stopPolling();
    }
  };

  const pick = async (file: File) => {
    setError(null);
    setPhase('uploading');
    try {
      const up = await uploadXlsx(file, lang);
      setFileId(up.fileId);
      await run(up.fileId, 'check');
    } catch (e) {
      setError((e as GatewayError).info ?? (e as Error).message);
      setPhase('choose');
    }
  };

  const template = async () => {
    try {
      const link = await call(getImportTemplateUrl, { type: 'employee' });
      startDownload(link.url, link.name);
    } catch (e) {
      setError((e as GatewayError).info);
    }
  };

  const valid = info ? info.total - new Set(info.errors.map((x) => x.row)).size : 0;
  const chooser = (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      beforeUpload={(f) => {
        void pick(f);
        return false;
      }}
    >
      <Button type={phase === 'checked' ? 'default' : 'primary'} loading={phase === 'uploading'} data-testid="import-choose">
        {phase === 'checked' ? t('importDialog.reupload') : t('importDialog.choose')}
      </Button>
    </Upload>
  );

  return (
    <Modal open={open} title={t('importDialog.title')} onCancel={onClose} width={760} footer={<Button onClick={onClose}>{t('importDialog.close')}</Button>} destroyOnHidden>
      <div className={styles.steps} data-testid="import-dialog">
        <div className={styles.step}>
          <p>{t('importDialog.step1')}</p>
          <Button onClick={template}>{t('importDialog.template')}</Button>
        </div>
        <div className={styles.step}>
          <p>{t('importDialog.step2')}</p>
          {(phase === 'choose' || phase === 'uploading' || phase === 'checked') && chooser}
        </div>
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        {phase === 'running' && (
          <div aria-live="polite" data-testid="import-progress">
            <Progress percent={info && info.total ? Math.round((info.processed / info.total) * 100) : 0} status="active" />
            <span className={styles.muted}>{info?.status === 'importing' ? t('importDialog.importing') : t('importDialog.checking', { processed: info?.processed ?? 0, total: info?.total ?? '…' })}</span>
          </div>
        )}
        {info && (phase === 'checked' || phase === 'done') && (
          <div aria-live="polite" data-testid="import-result">
            {phase === 'done' ? (
              <Alert type={info.status === 'failed' ? 'error' : 'success'} showIcon title={info.status === 'failed' ? t('importDialog.failed') : t('importDialog.done', { imported: info.imported })} />
            ) : info.errorCount === 0 ? (
              <Alert type="success" showIcon title={t('importDialog.allValid', { total: info.total })} />
            ) : (
              <Alert type="warning" showIcon title={t('importDialog.someInvalid', { errors: info.errorCount, total: info.total })} />
            )}
            {info.errors.length > 0 && (
              <>
                <h3 className={styles.summary}>{t('importDialog.report')}</h3>
                {info.errorCount > info.errors.length && <p className={styles.muted}>{t('importDialog.moreErrors', { shown: info.errors.length, count: info.errorCount })}</p>}
                <Table<ImportError>
                  size="small"
                  rowKey={(r) => `${r.row}-${r.column}-${r.reason}`}
                  data-testid="import-report"
                  dataSource={info.errors}
                  pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
                  columns={[
                    { title: t('importDialog.row'), dataIndex: 'row', width: 80 },
                    { title: t('importDialog.column'), dataIndex: 'column', width: 140 },
                    { title: t('importDialog.reason'), dataIndex: 'reason' },
                  ]}
                />
              </>
            )}
            {phase === 'checked' && fileId && (
              <Space className={styles.summary}>
                {info.errorCount === 0 ? (
                  <Button type="primary" onClick={() => run(fileId, 'all-or-nothing')}>
                    {t('importDialog.importAll', { total: info.total })}
                  </Button>
                ) : (
                  valid > 0 && <Button onClick={() => run(fileId, 'valid-rows')}>{t('importDialog.importValid')}</Button>
                )}
              </Space>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
