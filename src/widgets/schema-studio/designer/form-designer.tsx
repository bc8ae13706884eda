import { useState } from 'react';
import { Button, Card, Empty, List, Space, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { FieldProperties } from './field-properties';
import { PALETTE, type DesignerField, type PaletteItem } from './palette';

export interface FormDesignerProps {
  /** The page being edited (parsed from the code editor's text). */
  page: Record<string, unknown>;
  /** A changed page: the studio writes it back to the text, so the code and the designer edit one JSON. */
  onChange(page: Record<string, unknown>): void;
}

/** A name no field has yet: field1, field2… (the configurator renames it). */
function freeName(fields: DesignerField[], base: string): string {
  const names = new Set(fields.map((f) => f.name));
  for (let i = 1; ; i += 1) if (!names.has(`${base}${i}`)) return `${base}${i}`;
}

/**
 * Where a palette control dropped at this event lands: before the field under the pointer, or after it when the pointer
 * is on the field's lower half; on the list's empty space below the fields, at the end.
 */
function dropIndex(e: React.DragEvent, count: number): number {
  const item = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-drop-index]') : null;
  if (!item) return count;
  const index = Number(item.dataset.dropIndex);
  const rect = item.getBoundingClientRect();
  return e.clientY > rect.top + rect.height / 2 ? index + 1 : index;
}

/**
 * The visual form and list designer for the common cases: fields dragged (or clicked) from the palette into the list,
 * reordered, removed, and their type, label, dictionary, rules, column width, query mode and form width set. It edits
 * the same JSON the code editor shows; everything else in the page is kept as it is.
 */
export function FormDesigner({ page, onChange }: FormDesignerProps) {
  const fields = Array.isArray(page.fields) ? (page.fields as DesignerField[]) : undefined;
  const [selected, setSelected] = useState<string | undefined>(fields?.[0]?.name);
  /** While a control is dragged over the list: the position it would land at, shown as a line there. */
  const [dropAt, setDropAt] = useState<number>();
  if (!fields) return <Empty description="这种页面没有字段：报表页、看板请在代码中编辑" />;

  const setFields = (next: DesignerField[]) => onChange({ ...page, fields: next });
  const add = (item: PaletteItem, at = fields.length) => {
    const field = { ...item.field, name: freeName(fields, 'field'), label: item.label } as DesignerField;
    setFields([...fields.slice(0, at), field, ...fields.slice(at)]);
    setSelected(field.name);
  };
  const move = (index: number, by: number) => {
    const next = [...fields];
    const [field] = next.splice(index, 1);
    next.splice(Math.max(0, Math.min(next.length, index + by)), 0, field);
    setFields(next);
  };
  const current = fields.find((f) => f.name === selected);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%', minHeight: 0 }}>
      <Card size="small" styles={{ body: { padding: 8 } }}>
        <Space size={[6, 6]} wrap>
          <Typography.Text type="secondary">控件（点击添加到末尾，或拖到字段列表中的位置）：</Typography.Text>
          {PALETTE.map((item) => (
            <Button
              key={item.key}
              size="small"
              draggable
              onDragStart={(e) => e.dataTransfer.setData('text/x-studio-palette', item.key)}
              onClick={() => add(item)}
              aria-label={`添加${item.label}`}
            >
              {item.label}
            </Button>
          ))}
        </Space>
      </Card>
      <div style={{ display: 'flex', gap: 8, flex: 1, minHeight: 0 }}>
        <Card
          size="small"
          title={`字段（${fields.length}）`}
          style={{ flex: 1, minWidth: 0, overflow: 'auto', outline: dropAt !== undefined ? '2px dashed #1677ff' : undefined }}
          onDragOver={(e) => { e.preventDefault(); setDropAt(dropIndex(e, fields.length)); }}
          onDragLeave={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropAt(undefined); }}
          onDrop={(e) => {
            e.preventDefault();
            setDropAt(undefined);
            const item = PALETTE.find((p) => p.key === e.dataTransfer.getData('text/x-studio-palette'));
            if (item) add(item, dropIndex(e, fields.length));
          }}
        >
          <List
            size="small"
            dataSource={fields}
            renderItem={(field, index) => (
              <List.Item
                data-testid={`designer-field-${field.name}`}
                data-drop-index={index}
                onClick={() => setSelected(field.name)}
                style={{
                  cursor: 'pointer', background: field.name === selected ? '#e6f4ff' : undefined, paddingInline: 8,
                  boxShadow: dropAt === index ? 'inset 0 2px 0 #1677ff' : dropAt === index + 1 && index === fields.length - 1 ? 'inset 0 -2px 0 #1677ff' : undefined,
                }}
                actions={[
                  <Tooltip key="up" title="上移"><Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={(e) => { e.stopPropagation(); move(index, -1); }} /></Tooltip>,
                  <Tooltip key="down" title="下移"><Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={index === fields.length - 1} onClick={(e) => { e.stopPropagation(); move(index, 1); }} /></Tooltip>,
                  <Tooltip key="remove" title="删除字段"><Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={(e) => { e.stopPropagation(); setFields(fields.filter((f) => f.name !== field.name)); }} /></Tooltip>,
                ]}
              >
                <Space size={4} wrap>
                  <Typography.Text strong>{field.label}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>{field.name}</Typography.Text>
                  <Tag>{PALETTE.find((p) => p.field.type === field.type)?.label ?? field.type}</Tag>
                  {field.required ? <Tag color="red">必填</Tag> : null}
                  {field.query ? <Tag color="blue">查询</Tag> : null}
                </Space>
              </List.Item>
            )}
          />
        </Card>
        <Card size="small" title="字段属性" style={{ width: 250, flex: 'none', overflow: 'auto' }}>
          {current ? (
            <FieldProperties
              key={current.name}
              field={current}
              names={fields.map((f) => f.name)}
              onChange={(next) => {
                setFields(fields.map((f) => (f.name === current.name ? next : f)));
                setSelected(next.name);
              }}
            />
          ) : <Empty description="选择一个字段" />}
        </Card>
      </div>
    </div>
  );
}
