import { BarChart, LineChart } from 'echarts/charts';

export const parts = [BarChart, LineChart];
