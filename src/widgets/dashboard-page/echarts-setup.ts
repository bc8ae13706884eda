// Only the charts and components dashboards use are registered, so the bundle carries just those (ECharts'
// tree-shakable entry); this module is reached only through the lazily loaded chart view.
import * as echarts from 'echarts/core';
import { BarChart, FunnelChart, GaugeChart, LineChart, MapChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { LabelLayout } from 'echarts/features';

echarts.use([
  BarChart, LineChart, PieChart, GaugeChart, FunnelChart, RadarChart, MapChart,
  GridComponent, LegendComponent, TooltipComponent, RadarComponent, VisualMapComponent, CanvasRenderer,
  // The pies hide a label that would cover another (`labelLayout.hideOverlap`).
  LabelLayout,
]);

export { echarts };
