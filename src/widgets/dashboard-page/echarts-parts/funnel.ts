import { FunnelChart } from 'echarts/charts';

export const parts = [FunnelChart];
