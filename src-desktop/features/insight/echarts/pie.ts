import { PieChart } from 'echarts/charts';

export default [PieChart];
