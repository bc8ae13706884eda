import { createContext, useContext } from 'react';

/** How the dashboard around a panel is shown: dark on the wall display; where a click leads. */
export interface DashboardView {
  dark: boolean;
  /** Opens a drill-down target (the shell's navigation). */
  open(href: string): void;
}

export const DashboardViewContext = createContext<DashboardView>({ dark: false, open: () => undefined });

export const useDashboardView = () => useContext(DashboardViewContext);
