import { createRef, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Divider, Tooltip, Upload } from 'antd';
import {
  BoldOutlined, ItalicOutlined, UnderlineOutlined, StrikethroughOutlined, OrderedListOutlined, UnorderedListOutlined,
  PictureOutlined, LinkOutlined, UndoOutlined, RedoOutlined, CodeOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import Mention from '@tiptap/extension-mention';
import type { SuggestionProps } from '@tiptap/suggestion';
import { sanitizeHtml } from './sanitize-html';
import { MentionList, type MentionItem, type MentionListHandle } from './rich-text-mention';
import './rich-text.css';

export type { MentionItem };

export interface RichTextEditorProps {
  /** HTML content; sanitised before it is shown and on every change. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Minimum height of the writing area in px. */
  minHeight?: number;
  /**
   * Stores a picture (chosen, pasted or dropped) and resolves with the address it is shown from; without it the
   * editor offers no pictures.
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** People to @ by what was typed after the @; without it there are no mentions. */
  searchMentions?: (query: string) => Promise<MentionItem[]>;
  /** Label of the writing area for assistive technology. */
  ariaLabel?: string;
}

/** Empty paragraphs are no content. */
const isEmpty = (html: string) => !html.replace(/<p><\/p>|<br\s*\/?>/g, '').trim();

function ToolButton({ title, icon, onClick, active }: { title: string; icon: ReactNode; onClick: () => void; active?: boolean }) {
  return (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={title} onMouseDown={(e) => e.preventDefault()} onClick={onClick} />
    </Tooltip>
  );
}

/**
 * The platform's rich-text editor (TipTap): headings, emphasis, lists, quotes, code, links, pictures (uploaded through
 * `onUploadImage`, pasted or dropped pictures included) and @mentions. What it hands out is sanitised HTML.
 *
 * @example
 * <RichTextEditor value={html} onChange={setHtml} onUploadImage={upload} />
 */
export function RichTextEditor({ value, onChange, placeholder = '请输入正文', minHeight = 220, onUploadImage, searchMentions, ariaLabel = '正文' }: RichTextEditorProps) {
  const [suggestion, setSuggestion] = useState<SuggestionProps<MentionItem>>();
  const listRef = useMemo(() => createRef<MentionListHandle>(), []);
  const upload = useRef(onUploadImage);
  upload.current = onUploadImage;
  const search = useRef(searchMentions);
  search.current = searchMentions;
  const lastOut = useRef<string>();

  const insertFiles = (editor: Editor, files: File[]) => {
    const pictures = files.filter((f) => f.type.startsWith('image/'));
    if (!pictures.length || !upload.current) return false;
    for (const file of pictures) {
      void upload.current(file).then((src) => editor.chain().focus().setImage({ src, alt: file.name }).run(), () => undefined);
    }
    return true;
  };

  const editor: Editor | null = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } } }),
      Image.configure({ inline: false }),
      Placeholder.configure({ placeholder }),
      ...(searchMentions ? [Mention.configure({
        HTMLAttributes: { class: 'mention' },
        suggestion: {
          items: async ({ query }) => (search.current ? search.current(query) : []),
          render: () => ({
            onStart: (props) => setSuggestion(props),
            onUpdate: (props) => setSuggestion(props),
            onKeyDown: (props) => (props.event.key === 'Escape' ? (setSuggestion(undefined), true) : listRef.current?.onKeyDown(props) ?? false),
            onExit: () => setSuggestion(undefined),
          }),
        },
      })] : []),
    ],
    content: sanitizeHtml(value),
    editorProps: {
      attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text-body', style: `min-height:${minHeight}px` },
      handlePaste: (_view, event): boolean => Boolean(editor && insertFiles(editor, [...(event.clipboardData?.files ?? [])])),
      handleDrop: (_view, event): boolean => Boolean(editor && insertFiles(editor, [...((event as DragEvent).dataTransfer?.files ?? [])])),
    },
    onUpdate: ({ editor: e }) => {
      // The editor keeps an empty paragraph after a list or a picture to type into; it is no content.
      const html = e.getHTML().replace(/(<p><\/p>)+$/, '');
      lastOut.current = isEmpty(html) ? '' : sanitizeHtml(html);
      onChange?.(lastOut.current);
    },
  });

  // A value set from outside (a draft restored, another record) replaces the content; our own echo does not.
  useEffect(() => {
    if (!editor || value === lastOut.current) return;
    lastOut.current = value;
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt('链接地址（http:// 或 https:// 开头）', previous ?? 'https://');
    if (url === null) return;
    if (!url || !/^https?:\/\//i.test(url)) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url }).run();
  };
  return (
    <div className="rich-text-editor">
      <div className="rich-text-toolbar" role="toolbar" aria-label="格式">
        <ToolButton title="标题" icon={<b>H</b>} active={editor.isActive('heading', { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <ToolButton title="加粗" icon={<BoldOutlined />} active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()} />
        <ToolButton title="斜体" icon={<ItalicOutlined />} active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()} />
        <ToolButton title="下划线" icon={<UnderlineOutlined />} active={editor.isActive('underline')} onClick={() => chain().toggleUnderline().run()} />
        <ToolButton title="删除线" icon={<StrikethroughOutlined />} active={editor.isActive('strike')} onClick={() => chain().toggleStrike().run()} />
        <Divider type="vertical" />
        <ToolButton title="无序列表" icon={<UnorderedListOutlined />} active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton title="有序列表" icon={<OrderedListOutlined />} active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()} />
        <ToolButton title="引用" icon={<b>❝</b>} active={editor.isActive('blockquote')} onClick={() => chain().toggleBlockquote().run()} />
        <ToolButton title="代码块" icon={<CodeOutlined />} active={editor.isActive('codeBlock')} onClick={() => chain().toggleCodeBlock().run()} />
        <ToolButton title="链接" icon={<LinkOutlined />} active={editor.isActive('link')} onClick={setLink} />
        {onUploadImage ? (
          <Upload accept="image/*" showUploadList={false} beforeUpload={(file) => { insertFiles(editor, [file]); return false; }}>
            <Tooltip title="插入图片（也可直接粘贴或拖入）"><Button size="small" type="text" icon={<PictureOutlined />} aria-label="插入图片" /></Tooltip>
          </Upload>
        ) : null}
        <Divider type="vertical" />
        <ToolButton title="撤销" icon={<UndoOutlined />} onClick={() => chain().undo().run()} />
        <ToolButton title="重做" icon={<RedoOutlined />} onClick={() => chain().redo().run()} />
      </div>
      <EditorContent editor={editor} />
      {suggestion ? <MentionList ref={listRef} props={suggestion} /> : null}
    </div>
  );
}
