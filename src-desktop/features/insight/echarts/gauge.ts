import { GaugeChart } from 'echarts/charts';

export default [GaugeChart];
