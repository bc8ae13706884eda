const OFFSET_MS = 8 * 3600_000;

/** JeecgBoot writes times as `yyyy-MM-dd HH:mm:ss` in GMT+8, whatever the server's zone. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** `yyyy-MM-dd` for date columns (drivers may hand back a Date at local midnight or a string). */
export function formatDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, '0');
  const d = String(value.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
