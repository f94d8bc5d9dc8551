import { Button, Input, Select, Table, Tag, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import type { AuditEntry, AuditFilters, AuditPage } from '#shared/contract/audit';
import type { AuditKind } from '#shared/contract/audit-values';
import { useKeyset, type KeysetCursor } from '#shared/hooks/useKeyset';
import { actorLabel } from '#shared/utils/audit-labels';
import { formatTime } from '#shared/utils/beijing-time';
import { LazyRangePicker } from '../LazyRangePicker';
import { LoadError } from '../MemberPageFrame';
import { WhenOpened } from '../WhenOpened';
import { CursorPager } from './CursorPager';
import { useActorSearch, type ActorSearch } from './useActorSearch';
import styles from './audit.module.css';

// The entry's drawer (Drawer, Descriptions) loads when an entry is first opened.
const AuditDrawer = lazy(() => import('./AuditDrawer').then((m) => ({ default: m.AuditDrawer })));

interface ListState<T> {
  data?: T;
  error?: GatewayError;
  loading: boolean;
  reload: () => void;
}

/**
 * A company's audit log (the company's own page and the operator console): filters, the entries
 * newest first with Prev/Next by cursor, the entry's drawer on click or Enter, and an optional
 * export of the filtered range. `useEntries` reads a page (the company's or the operator's
 * command); it is called as a hook, so it must stay the same function.
 */
export function AuditLog({
  useEntries,
  kinds,
  onExport,
  searchActors,
  extra,
}: {
  useEntries: (params: AuditFilters & KeysetCursor) => ListState<AuditPage>;
  /** The kinds to filter by (contract AUDIT_KINDS, which this first-load kit may not import). */
  kinds: readonly AuditKind[];
  onExport?: (filters: AuditFilters) => Promise<void>;
  /** The company's members for the "who" filter, searched on the server; without it, the members the log has shown. */
  searchActors?: ActorSearch;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('audit');
  const [memberId, setMemberId] = useState<number | undefined>();
  const [kind, setKind] = useState<AuditKind | undefined>();
  const [targetText, setTargetText] = useState('');
  const [target, setTarget] = useState('');
  const [result, setResult] = useState<'done' | 'refused' | undefined>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [exporting, setExporting] = useState(false);
  // The members the log has shown, by id: the member filter's choices (the log names its actors).
  const [members, setMembers] = useState<Map<number, string>>(() => new Map());

  const filters: AuditFilters = {
    ...(memberId ? { memberId } : {}),
    ...(kind ? { kind } : {}),
    ...(target ? { target } : {}),
    ...(result ? { result } : {}),
    ...(range ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') } : {}),
  };
  const keyset = useKeyset(JSON.stringify(filters));
  const list = useEntries({ ...filters, ...keyset.cursor });
  const data = list.data;
  const filtered = Object.keys(filters).length > 0;

  useEffect(() => {
    const seen = (data?.list ?? []).filter((e) => e.actorKind === 'member' && e.actorId !== null && !members.has(e.actorId));
    if (seen.length) setMembers((m) => new Map([...m, ...seen.map((e) => [e.actorId!, actorLabel(e, t)] as const)]));
  }, [data, members, t]);
  const actors = useActorSearch(searchActors);
  // The server's matches first, then members the log has shown (former members too) that match the keyword.
  const memberOptions = useMemo(() => {
    const found = actors.found.map((a) => ({ value: a.memberId, label: `${a.name} ${a.mobile}` }));
    const ids = new Set(found.map((o) => o.value));
    const kw = actors.keyword.toLowerCase();
    const shown = [...members]
      .filter(([id, name]) => !ids.has(id) && name.toLowerCase().includes(kw))
      .map(([id, name]) => ({ value: id, label: `${name} (#${id})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return [...found, ...shown];
  }, [members, actors.found, actors.keyword]);

  const clear = () => {
    setMemberId(undefined);
    setKind(undefined);
    setTarget('');
    setTargetText('');
    setResult(undefined);
    setRange(null);
  };
  const runExport = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport(filters);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableProps<AuditEntry>['columns'] = [
    {
      title: t('log.col.at'),
      dataIndex: 'at',
      width: 140,
      render: (at: string, e) => (
        // The row opens on click; this button is its keyboard way in (Enter or Space).
        <button
          type="button"
          className={styles.open}
          onClick={(ev) => {
            ev.stopPropagation();
            setOpen(e);
          }}
          aria-label={t('log.openRow', { seq: e.seq })}
          aria-haspopup="dialog"
        >
          {formatTime(at)}
        </button>
      ),
    },
    { title: t('log.col.who'), key: 'who', width: 100, render: (_: unknown, e) => actorLabel(e, t) },
    { title: t('log.col.kind'), dataIndex: 'kind', width: 120, render: (k: AuditKind) => t(`kind.${k}`) },
    { title: t('log.col.cmd'), dataIndex: 'cmd', render: (c: string) => <Command cmd={c} /> },
    { title: t('log.col.target'), dataIndex: 'target', width: 130, render: (v: string | null) => (v ? <span className={styles.mono}>{v}</span> : '—') },
    {
      title: t('log.col.result'),
      dataIndex: 'result',
      width: 110,
      render: (r: AuditEntry['result'], e) => <Tag color={r === 'done' ? 'success' : 'error'}>{r === 'done' ? t('result.done') : t('result.refusedCode', { code: e.errorCode ?? '' })}</Tag>,
    },
    { title: t('log.col.ip'), dataIndex: 'ip', width: 110, render: (v: string | null) => v ?? '—' },
  ];

  return (
    <>
      <div className={styles.filters} role="group" aria-label={t('log.filtersLabel')}>
        <Select<number>
          aria-label={t('log.member')}
          style={{ width: 200 }}
          allowClear
          showSearch={actors.enabled ? { filterOption: false, onSearch: actors.onSearch } : { optionFilterProp: 'label' }}
          onOpenChange={actors.onOpen}
          loading={actors.state === 'loading'}
          notFoundContent={actors.state === 'loading' ? t('log.memberSearching') : actors.state === 'error' ? t('log.memberError') : t('log.memberNone')}
          placeholder={t('log.memberAll')}
          title={actors.enabled ? t('log.memberSearch') : undefined}
          value={memberId}
          onChange={setMemberId}
          options={memberOptions}
          data-testid="audit-member"
        />
        <Select<AuditKind>
          aria-label={t('log.kind')}
          style={{ width: 160 }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('log.kindAll')}
          value={kind}
          onChange={setKind}
          options={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          data-testid="audit-kind"
        />
        <Input.Search
          name="target"
          aria-label={t('log.target')}
          placeholder={t('log.targetPlaceholder')}
          allowClear
          style={{ width: 220 }}
          value={targetText}
          maxLength={80}
          onChange={(e) => {
            setTargetText(e.target.value);
            if (!e.target.value) setTarget('');
          }}
          onSearch={(v) => setTarget(v.trim())}
        />
        <Select<'done' | 'refused'>
          aria-label={t('log.result')}
          style={{ width: 140 }}
          allowClear
          placeholder={t('log.resultAll')}
          value={result}
          onChange={setResult}
          options={[
            { value: 'done', label: t('result.done') },
            { value: 'refused', label: t('result.refused') },
          ]}
        />
        <LazyRangePicker aria-label={t('log.range')} placeholder={[t('log.from'), t('log.to')]} value={range} onChange={(v) => setRange(v && v[0] && v[1] ? [v[0], v[1]] : null)} />
        <Button onClick={clear} disabled={!filtered}>
          {t('log.reset')}
        </Button>
      </div>
      <div className={styles.bar}>
        <p className={styles.muted} aria-live="polite" data-testid="audit-count">
          {data ? (data.more ? t('log.countMore', { count: data.total }) : t('log.count', { count: data.total })) : ' '}
        </p>
        <span className={styles.filters} style={{ margin: 0 }}>
          {extra}
          {onExport && (
            <Button onClick={() => void runExport()} loading={exporting} disabled={!data?.total} data-testid="audit-export">
              {exporting ? t('log.exporting') : t('log.export')}
            </Button>
          )}
        </span>
      </div>
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <>
          <Table<AuditEntry>
            rowKey="id"
            size="middle"
            aria-label={t('log.tableLabel')}
            loading={list.loading}
            columns={columns}
            dataSource={data?.list ?? []}
            pagination={false}
            scroll={{ x: 900 }}
            onRow={(e) => ({ className: styles.row, onClick: () => setOpen(e) })}
            locale={{ emptyText: filtered ? t('log.emptyFiltered') : t('log.empty') }}
          />
          <CursorPager page={keyset.page} prev={data?.prev} next={data?.next} onPrev={keyset.prev} onNext={keyset.next} onFirst={keyset.first} busy={list.loading} />
        </>
      )}
      <WhenOpened open={open !== null}>
        <AuditDrawer entry={open} onClose={() => setOpen(null)} />
      </WhenOpened>
    </>
  );
}

/** A command's wire name, breakable after its slashes only (not mid-word). */
function Command({ cmd }: { cmd: string }) {
  const parts = cmd.split('/');
  return (
    <span className={styles.cmd}>
      {parts.map((p, i) => (
        <span key={i}>
          {p}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </span>
      ))}
    </span>
  );
}
