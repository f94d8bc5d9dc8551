import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import type { WrSummary } from '#shared/contract/insight';
import { WR_PERIODS } from '#shared/contract/insight-values';
import { deviceOpenTrend, getCitiesAtWorkResumption, provinceMenu, sampleCity, sampleCountry, sampleProvince } from '#shared/contract/refs/insight';
import { DataError } from '../../components/DataState';
import { LazyFilterSelect } from '../../components/LazyFilterSelect';
import { LazySegmented } from '../../components/LazySegmented';
import { useLang } from '../../components/useLang';
import { EChart } from './EChart';
import { count, percent } from './format';
import { BreakdownTable } from './BreakdownTable';
import { breakdownColumns } from './breakdown-columns';
import { breakdownOption, breakdownTable, trendOption, trendTable } from './stats-options';
import styles from './insight.module.css';

type Days = (typeof WR_PERIODS)[number];

const TREND_HEIGHT = 300;
/** The breakdown's bars take 34 px a row. */
const breakdownHeight = (rows: number | undefined) => Math.max(300, (rows ?? 0) * 34 + 60);

/** A chart's box at its final height while its data loads, so that nothing below it moves. */
function ChartWaiting({ height }: { height: number }) {
  return <div className={styles.chartWaiting} style={{ height }} aria-busy="true" />;
}

/** The statistics: filters (province, city, period), the scope's figures, the trend and the breakdown one level down. */
export function StatsBoard() {
  const { t } = useTranslation('insight');
  const lang = useLang();
  const [provinceCode, setProvince] = useState<string | undefined>();
  const [cityCode, setCity] = useState<string | undefined>();
  const [days, setDays] = useState<Days>(30);

  const provinces = useCommand(provinceMenu, {});
  const cities = useCommand(getCitiesAtWorkResumption, { provinceCode: provinceCode ?? '' }, { enabled: !!provinceCode });
  const trend = useCommand(deviceOpenTrend, { days, provinceCode, cityCode });
  // One scope at a time: the country, a province or a city.
  const country = useCommand(sampleCountry, { days }, { enabled: !provinceCode });
  const province = useCommand(sampleProvince, { days, provinceCode: provinceCode ?? '' }, { enabled: !!provinceCode && !cityCode });
  const city = useCommand(sampleCity, { days, cityCode: cityCode ?? '' }, { enabled: !!cityCode });
  const sample = cityCode ? city : provinceCode ? province : country;

  const scopeName = cityCode ? cities.data?.find((c) => c.code === cityCode)?.name : provinceCode ? provinces.data?.find((p) => p.code === provinceCode)?.name : t('stats.country');
  // The breakdown has a row per province (or city) of the menus: its box is reserved at that height.
  const expectedRows = cityCode ? undefined : provinceCode ? cities.data?.length : provinces.data?.length;
  const breakdownTitle = cityCode ? t('stats.byEnterprise') : provinceCode ? t('stats.byCity') : t('stats.byProvince');

  const trendOpt = useMemo(() => trend.data && trendOption(trend.data.points, { on: t('stats.devicesOn'), rate: t('stats.utilisation') }), [trend.data, t]);
  const breakdownOpt = useMemo(() => sample.data && breakdownOption(sample.data.rows, { latest: t('stats.latestRate'), average: t('stats.avgRate', { days }) }), [sample.data, t, days]);
  const trendTab = useMemo(() => trend.data && trendTable(trend.data.points, { date: t('stats.col.date'), on: t('stats.devicesOn'), rate: t('stats.utilisation') }, (n) => count(n, lang)), [trend.data, t, lang]);
  const breakdownTab = useMemo(() => sample.data && breakdownTable(sample.data.rows, { name: t('stats.col.name'), latest: t('stats.latestRate'), average: t('stats.avgRate', { days }) }), [sample.data, t, days]);

  return (
    <div className={styles.statsPage} data-testid="stats-page">
      <header className={styles.statsHead}>
        <div>
          <h1 className={styles.pageTitle}>{t('stats.title')}</h1>
          <p className={styles.pageSub}>
            {t('stats.subtitle')}
            {sample.data ? (
              sample.data.summary.asOf && <span data-testid="stats-asof"> · {t('stats.asOf', { date: sample.data.summary.asOf })}</span>
            ) : (
              // Its room is kept while the figures load: the longer line can push the filters to a row of their own.
              <span className={styles.hiddenText} aria-hidden="true">
                {' · '}
                {t('stats.asOf', { date: '2000-01-01' })}
              </span>
            )}
          </p>
        </div>
        <form className={styles.filters} aria-label={t('stats.filters')} onSubmit={(e) => e.preventDefault()}>
          <label className={styles.filter}>
            <span>{t('stats.province')}</span>
            <LazyFilterSelect
              name="provinceCode"
              id="stats-province"
              className={styles.select}
              value={provinceCode ?? ''}
              loading={provinces.loading}
              options={[{ value: '', label: t('stats.allProvinces') }, ...(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))]}
              onChange={(v) => {
                setProvince(v || undefined);
                setCity(undefined);
              }}
            />
          </label>
          <label className={styles.filter}>
            <span>{t('stats.city')}</span>
            <LazyFilterSelect
              name="cityCode"
              id="stats-city"
              className={styles.select}
              value={cityCode ?? ''}
              disabled={!provinceCode}
              loading={cities.loading}
              options={[{ value: '', label: t('stats.allCities') }, ...(provinceCode ? (cities.data ?? []) : []).map((c) => ({ value: c.code, label: c.name }))]}
              onChange={(v) => setCity(v || undefined)}
            />
          </label>
          <div className={styles.filter}>
            <span id="stats-days">{t('stats.period')}</span>
            <LazySegmented<Days> aria-labelledby="stats-days" value={days} options={WR_PERIODS.map((d) => ({ value: d, label: t('stats.days', { count: d }) }))} onChange={setDays} />
            <input type="hidden" name="days" value={days} />
          </div>
        </form>
      </header>

      {sample.error ? <DataError info={sample.error.info} onRetry={sample.reload} /> : <Kpis summary={sample.data?.summary} scope={scopeName ?? ''} busy={sample.loading} />}

      <div className={styles.chartGrid}>
        <section className={styles.panel} aria-labelledby="stats-trend-title">
          <h2 id="stats-trend-title" className={styles.panelTitle}>
            {t('stats.trendTitle', { scope: scopeName ?? '', days })}
          </h2>
          {trend.error ? (
            <DataError info={trend.error.info} onRetry={trend.reload} />
          ) : !trend.data ? (
            <ChartWaiting height={TREND_HEIGHT} />
          ) : trend.data.points.length === 0 ? (
            <p className={styles.empty}>{t('stats.noData')}</p>
          ) : (
            <EChart option={trendOpt!} label={t('stats.trendTitle', { scope: scopeName ?? '', days })} testId="stats-trend" height={TREND_HEIGHT} table={trendTab} />
          )}
        </section>
        <section className={styles.panel} aria-labelledby="stats-breakdown-title">
          <h2 id="stats-breakdown-title" className={styles.panelTitle}>
            {breakdownTitle}
          </h2>
          {sample.error ? null : !sample.data ? (
            <ChartWaiting height={breakdownHeight(expectedRows)} />
          ) : sample.data.rows.length === 0 ? (
            <p className={styles.empty}>{t('stats.noData')}</p>
          ) : (
            <EChart option={breakdownOpt!} label={breakdownTitle} testId="stats-breakdown" height={breakdownHeight(sample.data.rows.length)} table={breakdownTab} />
          )}
        </section>
      </div>

      {sample.data && sample.data.rows.length > 0 && <BreakdownTable rows={sample.data.rows} columns={breakdownColumns(t, lang, days)} title={breakdownTitle} loading={sample.loading} />}
    </div>
  );
}

