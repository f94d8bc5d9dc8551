import type { EChartsCoreOption } from 'echarts/core';
import type { WrRow, WrTrendPoint } from '#shared/contract/insight';
import type { ChartTable } from './EChart';
import { PALETTE } from './echarts/palette';
import { percent } from './format';

const axisText = { color: '#5b6b85', fontSize: 12 };

/** Devices on per day (bars) and utilisation (line, right axis). */
export function trendOption(points: WrTrendPoint[], names: { on: string; rate: string }): EChartsCoreOption {
  return {
    // Filters replace the data at once: no morphing between unrelated series.
    animation: false,
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [names.on, names.rate] },
    grid: { left: 48, right: 48, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: points.map((p) => p.date.slice(5)), axisLabel: axisText },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: axisText, splitLine: { lineStyle: { color: '#eef1f6' } } },
      { type: 'value', min: 0, max: 100, axisLabel: { ...axisText, formatter: '{value}%' }, splitLine: { show: false } },
    ],
    series: [
      { name: names.on, type: 'bar', data: points.map((p) => p.devicesOn), barMaxWidth: 18, itemStyle: { borderRadius: [3, 3, 0, 0] } },
      { name: names.rate, type: 'line', yAxisIndex: 1, smooth: true, symbol: 'none', data: points.map((p) => Math.round(p.utilisation * 1000) / 10), lineStyle: { width: 2 } },
    ],
  };
}

/** Latest-day and period-average utilisation of each row, as horizontal bars (best first from the top). */
export function breakdownOption(rows: WrRow[], names: { latest: string; average: string }): EChartsCoreOption {
  const sorted = [...rows].sort((a, b) => a.utilisation - b.utilisation);
  const pct = (r: number) => Math.round(r * 1000) / 10;
  return {
    animation: false,
    color: [PALETTE[0], PALETTE[1]],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: unknown) => `${v}%` },
    legend: { top: 0, data: [names.latest, names.average] },
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'value', min: 0, max: 100, axisLabel: { ...axisText, formatter: '{value}%' }, splitLine: { lineStyle: { color: '#eef1f6' } } },
    yAxis: { type: 'category', data: sorted.map((r) => r.name), axisLabel: { ...axisText, width: 150, overflow: 'truncate' } },
    series: [
      { name: names.latest, type: 'bar', data: sorted.map((r) => pct(r.utilisation)), barMaxWidth: 12 },
      { name: names.average, type: 'bar', data: sorted.map((r) => pct(r.avgUtilisation)), barMaxWidth: 12 },
    ],
  };
}

/** The trend's figures for screen readers: a row per day. */
export function trendTable(points: WrTrendPoint[], names: { date: string; on: string; rate: string }, fmt: (n: number) => string): ChartTable {
  return { columns: [names.date, names.on, names.rate], rows: points.map((p) => [p.date, fmt(p.devicesOn), percent(p.utilisation)]) };
}

/** The breakdown's figures for screen readers, in the chart's order (best first). */
export function breakdownTable(rows: WrRow[], names: { name: string; latest: string; average: string }): ChartTable {
  const sorted = [...rows].sort((a, b) => b.utilisation - a.utilisation);
  return { columns: [names.name, names.latest, names.average], rows: sorted.map((r) => [r.name, percent(r.utilisation), percent(r.avgUtilisation)]) };
}
