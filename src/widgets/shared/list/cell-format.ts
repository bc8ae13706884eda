import dayjs from 'dayjs';
import { storedFilesOf, type DictLookup, type FieldSchema } from '@/engine';
import { widgetMessages } from '../../messages';

const moneyFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function formatDate(value: unknown, pattern: string): string {
  const parsed = dayjs(value as string);
  return parsed.isValid() ? parsed.format(pattern) : String(value);
}

/**
 * Text of one list cell: dictionary text (the server's `<field>_dictText` first, then the local lookup),
 * dates as YYYY-MM-DD, money with two decimals; empty values stay empty.
 */
export function formatCell(field: FieldSchema, record: Record<string, unknown>, dicts: DictLookup): string {
  const value = record[field.name];
  if (field.dict) {
    const serverText = record[`${field.name}_dictText`];
    if (typeof serverText === 'string' && serverText) return serverText;
    if (value === undefined || value === null || value === '') return '';
    return dicts.text(field.dict, value) ?? String(value);
  }
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'date':
      return formatDate(value, 'YYYY-MM-DD');
    case 'datetime':
      return formatDate(value, 'YYYY-MM-DD HH:mm:ss');
    case 'money':
      return Number.isFinite(Number(value)) ? moneyFormat.format(Number(value)) : String(value);
    case 'upload':
    case 'file':
    case 'image':
      // A stored path is no text for people: the files' names (links and thumbnails come from CellView).
      return storedFilesOf(value).map((file) => file.name).join('，');
    case 'checkbox':
      if (typeof value === 'boolean') return value ? widgetMessages.yes : widgetMessages.no;
      return String(value);
    default:
      if (field.dbType === 'boolean') return value ? widgetMessages.yes : widgetMessages.no;
      return String(value);
  }
}

const numberFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/**
 * A statistic (合计, 平均) as shown under a list: money with thousands separators and 2 decimals, other numbers
 * with separators and at most 2 decimals.
 *
 * @example
 * formatStatistic({ type: 'money' } as FieldSchema, 1865000); // '1,865,000.00'
 */
export function formatStatistic(field: FieldSchema, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return field.type === 'money' ? moneyFormat.format(value) : numberFormat.format(value);
}

/** Numbers read better right-aligned; everything else follows JeecgBoot's centred columns unless it is long text. */
export function alignOf(field: FieldSchema): 'left' | 'center' | 'right' {
  if (field.type === 'money' || field.type === 'inputNumber') return 'right';
  if (field.list?.ellipsis || field.type === 'textarea') return 'left';
  return 'center';
}
