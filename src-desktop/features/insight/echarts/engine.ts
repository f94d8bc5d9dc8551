import { BarChart, LineChart } from 'echarts/charts';
import { GridSimpleComponent, LegendPlainComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// What the charts of the feature draw with, in one chunk: the SVG renderer (sharp, its texts
// readable by assistive tools and tests), the plain legend (no chart scrolls its legend), the plain
// grid (axes without the axis pointer, which comes with the tooltip) and the line and bar series
// that both pages draw in their first view. Kept together they compress better than as separate
// chunks (measured in docs/decisions/0045). Pie, gauge and the tooltip are parts of their own (parts.ts).
use([SVGRenderer, LegendPlainComponent, GridSimpleComponent, LineChart, BarChart]);
export { init, use };
