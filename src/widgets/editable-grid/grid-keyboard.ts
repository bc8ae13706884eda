import type React from 'react';
import { isTextEditable, type GridStore } from '@/engine';
import type { GridLayout } from './grid-layout';

interface KeyContext {
  store: GridStore;
  layout: GridLayout;
  activate: (row: number, col: number) => void;
  startEdit: (seed?: string) => boolean;
  disabled: boolean;
}

/** Excel-style keys while no cell is being edited: arrows, Tab, Enter, Delete, typing, Ctrl+Z / Ctrl+Y. */
export function handleGridKey(event: React.KeyboardEvent, { store, layout, activate, startEdit, disabled }: KeyContext): void {
  const { row, col } = store.cursor;
  const lastCol = layout.navKeys.length - 1;
  const mod = event.ctrlKey || event.metaKey;
  // An input method's first keystroke (拼音) arrives as 'Process': open the editor and let the keystroke through,
  // so the composition goes on in the cell's input instead of being lost.
  if (row >= 0 && !mod && (event.key === 'Process' || event.keyCode === 229)) {
    startEdit('');
    return;
  }
  const handled = (() => {
    if (mod && (event.key === 'z' || event.key === 'Z')) {
      if (event.shiftKey) store.redo();
      else store.undo();
      return true;
    }
    if (mod && (event.key === 'y' || event.key === 'Y')) {
      store.redo();
      return true;
    }
    if (mod || event.altKey) return false;
    if (row < 0) {
      if (!event.key.startsWith('Arrow') && event.key !== 'Tab') return false;
      activate(0, 0);
      return true;
    }
    switch (event.key) {
      case 'ArrowUp': activate(row - 1, col); return true;
      case 'ArrowDown': activate(row + 1, col); return true;
      case 'ArrowLeft': activate(row, col - 1); return true;
      case 'ArrowRight': activate(row, col + 1); return true;
      case 'Tab':
        if (event.shiftKey) activate(col === 0 ? row - 1 : row, col === 0 ? lastCol : col - 1);
        else activate(col === lastCol ? row + 1 : row, col === lastCol ? 0 : col + 1);
        return true;
      case 'Enter':
        if (!startEdit('')) activate(row + 1, col);
        return true;
      case 'Delete': case 'Backspace': {
        const column = layout.navColumns[col];
        const target = store.rows[row];
        if (!disabled && target && column && isTextEditable(column)) store.setCell(target, column.key, null);
        return true;
      }
      case ' ': {
        const column = layout.navColumns[col];
        const target = store.rows[row];
        if (!disabled && target && column?.type === 'checkbox' && !column.disabled) {
          const [on, off] = column.customValue ?? [true, false];
          store.setCell(target, column.key, target.values[column.key] === on ? off : on);
          return true;
        }
        return startEdit(' ');
      }
      default:
        // A printable key starts editing with that character, replacing the value as in Excel.
        return event.key.length === 1 ? startEdit(event.key) : false;
    }
  })();
  if (handled) event.preventDefault();
}
