import type { GridColumn } from './grid-columns';

/**
 * Keystroke and paste coercion for cells, headless so tests run without a DOM.
 */

/** Keeps what a number cell may hold while typing: optional minus, digits, one decimal point. */
export function sanitizeNumberInput(next: string, previous: string): string {
  return /^-?\d*\.?\d*$/.test(next) ? next : previous;
}

/** On blur: a number, or `null` when the text is not one (a non-number becomes empty). */
export function parseNumberCell(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const trimmed = String(text ?? '').trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$|^-?\d*\.\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Tags input: a semicolon after each 2 characters, recomputed from the bare characters. */
export function formatTagsInput(text: string): string {
  const bare = text.replace(/;/g, '');
  const parts = bare.match(/.{1,2}/g) ?? [];
  const joined = parts.join(';');
  return bare.length > 0 && bare.length % 2 === 0 ? `${joined};` : joined;
}

export function tagsOf(value: unknown): string[] {
  return String(value ?? '').split(';').filter(Boolean);
}

/** Turns pasted text (as Excel copies it) into a matrix; the trailing newline Excel adds is not a row. */
export function parseClipboardMatrix(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/** Coerces one pasted string to the column's value type; invalid numbers and dates become empty. */
export function coercePasted(column: GridColumn, text: string): unknown {
  const raw = text.trim();
  switch (column.type) {
    case 'inputNumber':
      return parseNumberCell(raw);
    case 'progress': {
      const n = parseNumberCell(raw.replace(/%$/, ''));
      return n === null ? null : Math.max(0, Math.min(100, n));
    }
    case 'date':
      return /^\d{4}-\d{1,2}-\d{1,2}$/.test(raw) ? normalizeDate(raw) : null;
    case 'datetime':
      return /^\d{4}-\d{1,2}-\d{1,2}( \d{1,2}:\d{2}(:\d{2})?)?$/.test(raw) ? raw : null;
    case 'checkbox': {
      const [on, off] = column.customValue ?? [true, false];
      return ['1', 'true', 'y', 'yes', '是', '√', String(on).toLowerCase()].includes(raw.toLowerCase()) ? on : off;
    }
    case 'select-multiple':
      return raw ? raw.split(/[,，]/).map((s) => s.trim()).filter(Boolean).map((s) => optionValueOf(column, s)) : [];
    case 'select': case 'select-search': case 'radio':
      return raw ? optionValueOf(column, raw) : null;
    case 'tags':
      return raw;
    default:
      return raw;
  }
}

function normalizeDate(raw: string): string {
  const [y, m, d] = raw.split('-');
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** Excel carries option texts; map a text back to its value when options are known. */
function optionValueOf(column: GridColumn, text: string): string | number {
  const hit = column.options?.find((o) => String(o.value) === text || o.text === text || o.label === text || o.title === text);
  return hit ? hit.value : text;
}

/** 32 hex characters, JeecgBoot's `randomUUID()` (not RFC 4122). */
export function randomHexId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Row keys longer than 50 characters are cut. */
export function rowKeyOf(id: unknown): string {
  return String(id).slice(0, 50);
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
