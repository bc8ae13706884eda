import { Descriptions } from 'antd';
import type { DataRecord, DictLookup, FieldSchema, FormFieldState } from '@/engine';
import { formatCell } from '../list/cell-format';
import { CellView } from '../list/cell-render';

/** Detail lists show at most four columns, three unless the page says otherwise. */
export const MAX_DETAIL_COLUMNS = 4;
export const DEFAULT_DETAIL_COLUMNS = 3;

const FILE_TYPES = new Set(['upload', 'file', 'image']);

// Rich text arrives as markup; showing it as text keeps stored HTML from running in the page.
const plainText = (html: string) => html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

function textOf(field: FieldSchema, record: DataRecord, dicts: DictLookup): string {
  if (field.type === 'richText') return plainText(String(record[field.name] ?? ''));
  if (field.dict && Array.isArray(record[field.name])) return (record[field.name] as unknown[]).map((v) => dicts.text(field.dict!, v) ?? String(v)).join('，');
  if (field.dict && typeof record[field.name] === 'string' && String(record[field.name]).includes(',') && !record[`${field.name}_dictText`]) {
    return String(record[field.name]).split(',').map((v) => dicts.text(field.dict!, v) ?? v).join('，');
  }
  return formatCell(field, record, dicts);
}

const isWide = (field: FieldSchema) => field.type === 'richText' || field.type === 'textarea' || FILE_TYPES.has(field.type);

/**
 * Spans that fill every line: a wide field (long text, files) takes a line of its own, so the field before it
 * stretches to the end of its line, and so does the last field.
 */
export function detailSpans(fields: FieldSchema[], columns: number): number[] {
  const spans: number[] = [];
  let used = 0;
  const closeLine = () => {
    if (used > 0 && spans.length) spans[spans.length - 1] += columns - used;
    used = 0;
  };
  for (const field of fields) {
    if (isWide(field)) {
      closeLine();
      spans.push(columns);
    } else {
      spans.push(1);
      used += 1;
      if (used === columns) used = 0;
    }
  }
  closeLine();
  return spans;
}

/**
 * 详情 of one record: a bordered description list with dictionary texts, formatted dates and money, file names as
 * download links and pictures as thumbnails; long text takes a whole row.
 */
export function RecordDetailView({ fields, record, dicts, columns }: {
  fields: FormFieldState[]; record: DataRecord; dicts: DictLookup; columns: number;
}) {
  const spans = detailSpans(fields.map((state) => state.field), columns);
  return (
    <Descriptions
      bordered
      size="small"
      column={columns}
      items={fields.map(({ field }, index) => ({
        key: field.name,
        label: field.label,
        span: spans[index],
        children: FILE_TYPES.has(field.type) || field.list?.link
          ? <CellView field={field} record={record} dicts={dicts} size="default" />
          : <span style={{ whiteSpace: 'pre-wrap' }}>{textOf(field, record, dicts)}</span>,
      }))}
    />
  );
}
