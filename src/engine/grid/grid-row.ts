import { createAtom, type IAtom } from 'mobx';
import type { GridRowValues } from './grid-columns';

/** new: appended this session; inserted: put in the middle; edited: a stored row with changes. */
export type RowStatus = 'stored' | 'new' | 'inserted' | 'edited';

const STATUS = '\u0000status';

/**
 * One grid row. Values live in a plain object and each cell gets a mobx atom only when something renders it:
 * 100,000 rows cost 100,000 small objects, not 2,000,000 observables, and an edit wakes exactly one cell.
 */
export class GridRow {
  id: string;
  readonly values: GridRowValues;
  /** Values as loaded; `null` for rows the server has never seen. */
  original: GridRowValues | null;
  private statusValue: RowStatus;
  private reloadingValue = false;
  private atoms: Map<string, IAtom> | null = null;

  constructor(id: string, values: GridRowValues, status: RowStatus) {
    this.id = id;
    this.values = values;
    this.statusValue = status;
    this.original = status === 'stored' ? { ...values } : null;
  }

  get isNew(): boolean {
    return this.original === null;
  }

  /** Reads a cell and subscribes the current observer to that cell only. */
  get(key: string): unknown {
    this.atom(key).reportObserved();
    return this.values[key];
  }

  /** Writes without history or validation (the store adds those); returns whether the value changed. */
  write(key: string, value: unknown): boolean {
    if (sameValue(this.values[key], value)) return false;
    this.values[key] = value;
    this.atoms?.get(key)?.reportChanged();
    if (this.original) this.setStatus(this.isDirty() ? 'edited' : 'stored');
    return true;
  }

  get status(): RowStatus {
    this.atom(STATUS).reportObserved();
    return this.statusValue;
  }

  get reloading(): boolean {
    this.atom(STATUS).reportObserved();
    return this.reloadingValue;
  }

  setReloading(on: boolean): void {
    this.reloadingValue = on;
    this.atoms?.get(STATUS)?.reportChanged();
  }

  setStatus(status: RowStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    this.atoms?.get(STATUS)?.reportChanged();
  }

  /** Server values become the new baseline (socket updates, saved rows). */
  acceptAsStored(): void {
    this.original = { ...this.values };
    this.setStatus('stored');
  }

  private isDirty(): boolean {
    return Object.keys({ ...this.original, ...this.values }).some((k) => !sameValue(this.original![k], this.values[k]));
  }

  private atom(key: string): IAtom {
    this.atoms ??= new Map();
    let atom = this.atoms.get(key);
    if (!atom) {
      atom = createAtom(key);
      this.atoms.set(key, atom);
    }
    return atom;
  }
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  if (typeof a === 'object' && typeof b === 'object' && a && b) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}
