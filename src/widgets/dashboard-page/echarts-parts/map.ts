import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';

export const parts = [MapChart, VisualMapComponent];
