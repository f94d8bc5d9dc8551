import { TooltipComponent } from 'echarts/components';

// The tooltip brings the axis pointer with it (TooltipComponent installs it).
export default [TooltipComponent];
