const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The download name of an export: the page title, `_`, the local time as YYYYMMDDHHmmss, `.xlsx`.
 *
 * @example
 * exportFileName('新闻通知', new Date(2026, 2, 18, 9, 5, 7)); // '新闻通知_20260318090507.xlsx'
 */
export function exportFileName(title: string, now: Date = new Date(), extension = 'xlsx'): string {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${title}_${stamp}.${extension}`;
}
