import { Button, Empty, Table, type TableProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import type { FileView } from '#shared/contract/file';
import { myDocument } from '#shared/contract/refs/file';
import { FileIcon } from './FileIcon';
import { formatSize, formatTime } from './format';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';

// antd's Image (its preview viewer) loads when a picture is first opened.
const Image = lazy(() => import('antd/es/image'));

const ROWS = 10;

/** /memberCenter/file: my files (name, size, date of acceptance); images open in a viewer, others download. */
export default function FilePage() {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<FileView | null>(null);
  const list = useCommand(myDocument, {}, { page, rows: ROWS });

  const columns: TableProps<FileView>['columns'] = [
    {
      title: t('file.col.name'),
      dataIndex: 'name',
      render: (_: string, f) => (
        <span className={styles.fileName}>
          <FileIcon ext={f.ext} />
          {f.preview ? (
            <button type="button" className={styles.linkButton} onClick={() => setViewing(f)}>
              <span>{f.name}</span>
            </button>
          ) : (
            <a href={f.downloadUrl} download={f.name}>
              {f.name}
            </a>
          )}
        </span>
      ),
    },
    { title: t('file.col.size'), dataIndex: 'size', width: 110, render: (n: number) => formatSize(n) },
    { title: t('file.col.time'), dataIndex: 'time', width: 170, render: (v: string) => formatTime(v) },
    { title: t('file.col.kind'), dataIndex: 'appType', width: 150, render: (v: string) => t(`file.kind.${v}`) },
    {
      title: t('file.col.actions'),
      key: 'actions',
      width: 150,
      render: (_: unknown, f) => (
        <span className={styles.actions}>
          {f.preview && (
            <Button size="small" onClick={() => setViewing(f)}>
              {t('file.view')}
            </Button>
          )}
          <Button size="small" href={f.downloadUrl} download={f.name}>
            {t('file.download')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <MemberPage title={t('file.title')} testId="file-page">
      {list.error && !list.data ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <Table<FileView>
          rowKey="fileId"
          loading={list.loading}
          columns={columns}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: <Empty description={t('file.empty')} /> }}
          pagination={{ current: page, pageSize: ROWS, total: list.data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
        />
      )}
      {viewing && (
        <Suspense fallback={null}>
          <Image style={{ display: 'none' }} src={viewing.url} alt={viewing.name} preview={{ open: true, onOpenChange: (open) => !open && setViewing(null) }} />
        </Suspense>
      )}
    </MemberPage>
  );
}
