import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { FileView } from '#shared/contract/file';
import { myDocument } from '#shared/contract/refs/file';
import { LazyPullToRefresh } from '../../components/LazyPullToRefresh';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './member.css';
import { clampTitle } from '#shared/utils/text-clamp';

const ROWS = 20;

/**
 * /mobile/file: my files (webDocument/myDocument, newest first): images open in a viewer,
 * other files download with their name; pull to refresh, more on demand.
 */
export default function MyFilesPage() {
  const { t, i18n } = useTranslation('mmember');
  const [rows, setRows] = useState(ROWS);
  const files = useCommand(myDocument, {}, { page: 1, rows });
  const [viewing, setViewing] = useState<FileView | null>(null);

  if (files.loading && !files.data) return <PageLoading />;
  if (files.error && !files.data)
    return (
      <StateBlock title={t('common:state.error')} description={files.error.info}>
        <Button block onClick={files.reload}>
          {t('common:state.retry')}
        </Button>
      </StateBlock>
    );
  const list = files.data?.list ?? [];
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' });
  const size = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

  return (
    <div className="h5-member-page">
      <LazyPullToRefresh
        onRefresh={async () => {
          await call(myDocument, {}, { page: 1, rows }).catch(() => undefined);
          files.reload();
        }}
        pullingText={t('files.pulling')}
        canReleaseText={t('files.release')}
        refreshingText={t('common:state.loading')}
        completeText={t('files.refreshed')}
      >
        <h1 className="h5-member-title">{t('files.title', { count: files.data?.total ?? 0 })}</h1>
        {list.length === 0 ? (
          <StateBlock title={t('files.empty')} description={t('files.emptyHint')} />
        ) : (
          <ul className="h5-files">
            {list.map((f) => (
              <li key={f.fileId}>
                {f.preview ? (
                  <button type="button" className="h5-file" onClick={() => setViewing(f)}>
                    <img className="h5-file__thumb" src={f.url} alt="" width={48} height={48} loading="lazy" decoding="async" />
                    <FileText f={f} size={size(f.size)} date={fmt.format(new Date(f.time))} />
                  </button>
                ) : (
                  <a className="h5-file" href={f.downloadUrl} download={f.name}>
                    <span className="h5-file__icon">{f.ext.toUpperCase()}</span>
                    <FileText f={f} size={size(f.size)} date={fmt.format(new Date(f.time))} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {files.data && files.data.total > list.length ? (
          <Button className="h5-member-more" block loading={files.loading} onClick={() => setRows((r) => r + ROWS)}>
            {t('files.more')}
          </Button>
        ) : null}
      </LazyPullToRefresh>
      {viewing ? (
        <div className="h5-viewer" role="dialog" aria-modal="true" aria-label={viewing.name} onClick={() => setViewing(null)}>
          <img src={viewing.url} alt={viewing.name} />
          <div className="h5-viewer__bar" onClick={(e) => e.stopPropagation()}>
            <a href={viewing.downloadUrl} download={viewing.name}>
              {t('files.download')}
            </a>
            <button type="button" onClick={() => setViewing(null)}>
              {t('common:action.close')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function FileText({ f, size, date }: { f: FileView; size: string; date: string }) {
  // Cut at the spec's width; the whole name stays in the tooltip.
  const name = clampTitle(f.name, 34);
  return (
    <span className="h5-file__text">
      <strong title={name.title}>{name.text}</strong>
      <span>
        {size} · {date}
      </span>
    </span>
  );
}
