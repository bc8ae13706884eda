import { reportDictText, type ReportMeta, type ReportRecord } from '@/engine';
import { saveBlob } from '../shared/download/save-blob';

const stamp = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}`;
};

/** A panel's figures as shown: the report's listed columns by title, dictionary codes as their text. */
export function panelSheetRows(meta: ReportMeta | undefined, rows: ReportRecord[]): { header: string[]; body: unknown[][] } {
  const columns = meta?.columns ?? Object.keys(rows[0] ?? {}).map((dataIndex) => ({ dataIndex, title: dataIndex, customRender: undefined }));
  return {
    header: columns.map((c) => c.title),
    body: rows.map((row) => columns.map((c) => (c.customRender ? reportDictText(meta?.dictOptions[c.customRender], row[c.dataIndex]) : row[c.dataIndex] ?? ''))),
  };
}

/** Saves a panel's rows as an .xlsx file named after the panel (exceljs is loaded on the first export). */
export async function exportPanelExcel(title: string, meta: ReportMeta | undefined, rows: ReportRecord[]): Promise<void> {
  const excel = await import('exceljs');
  // A CommonJS package: bundlers hand back its exports either as the module or as its `default`.
  const { Workbook } = (excel as unknown as { default?: typeof excel }).default ?? excel;
  const book = new Workbook();
  const sheet = book.addWorksheet(title.slice(0, 31));
  const { header, body } = panelSheetRows(meta, rows);
  sheet.addRow(header).font = { bold: true };
  for (const row of body) sheet.addRow(row);
  sheet.columns.forEach((column) => { column.width = 16; });
  const buffer = await book.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${title}_${stamp()}.xlsx`);
}

/** Saves the dashboard as a PNG picture of what is on screen (html-to-image, loaded on the first export). */
export async function exportDashboardPng(element: HTMLElement, title: string, dark: boolean): Promise<void> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(element, { backgroundColor: dark ? '#060f24' : '#f5f5f5', pixelRatio: 1, cacheBust: true });
  if (!blob) throw new Error('图片生成失败');
  saveBlob(blob, `${title}_${stamp()}.png`);
}
