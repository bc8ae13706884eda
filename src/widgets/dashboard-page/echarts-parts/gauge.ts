import { GaugeChart } from 'echarts/charts';

export const parts = [GaugeChart];
