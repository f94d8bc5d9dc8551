import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { fontFamily } from '../../app/theme';

// Only what the pages of this feature draw; each page registers its own chart types with use().
use([GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);
export { use };

/**
 * One ECharts instance in a div: created on mount, given the new option on every change
 * (notMerge, so removed series disappear), resized with its box, disposed on unmount.
 * SVG rendering keeps the charts sharp and their text readable by assistive tools and tests.
 */
export function EChart({ option, height = 320, label, testId }: { option: EChartsCoreOption; height?: number; label: string; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = box.current!;
    const c = init(el, undefined, { renderer: 'svg' });
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // ECharts draws its text in its own default (sans-serif), beside the UI's CJK-aware stack.
    chart.current?.setOption({ ...option, textStyle: { fontFamily, ...(option.textStyle as object | undefined) } }, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height }} />;
}

/** The portal's chart palette (the theme's blue first). */
export const PALETTE = ['#1656d8', '#19a974', '#f0a020', '#e4572e', '#7b61ff', '#13a8c2'];