function Kpis({ summary, scope, busy }: { summary: WrSummary | undefined; scope: string; busy: boolean }) {
  const { t } = useTranslation('insight');
  const lang = useLang();
  if (summary?.enterprises === 0) return <p className={styles.empty}>{t('stats.noData')}</p>;
  const items = [
    { key: 'enterprises', label: t('stats.kpi.enterprises'), value: summary && count(summary.enterprises, lang) },
    { key: 'devices', label: t('stats.kpi.devices'), value: summary && count(summary.devices, lang) },
    { key: 'devicesOn', label: t('stats.kpi.devicesOn'), value: summary && count(summary.devicesOn, lang) },
    { key: 'utilisation', label: t('stats.kpi.utilisation'), value: summary && percent(summary.utilisation) },
    { key: 'resumption', label: t('stats.kpi.resumption'), value: summary && percent(summary.resumptionRate), note: summary ? t('stats.kpi.resumedOf', { n: summary.resumed, of: summary.enterprises }) : '\u00a0' },
    { key: 'average', label: t('stats.kpi.average'), value: summary && percent(summary.avgUtilisation) },
  ];
  return (
    // The cards stand from the first paint (values shimmer until they come, so nothing moves); while
    // a new scope or period loads, the previous figures stay, dimmed.
    <section className={styles.kpis} aria-label={t('stats.kpiLabel', { scope })} aria-busy={busy || !summary} style={{ opacity: busy && summary ? 0.55 : 1 }}>
      {items.map((k) => (
        <div key={k.key} className={styles.kpi} data-testid={`kpi-${k.key}`}>
          <span className={styles.kpiLabel}>{k.label}</span>
          {k.value === undefined ? <span className={`${styles.kpiValue} ${styles.kpiWaiting}`}>{'\u00a0'}</span> : <strong className={styles.kpiValue}>{k.value}</strong>}
          {k.note && <span className={styles.kpiNote}>{k.note}</span>}
        </div>
      ))}
    </section>
  );
}
