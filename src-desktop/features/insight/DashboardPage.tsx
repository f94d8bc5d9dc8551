import { Empty, Skeleton } from 'antd';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { DashboardPanel } from '#shared/contract/insight';
import { dashboardCategoryList, dashboardVisualDetail, dashboardVisualList } from '#shared/contract/refs/insight';
import { LoadError } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import { EChart, use } from './EChart';
import { formatDate } from '#shared/utils/beijing-time';
import { count } from './format';
import { panelOption } from './panel-options';
import styles from './insight.module.css';

use([LineChart, BarChart, PieChart, GaugeChart]);

const idParam = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/** /dashboard/index: categories → dashboards → the chosen dashboard's panels (?category=&visual= keep the choice). */
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
            {cats.error ? (
              <LoadError info={cats.error.info} onRetry={cats.reload} />
            ) : !cats.data ? (
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            ) : (
              <ul className={styles.railList}>
                <li>
                  <button type="button" className={styles.railItem} aria-current={categoryId === undefined} onClick={() => choose({})}>
                    {t('dash.all')}
                    <span className={styles.railCount}>{cats.data.reduce((n, c) => n + c.count, 0)}</span>
                  </button>
                </li>
                {cats.data.map((c) => (
                  <li key={c.id}>
                    <button type="button" className={styles.railItem} aria-current={categoryId === c.id} onClick={() => choose({ category: c.id })}>
                      {c.name}
                      <span className={styles.railCount}>{c.count}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </nav>
          <nav className={styles.panel} aria-labelledby="dash-list">
            <h2 id="dash-list" className={styles.panelTitle}>
              {t('dash.list')}
            </h2>
            {list.error ? (
              <LoadError info={list.error.info} onRetry={list.reload} />
            ) : !list.data ? (
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            ) : list.data.length === 0 ? (
              <p className={styles.empty}>{t('dash.empty')}</p>
            ) : (
              <ul className={styles.railList}>
                {list.data.map((v) => (
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
          </nav>
        </aside>
        {shown === undefined ? list.data?.length === 0 ? <Empty description={t('dash.empty')} /> : <Skeleton active paragraph={{ rows: 8 }} /> : <Detail id={shown} />}
      </div>
    </div>
  );
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation('insight');
  const detail = useCommand(dashboardVisualDetail, { id });
  if (detail.error) return <LoadError info={detail.error.info} onRetry={detail.reload} />;
  if (!detail.data || detail.data.id !== id) return <Skeleton active paragraph={{ rows: 10 }} />;
  const d = detail.data;
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
        <Empty description={t('dash.noPanels')} />
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
  const lang = useLang();
  const option = useMemo(() => (panel.type === 'stat' ? null : panelOption(panel)), [panel]);
  return (
    <section className={styles.panel} style={{ gridColumn: `span ${Math.min(12, Math.max(3, panel.span))}` }} aria-labelledby={`panel-${panel.id}`} data-testid={`panel-${panel.id}`}>
      <h3 id={`panel-${panel.id}`} className={styles.panelTitle}>
        {panel.title}
      </h3>
      {option ? (
        <EChart option={option} label={panel.title} height={260} />
      ) : (
        <strong className={styles.statValue}>
          {count(panel.series[0]?.data[0] ?? 0, lang)}
          <span className={styles.statUnit}>{panel.unit}</span>
        </strong>
      )}
    </section>
  );
}
