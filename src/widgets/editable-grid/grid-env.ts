import { createContext, useContext, type ReactNode } from 'react';
import type { GridColumn, GridRow, GridRowValues, GridStore } from '@/engine';
import type { GridLayout } from './grid-layout';
import type { UploadFn } from './use-editable-grid-controller';

export interface SlotContext {
  value: unknown;
  row: GridRowValues;
  rowIndex: number;
  column: GridColumn;
  setValue: (value: unknown) => void;
}

export interface PopupContext { value: unknown; row: GridRowValues; column: GridColumn }

/** What every cell needs; one stable object per grid so cells do not re-render when the grid does. */
export interface GridEnv {
  store: GridStore;
  layout: GridLayout;
  disabled: boolean;
  selectionType: 'checkbox' | 'radio';
  uploadFn?: UploadFn;
  fileUrl: (path: string) => string;
  slots: Record<string, (ctx: SlotContext) => ReactNode>;
  onPopup?: (ctx: PopupContext) => Promise<Record<string, unknown> | undefined>;
  activate: (row: number, col: number, reveal?: boolean) => void;
  startEdit: (seed?: string) => boolean;
  commit: (row: GridRow, key: string, value: unknown, move?: 'down' | 'right' | 'left') => void;
  cancelEdit: () => void;
  dragFrom: { current: number | null };
}

export const GridEnvContext = createContext<GridEnv | null>(null);

export function useGridEnv(): GridEnv {
  const env = useContext(GridEnvContext);
  if (!env) throw new Error('useGridEnv 只能在 EditableGrid 内使用');
  return env;
}
