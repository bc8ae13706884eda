import { createAtom } from 'mobx';

export interface HistoryEntry { rowId: string; key: string; before: unknown; after: unknown }

/** Undo/redo stacks of cell edits; one step may hold many cells (a paste). Observable only through canUndo/canRedo. */
export class GridHistory {
  private undoStack: HistoryEntry[][] = [];
  private redoStack: HistoryEntry[][] = [];
  private readonly atom = createAtom('history');

  record(entries: HistoryEntry[]): void {
    if (entries.length === 0) return;
    this.undoStack.push(entries);
    this.redoStack = [];
    this.atom.reportChanged();
  }

  get canUndo(): boolean {
    this.atom.reportObserved();
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    this.atom.reportObserved();
    return this.redoStack.length > 0;
  }

  /** Pops a step and hands the values to restore to `apply`; the step moves to the other stack. */
  step(direction: 'undo' | 'redo', apply: (entries: HistoryEntry[], side: 'before' | 'after') => void): void {
    const [from, to] = direction === 'undo' ? [this.undoStack, this.redoStack] : [this.redoStack, this.undoStack];
    const entries = from.pop();
    if (!entries) return;
    apply(entries, direction === 'undo' ? 'before' : 'after');
    to.push(entries);
    this.atom.reportChanged();
  }
}
