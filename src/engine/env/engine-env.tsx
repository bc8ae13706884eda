import { createContext, useContext, type ReactNode } from 'react';

export interface EngineNotification {
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  description?: string;
}

/** Side effects the host (the shell, Storybook, a test) gives the engine, so the engine never imports UI. */
export interface EngineEnv {
  notify(notification: EngineNotification): void;
  navigate(to: string, options?: { replace?: boolean }): void;
}

// Without a host the engine still works, but says loudly that its messages go nowhere.
const fallbackEnv: EngineEnv = {
  notify: (n) => console.warn(`[engine] 未提供 EngineEnv，通知未显示：${n.type} ${n.message}`),
  navigate: (to) => console.warn(`[engine] 未提供 EngineEnv，无法跳转到 ${to}`),
};

const EngineEnvContext = createContext<EngineEnv>(fallbackEnv);

/**
 * Supplies notify/navigate to engine hooks and widgets.
 *
 * @example
 * <EngineEnvContextProvider value={{ notify: (n) => message[n.type](n.message), navigate }}>{app}</EngineEnvContextProvider>
 */
export function EngineEnvContextProvider({ value, children }: { value: EngineEnv; children?: ReactNode }) {
  return <EngineEnvContext.Provider value={value}>{children}</EngineEnvContext.Provider>;
}

/**
 * The host's environment.
 *
 * @example
 * const { notify } = useEngineEnv();
 * notify({ type: 'success', message: '保存成功' });
 */
export function useEngineEnv(): EngineEnv {
  return useContext(EngineEnvContext);
}
