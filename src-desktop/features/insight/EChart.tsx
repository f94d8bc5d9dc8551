import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fontFamily } from '../../app/theme';
import { loadEngine, loadTooltip, seriesTypes, type Engine } from './echarts/parts';
import { useNearViewport } from './useNearViewport';
import styles from './insight.module.css';

/** ECharts draws its text in its own default (sans-serif), beside the UI's CJK-aware stack. */
const withFont = (option: EChartsCoreOption): EChartsCoreOption => ({ ...option, textStyle: { fontFamily, ...(option.textStyle as object | undefined) } });

/** A chart's figures as a table, for screen readers (the chart itself is one image to them). */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One ECharts instance in a box of fixed height. ECharts and the chart's series types load when
 * the box comes near the viewport (a chart in the first view draws at once; one further down when
 * scrolled to), into the reserved box, so nothing shifts. The new option is set on every change
 * (notMerge, so removed series disappear); the chart follows its box's size and is disposed on
 * unmount. The same figures are in a visually hidden table.
 */
export function EChart({ option, height = 320, label, testId, table }: { option: EChartsCoreOption; height?: number; label: string; testId?: string; table?: ChartTable }) {
  const { t } = useTranslation('insight');
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const near = useNearViewport(box);
  const types = seriesTypes(option).join(',');
  const [engine, setEngine] = useState<{ e: Engine; types: string } | null>(null);
  const [failed, setFailed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(option);
  latest.current = option;
  const tooltipAsked = useRef(false);

  useEffect(() => {
    if (!near) return;
    let live = true;
    loadEngine(types ? types.split(',') : []).then(
      (e) => live && setEngine({ e, types }),
      () => live && setFailed((n) => n + 1),
    );
    return () => {
      live = false;
    };
  }, [near, types, attempt]);

  useEffect(() => {
    // A type the loaded parts do not draw yet waits for its chunk (ECharts cannot draw it before).
    if (!engine || engine.types !== types) return;
    const el = box.current!;
    chart.current ??= engine.e.init(el, undefined, { renderer: 'svg' });
    chart.current.setOption(withFont(option), { notMerge: true });
  }, [engine, option, types]);

  useEffect(() => {
    const el = box.current!;
    const ro = new ResizeObserver(() => chart.current?.resize());
    ro.observe(el);
    return () => {
      ro.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  // The tooltip part loads on the first pointer over a drawn chart; the (latest) option is then
  // set again so that the tooltip shows.
  const withTooltip = () => {
    if (tooltipAsked.current || !engine || engine.types !== types || !option.tooltip) return;
    tooltipAsked.current = true;
    void loadTooltip(engine.e).then(
      () => chart.current?.setOption(withFont(latest.current), { notMerge: true }),
      () => {
        tooltipAsked.current = false;
      },
    );
  };

  const drawn = engine !== null && engine.types === types;
  return (
    <div className={styles.chart}>
      <div ref={box} role="img" aria-label={label} aria-busy={!drawn} data-testid={testId} data-drawn={drawn} style={{ width: '100%', height }} onPointerMove={withTooltip} />
      {failed > 0 && !drawn ? (
        <div className={styles.chartFailed} role="alert">
          <p>{t('common:state.error')}</p>
          <button type="button" className={styles.chartRetry} onClick={() => setAttempt((a) => a + 1)}>
            {t('common:state.retry')}
          </button>
        </div>
      ) : null}
      {table ? (
        <table className={styles.srOnly}>
          <caption>{t('chart.data', { label })}</caption>
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r, i) => (
              <tr key={i}>
                {r.map((v, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {v}
                    </th>
                  ) : (
                    <td key={j}>{v}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
