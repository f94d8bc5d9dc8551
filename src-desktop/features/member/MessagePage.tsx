import { Button, Empty, Segmented, Table, type TableProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { Message, MessageRange } from '#shared/contract/message';
import { delAllMessage, delMessage, myMessage, readAllMessage, readMessage } from '#shared/contract/refs/message';
import { formatTime } from './format';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';
import { confirm as confirmDialog } from '../../components/confirm';
import { toast } from '../../components/toast';

const RANGES: ('all' | MessageRange)[] = ['all', 'today', 'threeDays', 'oneWeek', 'oneMonth'];
const ROWS = 10;

/** /memberCenter/message: in-site messages with time filters, read, delete and clear. */
export default function MessagePage() {
  const { t } = useTranslation('member');
  const [range, setRange] = useState<'all' | MessageRange>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLParagraphElement>(null);
  const list = useCommand(myMessage, range === 'all' ? {} : { range }, { page, rows: ROWS });

  const refresh = () => {
    setSelected([]);
    list.reload();
    // The header's unread dot listens for this.
    window.dispatchEvent(new Event('portal:unread-changed'));
  };
  // A bulk action disables the button it was started from (the selection empties): the focus
  // goes to the summary line, which then reads the new counts, instead of dropping to the page.
  const keepFocus = () => {
    const at = document.activeElement as HTMLButtonElement | null;
    if (!at || at === document.body || at.disabled || at.closest('.ant-modal-wrap')) summary.current?.focus();
  };
  const run = async (fn: () => Promise<{ count: number }>, done: (n: number) => string) => {
    setBusy(true);
    try {
      const r = await fn();
      toast.success(done(r.count));
      refresh();
    } catch (e) {
      toast.error((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };
  const runHere = async (fn: () => Promise<{ count: number }>, done: (n: number) => string) => {
    await run(fn, done);
    setTimeout(keepFocus, 0);
  };
  // A confirmation hands the focus back to its opener as it goes; once it has gone (afterClose,
  // and a tick for its last node to leave) a disabled opener is replaced by the summary.
  const confirm = (o: { title: string; content: string; okText: string; onOk: () => Promise<void> }) =>
    confirmDialog({
      ...o,
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      // Deleting cannot be undone: Enter on the opened dialog keeps the messages.
      autoFocusButton: 'cancel',
      afterClose: () => setTimeout(keepFocus, 0),
    });
  const open = async (m: Message) => {
    const isOpen = expanded.includes(m.id);
    setExpanded(isOpen ? expanded.filter((id) => id !== m.id) : [...expanded, m.id]);
    if (!isOpen && m.status === 'unread') {
      await call(readMessage, { id: m.id }).catch(() => undefined);
      list.reload();
      window.dispatchEvent(new Event('portal:unread-changed'));
    }
  };

  const columns: TableProps<Message>['columns'] = [
    {
      title: t('message.col.title'),
      dataIndex: 'title',
      render: (_: string, m) => (
        <button type="button" className={styles.linkButton} onClick={() => void open(m)} aria-expanded={expanded.includes(m.id)}>
          {m.status === 'unread' && <span className={styles.dot} aria-label={t('message.unread')} />}
          <span className={m.status === 'unread' ? styles.unreadTitle : styles.readTitle}>{m.title}</span>
        </button>
      ),
    },
    { title: t('message.col.publisher'), dataIndex: 'publisher', width: 130, render: (p: string) => t(`message.publisher.${p}`, { defaultValue: p }) },
    { title: t('message.col.time'), dataIndex: 'time', width: 180, render: (v: string) => formatTime(v) },
    {
      title: t('message.col.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: Message['status']) => <span className={s === 'unread' ? styles.unreadTitle : styles.muted}>{t(`message.${s}`)}</span>,
    },
  ];

  const data = list.data;
  return (
    <MemberPage title={t('message.title')} testId="message-page">
      <div className={styles.toolbar}>
        <Segmented
          aria-label={t('message.rangeLabel')}
          value={range}
          onChange={(v) => {
            setRange(v as typeof range);
            setPage(1);
            setSelected([]);
          }}
          options={RANGES.map((r) => ({ value: r, label: t(`message.range.${r}`) }))}
        />
        <div className={styles.actions}>
          {/* The bulk actions act on the ticked rows: off until one is ticked. */}
          <Button
            disabled={busy || !selected.length}
            onClick={() =>
              void runHere(
                async () => {
                  let n = 0;
                  for (const id of selected)
                    if ((data?.list.find((m) => m.id === id)?.status ?? 'read') === 'unread') {
                      await call(readMessage, { id });
                      n++;
                    }
                  return { count: n };
                },
                (count) => t('message.done.read', { count }),
              )
            }
          >
            {t('message.action.read')}
          </Button>
          <Button
            disabled={busy || !data?.unread}
            onClick={() =>
              void runHere(
                () => call(readAllMessage, {}),
                (count) => t('message.done.read', { count }),
              )
            }
          >
            {t('message.action.readAll')}
          </Button>
          <Button
            danger
            disabled={busy || !selected.length}
            onClick={() =>
              confirm({
                title: t('message.deleteConfirm.title', { count: selected.length }),
                content: t('message.deleteConfirm.body'),
                okText: t('message.action.delete'),
                onOk: () =>
                  run(
                    () => call(delMessage, { ids: selected }),
                    (count) => t('message.done.deleted', { count }),
                  ),
              })
            }
          >
            {t('message.action.delete')}
          </Button>
          <Button
            danger
            disabled={busy || !data?.total}
            onClick={() =>
              confirm({
                title: t('message.clearConfirm.title'),
                content: t('message.clearConfirm.body'),
                okText: t('message.action.clearAll'),
                onOk: () =>
                  run(
                    () => call(delAllMessage, {}),
                    (count) => t('message.done.deleted', { count }),
                  ),
              })
            }
          >
            {t('message.action.clearAll')}
          </Button>
        </div>
      </div>
      {list.error && !data ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <>
          <p className={styles.muted} aria-live="polite" ref={summary} tabIndex={-1}>
            {data ? t('message.summary', { count: data.total, unread: data.unread }) : ' '}
          </p>
          <Table<Message>
            rowKey="id"
            size="middle"
            loading={list.loading}
            columns={columns}
            dataSource={data?.list ?? []}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as number[]),
              // antd names these checkboxes in English ("Select row 1"): name them by the message.
              getCheckboxProps: (m) => ({ 'aria-label': t('message.selectRow', { title: m.title }) }),
              getTitleCheckboxProps: () => ({ 'aria-label': t('message.selectAll') }),
            }}
            expandable={{
              expandedRowKeys: expanded,
              showExpandColumn: false,
              expandedRowRender: (m) => (
                <>
                  <p className={styles.content}>{m.content}</p>
                  {m.link?.startsWith('/') && <Link to={m.link}>{t('message.open')}</Link>}
                </>
              ),
            }}
            locale={{ emptyText: <Empty description={t(range === 'all' ? 'message.empty' : 'message.emptyRange')} /> }}
            pagination={{
              current: page,
              pageSize: ROWS,
              total: data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (p) => {
                setPage(p);
                setSelected([]);
              },
            }}
          />
        </>
      )}
    </MemberPage>
  );
}
