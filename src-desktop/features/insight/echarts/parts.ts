import type { EChartsCoreOption, use } from 'echarts/core';

type Extensions = Parameters<typeof use>[0];
type Part = () => Promise<{ default: Extensions }>;
export type Engine = typeof import('./engine');

// Line and bar are in the engine; the other series types are a chunk each, fetched by the first
// chart that draws one.
const inEngine = new Set(['line', 'bar']);
const seriesParts: Record<string, Part> = {
  pie: () => import('./pie'),
  gauge: () => import('./gauge'),
};

/** The series types an option draws, in a stable order (the key of what a chart needs). */
export function seriesTypes(option: EChartsCoreOption): string[] {
  const series = option.series;
  const list = (Array.isArray(series) ? series : series ? [series] : []) as { type?: string }[];
  return [...new Set(list.map((s) => s.type ?? '').filter((t) => t in seriesParts || inEngine.has(t)))].sort();
}

let engine: Promise<Engine> | undefined;

/** The engine with the given series types registered (each chunk fetched once). */
export async function loadEngine(types: string[]): Promise<Engine> {
  engine ??= import('./engine').catch((e: unknown) => {
    engine = undefined; // a failed fetch is tried again on retry
    throw e;
  });
  const [e, ...parts] = await Promise.all([engine, ...types.filter((t) => !inEngine.has(t)).map((t) => seriesParts[t]!())]);
  e.use(parts.flatMap((p) => p.default));
  return e;
}

let tooltip: Promise<void> | undefined;

/**
 * The tooltip (and the axis pointer it brings) registers on the first pointer over a chart: it
 * shows only under a pointer, so the first paint does without its ~17 kB.
 */
export function loadTooltip(e: Engine): Promise<void> {
  tooltip ??= import('./tooltip').then(
    (m) => e.use(m.default),
    (err: unknown) => {
      tooltip = undefined;
      throw err;
    },
  );
  return tooltip;
}
