import { lazy, Suspense, useState } from 'react';
import { Button, Input, Modal, Skeleton, Tabs, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { sanitizeHtml } from './sanitize-html';
import './rich-text.css';

// TipTap and ProseMirror (about 145 KB gzipped) arrive with the first 编辑 click: a form that only shows its
// preview, and every page that merely registers this widget, never loads them.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export interface RichTextProps {
  /** HTML content (sanitised on display and on save). */
  value?: string;
  onChange?: (html: string) => void;
  /** Modal title. */
  title?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Height of the inline preview in px. */
  height?: number;
}

/**
 * The pop-up text editor: an inline preview, and a modal with the rich-text editor (TipTap) and, for whoever needs
 * it, the HTML source. Output passes an allow-list sanitiser, so pasted scripts and event handlers never reach the value.
 */
export function RichText({ value, onChange, title = '编辑内容', placeholder = '暂无内容，点击编辑', disabled, height = 120 }: RichTextProps) {
  const [draft, setDraft] = useState<string>();
  const open = draft !== undefined;
  const safe = sanitizeHtml(value);
  return (
    <div className="rich-text">
      <div
        className="rich-text-preview"
        style={{ border: '1px solid #d9d9d9', borderRadius: 4, padding: '8px 12px', minHeight: height, maxHeight: height * 2, overflow: 'auto', background: disabled ? '#f5f5f5' : '#fff' }}
      >
        {safe ? <div className="rich-text-content" dangerouslySetInnerHTML={{ __html: safe }} /> : <Typography.Text type="secondary">{placeholder}</Typography.Text>}
      </div>
      {!disabled && (
        <Button size="small" icon={<EditOutlined />} style={{ marginTop: 8 }} onClick={() => setDraft(value ?? '')}>编辑</Button>
      )}
      <Modal
        open={open}
        title={title}
        width={1000}
        okText="确定"
        cancelText="取消"
        onCancel={() => setDraft(undefined)}
        onOk={() => {
          onChange?.(sanitizeHtml(draft));
          setDraft(undefined);
        }}
        destroyOnHidden
      >
        <Tabs
          items={[
            {
              key: 'visual',
              label: '可视化编辑',
              children: (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                  <RichTextEditor value={draft} onChange={setDraft} minHeight={320} />
                </Suspense>
              ),
            },
            {
              key: 'source',
              label: 'HTML 源码',
              children: (
                <Input.TextArea aria-label="HTML 源码" value={draft} onChange={(e) => setDraft(e.target.value)} autoSize={{ minRows: 14, maxRows: 24 }} />
              ),
            },
          ]}
        />
      </Modal>
    </div>
  );
}
