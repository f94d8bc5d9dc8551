import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { GatewayError } from '#shared/api/gateway-error';
import type { Registration } from '#shared/contract/activity';
import { getActivityCompanyRegList, getActivityPersonalRegList } from '#shared/contract/refs/activity';
import { formatTime } from '#shared/utils/beijing-time';
import { PageLoading } from '../../components/PageLoading';
import { SegmentTabs } from '../../components/SegmentTabs';
import { StateBlock } from '../../components/StateBlock';
import { SalesmanError, SalesmanGate } from './SalesmanGate';
import { salesmanCall } from './salesman';
import './spread.css';

type Tab = 'personal' | 'company';
const ROWS = 10;

/** /spread/list: the salesman's sign-ups, personal and company tabs, pull to refresh, more while scrolling. */
export default function SpreadListPage() {
  return (
    <SalesmanGate>
      <SpreadList />
    </SalesmanGate>
  );
}

function SpreadList() {
  const { t } = useTranslation('spread');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'company' ? 'company' : 'personal';
  const [list, setList] = useState<Registration[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<GatewayError | null>(null);
  const page = useRef(0);
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (n: number) => {
      const def = tab === 'company' ? getActivityCompanyRegList : getActivityPersonalRegList;
      return salesmanCall(def, { page: n, rows: ROWS });
    },
    [tab],
  );

  const refresh = useCallback(async () => {
    const gen = ++generation.current;
    setError(null);
    try {
      const r = await fetchPage(1);
      if (gen !== generation.current) return;
      page.current = 1;
      setList(r.list);
      setTotal(r.total);
    } catch (e) {
      if (gen === generation.current) setError(e as GatewayError);
    }
  }, [fetchPage]);

  useEffect(() => {
    setList(null);
    void refresh();
  }, [refresh]);

  const loadMore = async () => {
    const gen = generation.current;
    const r = await fetchPage(page.current + 1);
    if (gen !== generation.current) return;
    page.current += 1;
    setList((l) => [...(l ?? []), ...r.list]);
    setTotal(r.total);
  };

  const tabs = (
    <SegmentTabs
      label={t('home.list')}
      value={tab}
      onChange={(v: Tab) => setParams({ tab: v }, { replace: true })}
      options={[
        { value: 'personal', label: t('list.personal') },
        { value: 'company', label: t('list.company') },
      ]}
    />
  );

  if (error && !list) return <SalesmanError error={error} onRetry={() => void refresh()} />;
  return (
    <div className="spread">
      {tabs}
      {list === null ? (
        <PageLoading />
      ) : (
        <PullToRefresh onRefresh={refresh} pullingText={t('list.pull')} canReleaseText={t('list.release')} refreshingText={t('list.refreshing')} completeText="">
          {list.length === 0 ? (
            <StateBlock title={t('list.empty')} />
          ) : (
            <>
              <p className="spread-muted spread-total">{t('list.total', { total })}</p>
              <ul className="spread-list" data-testid="spread-list">
                {list.map((r) => (
                  <li key={r.memberCode}>
                    <Link className="spread-row" to={`/spread/detail?memberCode=${encodeURIComponent(r.memberCode)}`}>
                      <span className="spread-row__main">
                        <strong>{tab === 'company' && r.companyName ? r.companyName : r.name}</strong>
                        <span className="spread-muted">
                          {tab === 'company' ? `${r.name} · ` : ''}
                          {r.mobile}
                        </span>
                      </span>
                      <time className="spread-muted">{formatTime(r.registeredAt)}</time>
                    </Link>
                  </li>
                ))}
              </ul>
              <InfiniteScroll loadMore={loadMore} hasMore={list.length < total}>
                {list.length < total ? <span className="spread-muted">…</span> : <span className="spread-muted">{t('list.noMore')}</span>}
              </InfiniteScroll>
            </>
          )}
        </PullToRefresh>
      )}
    </div>
  );
}
