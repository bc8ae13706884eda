import { useRef, useState, type KeyboardEvent } from 'react';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { formatTagsInput, optionLabel, parseNumberCell, sanitizeNumberInput, type GridColumn, type GridOption } from '@/engine';

type Move = 'down' | 'right' | 'left';
export interface CellEditorProps {
  column: GridColumn;
  value: unknown;
  /** The keystroke that opened the editor; it replaces the value, as typing does in Excel. */
  seed: string;
  options: GridOption[];
  size: 'middle' | 'small';
  onCommit: (value: unknown, move?: Move) => void;
  onCancel: () => void;
}

/** The editor of one cell while it is being edited; plain antd controls, one at a time in the whole grid. */
export function CellEditor(props: CellEditorProps) {
  switch (props.column.type) {
    case 'select': case 'select-search': case 'select-multiple': case 'radio':
      return <SelectEditor {...props} />;
    case 'date': case 'datetime':
      return <DateEditor {...props} />;
    default:
      return <TextEditor {...props} />;
  }
}

function useOnce() {
  const done = useRef(false);
  return (fn: () => void) => {
    if (done.current) return;
    done.current = true;
    fn();
  };
}

/** Whether a key event belongs to an input method's composition (pinyin being turned into characters). */
function isComposingKey(event: KeyboardEvent, composing: boolean): boolean {
  return composing || event.nativeEvent.isComposing || event.key === 'Process' || event.keyCode === 229;
}

/** Digits after the point beyond the column's `precision` are refused as they are typed. */
const withinPrecision = (text: string, precision: number | undefined) =>
  precision === undefined || (text.split('.')[1]?.length ?? 0) <= precision;

function TextEditor({ column, value, seed, size, onCommit, onCancel }: CellEditorProps) {
  const type = column.type;
  const adjust = (next: string, previous: string) => {
    if (type === 'inputNumber') {
      const number = sanitizeNumberInput(next, previous);
      return withinPrecision(number, column.precision) ? number : previous;
    }
    // Deleting must stay possible, so the tags format applies only while the text grows.
    if (type === 'tags') return next.length < previous.length ? next : formatTagsInput(next);
    return next;
  };
  const [text, setText] = useState(() => (seed ? adjust(seed, '') : value === null || value === undefined ? '' : String(value)));
  // While an input method composes a word (拼音 → 汉字), keystrokes belong to it: no commit, no check, no move,
  // and the text is taken as typed; the composed word is adjusted and kept when the composition ends.
  const composing = useRef(false);
  const beforeComposition = useRef('');
  const once = useOnce();
  const finish = (move?: Move) => once(() => {
    if (type === 'inputNumber') onCommit(parseNumberCell(text), move);
    else if (type === 'tags') onCommit(text.replace(/;+$/, ''), move);
    else onCommit(text, move);
  });
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (isComposingKey(event, composing.current)) return;
    if (event.key === 'Escape') once(onCancel);
    else if (event.key === 'Enter' && !(type === 'textarea' && event.altKey)) {
      event.preventDefault();
      finish('down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish(event.shiftKey ? 'left' : 'right');
    }
  };
  const common = {
    autoFocus: true, value: text, size, onKeyDown, onBlur: () => finish(),
    placeholder: column.placeholder?.replace(/\$\{title\}/g, column.title),
    'aria-label': column.title,
    maxLength: column.maxLength,
    onCompositionStart: () => {
      composing.current = true;
      beforeComposition.current = text;
    },
    onCompositionEnd: (e: { currentTarget: { value: string } }) => {
      composing.current = false;
      const composed = e.currentTarget.value;
      setText(adjust(composed, beforeComposition.current));
    },
  };
  const onChange = (e: { target: { value: string } }) => {
    const next = e.target.value;
    setText((prev) => (composing.current ? next : adjust(next, prev)));
  };
  if (type === 'textarea') return <Input.TextArea {...common} onChange={onChange} autoSize={{ minRows: 1, maxRows: 1 }} className="eg-editor" />;
  return <Input {...common} onChange={onChange} className="eg-editor" />;
}

function SelectEditor({ column, value, size, options, onCommit, onCancel }: CellEditorProps) {
  const multiple = column.type === 'select-multiple';
  const [current, setCurrent] = useState<unknown>(() => (multiple ? toArray(value) : value ?? undefined));
  const once = useOnce();
  const search = column.type === 'select-search';
  return (
    <Select
      className="eg-editor"
      autoFocus
      defaultOpen
      size={size}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={1}
      allowClear
      showSearch={search || undefined}
      optionFilterProp="label"
      placeholder={search ? '请输入搜索内容' : column.placeholder}
      notFoundContent={search ? '没有查询到任何数据' : undefined}
      value={current as string}
      options={options.map((o) => ({ value: o.value, label: optionLabel(o), disabled: o.disabled }))}
      onChange={(next: unknown) => {
        if (multiple) setCurrent(next);
        else once(() => onCommit(next ?? null));
      }}
      onBlur={() => once(() => onCommit(multiple ? current : value))}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') once(onCancel);
      }}
    />
  );
}

function DateEditor({ column, value, size, onCommit, onCancel }: CellEditorProps) {
  const withTime = column.type === 'datetime';
  const format = column.format ?? (withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
  const once = useOnce();
  const parsed = value ? dayjs(String(value)) : null;
  return (
    <DatePicker
      className="eg-editor"
      autoFocus
      defaultOpen
      size={size}
      showTime={withTime}
      format={format}
      defaultValue={parsed && parsed.isValid() ? parsed : null}
      onChange={(d) => once(() => onCommit(d ? d.format(format) : null))}
      onOpenChange={(open) => {
        if (!open) setTimeout(() => once(onCancel), 0);
      }}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') once(onCancel);
      }}
    />
  );
}

function toArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',');
}
