import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from './app-services';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesContextProvider({ value, children }: { value: AppServices; children?: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

/** The app's services; throws outside <App>, where there are none. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices: 请在 <App> 内使用。');
  return services;
}
