import { formatDateTime } from '../http/format';

/** Rows in the wire's camelCase, times in the contract's local `YYYY-MM-DD HH:mm:ss`. */
export function wireListRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'xml' && k !== 'state').map(([k, v]) =>
    [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v instanceof Date ? formatDateTime(v) : v]));
}
