import type { EChartsCoreOption } from 'echarts/core';
import type { DashboardPanel } from '../../../src-shared/contract/insight';
import { PALETTE } from './EChart';

const axisText = { color: '#5b6b85', fontSize: 12 };

/** The ECharts option of a stored panel (line, bar, pie or gauge; stat panels are drawn as text). */
export function panelOption(p: DashboardPanel): EChartsCoreOption {
  if (p.type === 'pie') {
    const s = p.series[0];
    return {
      color: PALETTE,
      tooltip: { trigger: 'item', valueFormatter: (v: unknown) => `${v} ${p.unit}` },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ name: s?.name, type: 'pie', radius: ['42%', '68%'], center: ['50%', '45%'], data: p.labels.map((l, i) => ({ name: l, value: s?.data[i] ?? 0 })), label: { formatter: '{b}: {d}%' } }],
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
          axisLabel: { distance: 18, color: '#8492a6', fontSize: 11 },
          pointer: { show: false },
          detail: { valueAnimation: false, fontSize: 28, offsetCenter: [0, '10%'], formatter: `{value}${p.unit}` },
          title: { offsetCenter: [0, '45%'], fontSize: 13, color: '#5b6b85' },
          data: [{ value: v, name: p.series[0]?.name ?? '' }],
        },
      ],
    };
  }
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${v} ${p.unit}` },
    legend: p.series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: 16, top: p.series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: p.labels, axisLabel: axisText },
    yAxis: { type: 'value', scale: p.type === 'line', name: p.unit, nameTextStyle: axisText, axisLabel: axisText, splitLine: { lineStyle: { color: '#eef1f6' } } },
    series: p.series.map((s) => ({ name: s.name, type: p.type, data: s.data, smooth: p.type === 'line', symbol: 'none', barMaxWidth: 22 })),
  };
}
