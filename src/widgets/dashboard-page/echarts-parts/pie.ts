import { PieChart } from 'echarts/charts';
import { LabelLayout } from 'echarts/features';

// The pies hide a label that would cover another (`labelLayout.hideOverlap`).
export const parts = [PieChart, LabelLayout];
