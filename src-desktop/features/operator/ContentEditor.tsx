import { Button, message, Popconfirm, Segmented, Space, Tag, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import { contentKinds, type ContentKind, type ContentRow } from '#shared/contract/content-admin';
import { list as listContent, publish } from '#shared/contract/refs/content-admin';
import { useLang } from '../../components/useLang';
import { ContentEditorForm } from './ContentEditorForm';
import { opCall, useOpCommand } from './op-session';
import { formatTime } from '#shared/utils/beijing-time';
import { OP_ROWS, OpPagedTable } from './OpPagedTable';
import styles from './ContentEditor.module.css';

/** The console's content editor: news, cases, banners and notices per kind, with their published state. */
export default function ContentEditor() {
  const { t } = useTranslation('opcontent');
  const [kind, setKind] = useState<ContentKind>('news');
  return (
    <section aria-label={t('tab')}>
      <KindList key={kind} kind={kind} switcher={<Segmented<ContentKind> aria-label={t('kinds')} value={kind} onChange={setKind} options={contentKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />} />
    </section>
  );
}

function KindList({ kind, switcher }: { kind: ContentKind; switcher: ReactNode }) {
  const { t } = useTranslation('opcontent');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ContentRow | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const rows = useOpCommand(listContent, { kind }, { page, rows: OP_ROWS, lang });

  const toggle = async (r: ContentRow) => {
    setBusy(r.id);
    try {
      await opCall(publish, { kind, id: r.id, published: !r.published });
      message.success(t(r.published ? 'done.unpublished' : 'done.published'));
      rows.reload();
    } catch (e) {
      message.error((e as GatewayError).info);
    } finally {
      setBusy(null);
    }
  };

  const title = (r: ContentRow) => (lang === 'en' ? r.titleEn : r.titleZh);
  const detail = (r: ContentRow) => {
    const f = r.fields;
    if (kind === 'news') return t(`category.${String(f.category)}`);
    if (kind === 'case') return t(`caseType.${String(f.type)}`);
    if (kind === 'notice') return t(f.containLinks ? 'links.yes' : 'links.no');
    return `#${String(f.sort ?? 0)}`;
  };

  const columns: TableProps<ContentRow>['columns'] = [
    { title: t('col.id'), dataIndex: 'id', width: 70 },
    {
      title: t('col.title'),
      key: 'title',
      render: (_: unknown, r) => (
        <span className={styles.titleCell}>
          <span>{title(r)}</span>
          <span className={styles.muted} lang={lang === 'en' ? 'zh-CN' : 'en'}>
            {lang === 'en' ? r.titleZh : r.titleEn}
          </span>
        </span>
      ),
    },
    { title: t('col.detail'), key: 'detail', width: 170, render: (_: unknown, r) => detail(r) },
    { title: t('col.state'), dataIndex: 'published', width: 120, render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{t(v ? 'published' : 'draft')}</Tag> },
    { title: t('col.date'), dataIndex: 'date', width: 160, render: (v: string) => formatTime(v) },
    {
      title: t('col.actions'),
      key: 'a',
      width: 170,
      render: (_: unknown, r) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => setEditing(r)} aria-label={t('editItem', { name: title(r) })}>
            {t('edit')}
          </Button>
          <Popconfirm title={t(r.published ? 'confirmUnpublish' : 'confirmPublish')} onConfirm={() => void toggle(r)} okText={t('yes')} cancelText={t('no')}>
            <Button size="small" type="link" danger={r.published} loading={busy === r.id} aria-label={`${t(r.published ? 'unpublish' : 'publish')} ${title(r)}`}>
              {t(r.published ? 'unpublish' : 'publish')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        {switcher}
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('create')}
        </Button>
      </div>
      <OpPagedTable<ContentRow> list={rows} columns={columns} page={page} onPage={setPage} emptyText={t('empty')} retryLabel={t('retry')} />
      {editing && (
        <ContentEditorForm
          kind={kind}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            if (editing === 'new') setPage(1);
            rows.reload();
          }}
        />
      )}
    </>
  );
}
