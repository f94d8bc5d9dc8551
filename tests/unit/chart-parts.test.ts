import { describe, expect, it } from 'vitest';
import { breakdownTable, trendTable } from '../../src-desktop/features/insight/stats-options';
import { panelTable } from '../../src-desktop/features/insight/panel-options';
import { seriesTypes } from '../../src-desktop/features/insight/echarts/parts';

describe('chart parts', () => {
  it('lists the series types an option draws, once each, known types only', () => {
    expect(seriesTypes({ series: [{ type: 'pie' }, { type: 'line' }, { type: 'pie' }, { type: 'bar' }] })).toEqual(['bar', 'line', 'pie']);
    expect(seriesTypes({ series: { type: 'gauge' } })).toEqual(['gauge']);
    // A type the feature has no part for is not asked for (ECharts then leaves it out).
    expect(seriesTypes({ series: [{ type: 'scatter' }] })).toEqual([]);
    expect(seriesTypes({})).toEqual([]);
  });
});

describe('chart figures for screen readers', () => {
  it('a panel: a row per label, a column per series with the unit; a gauge under its series name', () => {
    const fmt = (n: number) => String(n);
    expect(
      panelTable(
        {
          id: 'p',
          type: 'bar',
          title: 'T',
          unit: 'kWh',
          span: 4,
          labels: ['Jan', 'Feb'],
          series: [
            { name: 'Peak', data: [5, 6] },
            { name: 'Valley', data: [1] },
          ],
        },
        'Item',
        fmt,
      ),
    ).toEqual({
      columns: ['Item', 'Peak (kWh)', 'Valley (kWh)'],
      rows: [
        ['Jan', '5', '1'],
        ['Feb', '6', '0'],
      ],
    });
    expect(panelTable({ id: 'g', type: 'gauge', title: 'T', unit: '%', span: 4, labels: [''], series: [{ name: 'OEE', data: [71.2] }] }, 'Item', fmt).rows).toEqual([['OEE', '71.2']]);
  });

  it('the statistics: a row per day; the breakdown best first, as the chart shows it', () => {
    expect(trendTable([{ date: '2026-11-01', devicesOn: 1200, devices: 2000, utilisation: 0.6123 }], { date: 'Date', on: 'On', rate: 'Rate' }, (n) => n.toLocaleString('en-US')).rows).toEqual([
      ['2026-11-01', '1,200', '61.2%'],
    ]);
    const rows = [
      { code: '1', name: 'A', enterprises: 1, devices: 1, devicesOn: 1, utilisation: 0.5, avgUtilisation: 0.4 },
      { code: '2', name: 'B', enterprises: 1, devices: 1, devicesOn: 1, utilisation: 0.7, avgUtilisation: 0.6 },
    ];
    expect(breakdownTable(rows, { name: 'Name', latest: 'Latest', average: 'Average' }).rows.map((r) => r[0])).toEqual(['B', 'A']);
  });
});
