import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { PushStatus, PushView } from '#shared/contract/factory';
import { findFacInfoList, getApprovePushListByUserCode, getMyApprovedList, getUnapprovedFacList } from '#shared/contract/refs/factory';
import { SegmentTabs } from '../../components/SegmentTabs';
import { LoadError, Skeleton } from './common';
import { FactoryCard } from './FactoryCard';
import { PagedList } from './PagedList';
import { PushCard } from './PushCard';
import { LazyPushDetail } from './LazyPushDetail';
import { SearchBar } from './SearchBar';

/**
 * The four panels of /mobile/certification/tab, each also a page of its own
 * (/mobile/tabQuery, tabStatusList, tabFactoryQuery, tabFactoryStatusList).
 * `refresh` changes when the user pulls to refresh.
 */
export interface PanelProps {
  refresh: number;
}

function Empty({ text }: { text: string }) {
  return <p className="h5-fac-empty">{text}</p>;
}

function PushList({ list, onChanged, emptyText }: { list: PushView[]; onChanged: () => void; emptyText: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      {list.length ? <PagedList items={list} render={(p) => <PushCard key={p.id} p={p} onOpen={setOpen} />} /> : <Empty text={emptyText} />}
      <LazyPushDetail pushId={open} onClose={() => setOpen(null)} onChanged={onChanged} />
    </>
  );
}

/** tabQuery: my pushes, searched by factory number or name. */
export function PushQueryPanel({ refresh }: PanelProps) {
  const { t } = useTranslation('factory');
  const [keyword, setKeyword] = useState('');
  const pushes = useCommand(getApprovePushListByUserCode, keyword ? { keyword } : {}, { deps: [refresh] });
  return (
    <section className="h5-fac-panel" aria-label={t('tabs.query')}>
      <SearchBar placeholder={t('search.pushPlaceholder')} hint={t('search.pushHint')} onSearch={setKeyword} />
      {pushes.loading && !pushes.data ? (
        <Skeleton />
      ) : pushes.error ? (
        <LoadError error={pushes.error} onRetry={pushes.reload} />
      ) : (
        <PushList list={pushes.data ?? []} onChanged={pushes.reload} emptyText={keyword ? t('list.empty') : t('list.emptyPushes')} />
      )}
    </section>
  );
}

/** tabStatusList: my pushes by state; approved ones come paged from getMyApprovedList (100 rows a page). */
export function PushStatusPanel({ refresh }: PanelProps) {
  const { t } = useTranslation('factory');
  const [status, setStatus] = useState<PushStatus>('pending');
  return (
    <section className="h5-fac-panel" aria-label={t('tabs.statusList')}>
      <SegmentTabs label={t('tabs.statusList')} value={status} onChange={setStatus} options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`pushStatus.${s}`) }))} />
      {status === 'approved' ? <ApprovedPushes refresh={refresh} /> : <PushesByStatus key={status} status={status} refresh={refresh} />}
    </section>
  );
}

function PushesByStatus({ status, refresh }: { status: PushStatus; refresh: number }) {
  const { t } = useTranslation('factory');
  const pushes = useCommand(getApprovePushListByUserCode, { status }, { deps: [refresh] });
  if (pushes.loading && !pushes.data) return <Skeleton />;
  if (pushes.error) return <LoadError error={pushes.error} onRetry={pushes.reload} />;
  return <PushList list={pushes.data ?? []} onChanged={pushes.reload} emptyText={t('list.empty')} />;
}

const APPROVED_ROWS = 100;

function ApprovedPushes({ refresh }: { refresh: number }) {
  const { t } = useTranslation('factory');
  const first = useCommand(getMyApprovedList, {}, { page: 1, rows: APPROVED_ROWS, deps: [refresh] });
  const [later, setLater] = useState<PushView[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  if (first.loading && !first.data) return <Skeleton />;
  if (first.error) return <LoadError error={first.error} onRetry={first.reload} />;
  const list = [...(first.data?.list ?? []), ...later];
  const total = first.data?.total ?? 0;
  const more = async () => {
    const page = Math.floor(list.length / APPROVED_ROWS) + 1;
    const next = await call(getMyApprovedList, {}, { page, rows: APPROVED_ROWS });
    setLater((l) => [...l, ...next.list]);
  };
  if (!list.length) return <Empty text={t('list.empty')} />;
  return (
    <>
      <p className="h5-fac-count">{t('list.count', { count: total })}</p>
      <PagedList items={list} render={(p) => <PushCard key={p.id} p={p} onOpen={setOpen} />} more={more} hasMoreOnServer={list.length < total} />
      <LazyPushDetail pushId={open} onClose={() => setOpen(null)} onChanged={first.reload} />
    </>
  );
}

/** tabFactoryQuery: every factory, searched by number, name, company or address. */
export function FactoryQueryPanel({ refresh }: PanelProps) {
  const { t } = useTranslation('factory');
  const [keyword, setKeyword] = useState('');
  const found = useCommand(findFacInfoList, keyword ? { keyword } : {}, { deps: [refresh] });
  return (
    <section className="h5-fac-panel" aria-label={t('tabs.factoryQuery')}>
      <SearchBar placeholder={t('search.factoryPlaceholder')} hint={t('search.factoryHint')} onSearch={setKeyword} />
      {found.loading && !found.data ? (
        <Skeleton />
      ) : found.error ? (
        <LoadError error={found.error} onRetry={found.reload} />
      ) : found.data?.list.length ? (
        <>
          <p className="h5-fac-count">{found.data.total > found.data.list.length ? t('list.capped', { shown: found.data.list.length, total: found.data.total }) : t('list.count', { count: found.data.total })}</p>
          <PagedList items={found.data.list} render={(f) => <FactoryCard key={f.facSn} f={f} />} />
        </>
      ) : (
        <Empty text={t('list.empty')} />
      )}
    </section>
  );
}

/** tabFactoryStatusList: factories not yet approved (incl. under review) and approved ones. */
export function FactoryStatusPanel({ refresh }: PanelProps) {
  const { t } = useTranslation('factory');
  const [status, setStatus] = useState<'unapproved' | 'approved'>('unapproved');
  const unapproved = useCommand(getUnapprovedFacList, {}, { enabled: status === 'unapproved', deps: [refresh] });
  const approved = useCommand(findFacInfoList, { status: 'approved' }, { enabled: status === 'approved', deps: [refresh] });
  const state = status === 'unapproved' ? { ...unapproved, list: unapproved.data } : { ...approved, list: approved.data?.list };
  return (
    <section className="h5-fac-panel" aria-label={t('tabs.factoryStatusList')}>
      <SegmentTabs label={t('tabs.factoryStatusList')} value={status} onChange={setStatus} options={(['unapproved', 'approved'] as const).map((s) => ({ value: s, label: t(`factoryStatus.${s}`) }))} />
      {state.loading && !state.list ? (
        <Skeleton />
      ) : state.error ? (
        <LoadError error={state.error} onRetry={state.reload} />
      ) : state.list?.length ? (
        <>
          <p className="h5-fac-count">{t('list.count', { count: state.list.length })}</p>
          <PagedList items={state.list} render={(f) => <FactoryCard key={f.facSn} f={f} />} />
        </>
      ) : (
        <Empty text={t('list.empty')} />
      )}
    </section>
  );
}
