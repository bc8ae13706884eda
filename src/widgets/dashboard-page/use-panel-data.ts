import { usePageControllerContext, type PanelData } from '@/engine';

/**
 * A dashboard panel's report data from the page's controller (`store.panels[index]`): loaded with the page, each
 * panel with its own status, page and 重试.
 */
export function usePanelData(index: number): PanelData {
  const data = usePageControllerContext('dashboard').store.panels[index];
  if (!data) throw new Error(`看板面板 ${index} 不读取报表`);
  return data;
}
