import type { EChartsCoreOption } from 'echarts/core';
import type { DashboardPanel } from '#shared/contract/insight';
import type { ChartTable } from './EChart';
import { PALETTE } from './echarts/palette';

const axisText = { color: '#5b6b85', fontSize: 12 };

/** The ECharts option of a stored panel (line, bar, pie or gauge; stat panels are drawn as text). */
export function panelOption(p: DashboardPanel): EChartsCoreOption {
  if (p.type === 'pie') {
    const s = p.series[0];
    return {
      color: PALETTE,
      tooltip: { trigger: 'item', valueFormatter: (v: unknown) => `${v} ${p.unit}` },
      legend: { bottom: 0, itemWidth: 12, itemHeight: 10, textStyle: { fontSize: 12 } },
      // Shares inside the ring, names in the legend: outside labels do not fit a narrow panel.
      series: [
        {
          name: s?.name,
          type: 'pie',
          radius: ['40%', '70%'],
          center: ['50%', '44%'],
          percentPrecision: 0,
          data: p.labels.map((l, i) => ({ name: l, value: s?.data[i] ?? 0 })),
          label: { position: 'inside', formatter: '{d}%', color: '#fff', fontSize: 11 },
        },
      ],
    };
  }
  if (p.type === 'gauge') {
    const v = p.series[0]?.data[0] ?? 0;
    return {
      series: [
        {
          type: 'gauge',
          min: 0,
          max: 100,
          progress: { show: true, width: 14, itemStyle: { color: PALETTE[0] } },
          axisLine: { lineStyle: { width: 14 } },
          axisTick: { show: false },
          splitLine: { length: 8, lineStyle: { width: 1, color: '#999' } },
          axisLabel: { distance: 18, color: '#5b6680', fontSize: 11 },
          pointer: { show: false },
          // The caption goes under the arc's ends: between them (at 45 %) a wide caption ran into the 0 and 100.
          center: ['50%', '50%'],
          radius: '78%',
          detail: { valueAnimation: false, fontSize: 28, offsetCenter: [0, '5%'], formatter: `{value}${p.unit}` },
          title: { offsetCenter: [0, '82%'], fontSize: 13, color: '#4a5468' },
          data: [{ value: v, name: p.series[0]?.name ?? '' }],
        },
      ],
    };
  }
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${v} ${p.unit}` },
    legend: p.series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: 16, top: p.series.length > 1 ? 40 : 28, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: p.labels, axisLabel: axisText },
    yAxis: { type: 'value', scale: p.type === 'line', name: p.unit, nameTextStyle: { ...axisText, align: 'left' }, nameGap: 10, axisLabel: axisText, splitLine: { lineStyle: { color: '#eef1f6' } } },
    series: p.series.map((s) => ({ name: s.name, type: p.type, data: s.data, smooth: p.type === 'line', symbol: 'none', barMaxWidth: 22 })),
  };
}

/** A panel's figures for screen readers: a row per label (a gauge's one value under its series name). */
export function panelTable(p: DashboardPanel, item: string, fmt: (n: number) => string): ChartTable {
  const unit = p.unit ? ` (${p.unit})` : '';
  return {
    columns: [item, ...p.series.map((s) => `${s.name}${unit}`)],
    rows: p.labels.map((l, i) => [l || (p.series[0]?.name ?? ''), ...p.series.map((s) => fmt(s.data[i] ?? 0))]),
  };
}
