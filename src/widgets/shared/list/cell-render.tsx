import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import { fillLinkPattern, useEngineEnv, type DictLookup, type FieldSchema, overdueDays, platformToday, type StateMachine } from '@/engine';
import { widgetMessages } from '../../messages';
import { StoredFiles } from '../files/stored-files';
import { formatCell } from './cell-format';
import { menuIconOption } from '../../icon-picker/menu-icons';

const FILE_TYPES = new Set(['upload', 'file', 'image']);

/** Whether a field's cell is more than text: files and pictures, or a link (`list.link`). */
export function isRichCell(field: FieldSchema): boolean {
  return FILE_TYPES.has(field.type) || field.type === 'icon' || Boolean(field.list?.link);
}

/** A menu icon field: the icon as the menu draws it, beside its name (a name the menu cannot draw: the name alone). */
function IconCell({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return null;
  const option = menuIconOption(value);
  return <span className="icon-cell" title={option?.label}>{option ? <option.Icon /> : null} {value}</span>;
}

/** A state from a dictionary whose items name colours (合同状态, 审批状态…): a coloured tag instead of plain text. */
function StateTag({ field, record, dicts, text }: { field: FieldSchema; record: Record<string, unknown>; dicts: DictLookup; text: string }) {
  if (!text) return null;
  const color = dicts.color(field.dict!, record[field.name]);
  return <Tag color={color ?? 'default'} bordered={false} style={{ marginInlineEnd: 0 }}>{text}</Tag>;
}

const tagged = (field: FieldSchema, dicts: DictLookup) =>
  Boolean(field.dict) && !field.dict!.includes(',') && field.type !== 'select-multiple' && field.type !== 'checkbox' && dicts.colored(field.dict!);

function LinkCell({ field, record, text }: { field: FieldSchema; record: Record<string, unknown>; text: string }) {
  const { navigate } = useEngineEnv();
  const link = field.list!.link!;
  if (!text) return null;
  if (link.url) {
    const href = fillLinkPattern(link.url, record);
    // The meta-schema only lets http(s) addresses through; check again, as a row's value is filled in.
    if (!/^https?:\/\//.test(href)) return <>{text}</>;
    return <Typography.Link href={href} target="_blank" rel="noopener noreferrer">{text}</Typography.Link>;
  }
  const route = fillLinkPattern(link.route ?? '', record);
  return <Typography.Link onClick={() => navigate(route)}>{text}</Typography.Link>;
}

/** A deadline (整改期限) with, while the record is still open and the day has passed, a red 逾期 N 天 beside it. */
export function DeadlineCell({ states, record, text }: { states: StateMachine; record: Record<string, unknown>; text: string }) {
  const days = overdueDays(states, record, platformToday());
  if (!days) return <>{text}</>;
  return <>{text} <Tag color="red" bordered={false} style={{ marginInlineEnd: 0 }}>{widgetMessages.overdue(days)}</Tag></>;
}

/**
 * One cell of a list or a detail table: file names as download links and pictures as thumbnails for upload /
 * file / image fields, a link for `list.link`, otherwise the formatted text.
 *
 * @example
 * <CellView field={attachmentField} record={row} dicts={dicts} />
 */
export function CellView({ field, record, dicts, size = 'small' }: {
  field: FieldSchema; record: Record<string, unknown>; dicts: DictLookup; size?: 'small' | 'default';
}) {
  if (FILE_TYPES.has(field.type)) return <StoredFiles value={record[field.name]} size={size} />;
  if (field.type === 'icon') return <IconCell value={record[field.name]} />;
  const text = formatCell(field, record, dicts);
  if (field.list?.link) return <LinkCell field={field} record={record} text={text} />;
  if (tagged(field, dicts)) return <StateTag field={field} record={record} dicts={dicts} text={text} />;
  return <>{text}</>;
}

/**
 * A column's `render`: plain text for ordinary fields (cheap for thousands of rows), `CellView` for files and links.
 *
 * @example
 * { title: field.label, render: cellRenderer(field, dicts) }
 */
export function cellRenderer(field: FieldSchema, dicts: DictLookup, states?: StateMachine): (value: unknown, record: Record<string, unknown>) => ReactNode {
  if (states?.deadline?.field === field.name) return (_value, record) => <DeadlineCell states={states} record={record} text={formatCell(field, record, dicts)} />;
  if (isRichCell(field)) return (_value, record) => <CellView field={field} record={record} dicts={dicts} />;
  if (tagged(field, dicts)) return (_value, record) => <StateTag field={field} record={record} dicts={dicts} text={formatCell(field, record, dicts)} />;
  return (_value, record) => formatCell(field, record, dicts);
}
