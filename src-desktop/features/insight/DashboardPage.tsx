import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { DashboardPanel, DashboardVisual } from '#shared/contract/insight';
import { dashboardCategoryList, dashboardVisualDetail, dashboardVisualList } from '#shared/contract/refs/insight';
import { DataState } from '../../components/DataState';
import { useLang } from '../../components/useLang';
import { EChart } from './EChart';
import { formatDate } from '#shared/utils/beijing-time';
import { count } from './format';
import { panelOption, panelTable } from './panel-options';
import styles from './insight.module.css';

const idParam = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/**
 * /dashboard/index: categories → dashboards → the chosen dashboard's panels (?category=&visual= keep
 * the choice). No antd here (a plain route): the states are DataState's, and ECharts with only the
 * series types the dashboard draws loads with the first chart (EChart).
 */
export default function DashboardPage() {
  const { t } = useTranslation('insight');
  const [params, setParams] = useSearchParams();
  const categoryId = idParam(params.get('category'));
  const visualId = idParam(params.get('visual'));
  const cats = useCommand(dashboardCategoryList, {});
  const list = useCommand(dashboardVisualList, categoryId === undefined ? {} : { categoryId });
  // Without a choice the first dashboard of the list opens.
  const shown = visualId ?? list.data?.[0]?.id;

  const choose = (next: { category?: number; visual?: number }) => {
    const p = new URLSearchParams();
    if (next.category !== undefined) p.set('category', String(next.category));
    if (next.visual !== undefined) p.set('visual', String(next.visual));
    setParams(p);
  };

  return (
    <div className={styles.statsPage} data-testid="dashboard-page">
      <header>
        <h1 className={styles.pageTitle}>{t('dash.title')}</h1>
        <p className={styles.pageSub}>{t('dash.subtitle')}</p>
      </header>
      <div className={styles.dashLayout}>
        <aside className={styles.rail}>
          <nav className={styles.panel} aria-labelledby="dash-cats">
            <h2 id="dash-cats" className={styles.panelTitle}>
              {t('dash.categories')}
            </h2>
            <DataState state={cats} rows={3}>
              {(data) => (
                <ul className={styles.railList}>
                  <li>
                    <button type="button" className={styles.railItem} aria-current={categoryId === undefined} onClick={() => choose({})}>
                      {t('dash.all')}
                      <span className={styles.railCount}>{data.reduce((n, c) => n + c.count, 0)}</span>
                    </button>
                  </li>
                  {data.map((c) => (
                    <li key={c.id}>
                      <button type="button" className={styles.railItem} aria-current={categoryId === c.id} onClick={() => choose({ category: c.id })}>
                        {c.name}
                        <span className={styles.railCount}>{c.count}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </DataState>
          </nav>
          <nav className={styles.panel} aria-labelledby="dash-list">
            <h2 id="dash-list" className={styles.panelTitle}>
              {t('dash.list')}
            </h2>
            <DataState state={list} rows={4} isEmpty={(data) => data.length === 0} empty={t('dash.empty')}>
              {(data) => (
                <ul className={styles.railList}>
                  {data.map((v) => (
                    <li key={v.id}>
                      <button type="button" className={styles.railItem} aria-current={shown === v.id} onClick={() => choose({ category: categoryId, visual: v.id })}>
                        <span>
                          {v.title}
                          {v.sample ? <span className={`${styles.sampleTag} ${styles.railTag}`}>{t('dash.sample')}</span> : null}
                        </span>
                        <span className={styles.railCount}>{t('dash.panels', { count: v.panels })}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </DataState>
          </nav>
        </aside>
        {shown !== undefined ? (
          <Detail id={shown} />
        ) : list.data?.length === 0 ? (
          <p className={styles.empty}>{t('dash.empty')}</p>
        ) : (
          // While the list loads (or after it failed, said in the rail) the detail's place waits.
          <DataState state={{ ...list, data: undefined, error: undefined }} rows={8}>
            {() => null}
          </DataState>
        )}
      </div>
    </div>
  );
}

function Detail({ id }: { id: number }) {
  const detail = useCommand(dashboardVisualDetail, { id });
  // The previous dashboard's data does not stand in for the chosen one while it loads.
  const state = detail.data?.id === id || detail.error ? detail : { ...detail, data: undefined };
  return (
    <DataState state={state} rows={10}>
      {(d) => <DetailView d={d} />}
    </DataState>
  );
}

function DetailView({ d }: { d: DashboardVisual & { items: DashboardPanel[] } }) {
  const { t } = useTranslation('insight');
  return (
    <section aria-labelledby="dash-title" data-testid="dashboard-detail">
      <h2 id="dash-title" className={styles.pageTitle}>
        {d.title}
      </h2>
      <p className={styles.dashIntro}>
        {d.sample ? null : <span className={styles.liveTag}>{t('dash.live')}</span>}
        {d.intro} · {t('dash.updated', { date: formatDate(d.updatedAt) })}
      </p>
      {d.sample ? (
        <p className={styles.sampleNote} role="note" data-testid="dashboard-sample">
          <span className={styles.sampleTag}>{t('dash.sample')}</span> {t('dash.sampleNote')}
        </p>
      ) : null}
      {d.items.length === 0 ? (
        <p className={styles.empty}>{t('dash.noPanels')}</p>
      ) : (
        <div className={styles.panelGrid}>
          {d.items.map((p) => (
            <Panel key={p.id} panel={p} />
          ))}
        </div>
      )}
    </section>
  );
}

function Panel({ panel }: { panel: DashboardPanel }) {
  const { t } = useTranslation('insight');
  const lang = useLang();
  const option = useMemo(() => (panel.type === 'stat' ? null : panelOption(panel)), [panel]);
  const table = useMemo(() => (panel.type === 'stat' ? undefined : panelTable(panel, t('dash.item'), (n) => count(n, lang))), [panel, t, lang]);
  return (
    <section className={styles.panel} style={{ gridColumn: `span ${Math.min(12, Math.max(3, panel.span))}` }} aria-labelledby={`panel-${panel.id}`} data-testid={`panel-${panel.id}`}>
      <h3 id={`panel-${panel.id}`} className={styles.panelTitle}>
        {panel.title}
      </h3>
      {option ? (
        <EChart option={option} label={panel.title} height={260} table={table} />
      ) : (
        <strong className={styles.statValue}>
          {count(panel.series[0]?.data[0] ?? 0, lang)}
          <span className={styles.statUnit}>{panel.unit}</span>
        </strong>
      )}
    </section>
  );
}
