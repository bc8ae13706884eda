import { RadarChart } from 'echarts/charts';
import { RadarComponent } from 'echarts/components';

export const parts = [RadarChart, RadarComponent];
