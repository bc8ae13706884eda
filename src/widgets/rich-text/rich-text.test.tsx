import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RichText } from './rich-text';
import { RichTextEditor } from './rich-text-editor';
import { sanitizeHtml } from './sanitize-html';

// jsdom lays nothing out; ProseMirror asks where the caret is to scroll to it.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

describe('sanitizeHtml', () => {
  it('keeps allowed markup and drops scripts, handlers and bad URLs', () => {
    expect(sanitizeHtml('<p onclick="x()">通知<script>alert(1)</script></p>')).toBe('<p>通知</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">链接</a>')).toBe('<a>链接</a>');
    expect(sanitizeHtml('<a href="https://jeecg.com" target="_blank">官网</a>')).toBe('<a href="https://jeecg.com" target="_blank" rel="noopener noreferrer">官网</a>');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x">');
    expect(sanitizeHtml('<img src="data:text/html;base64,AAA">')).toBe('<img>');
    expect(sanitizeHtml('<iframe src="https://evil"></iframe><marquee>滚动</marquee>')).toBe('滚动');
    expect(sanitizeHtml('<span style="color: red; background: url(javascript:x); position: fixed">红</span>')).toBe('<span style="color: red">红</span>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><b>粗</b>')).toBe('<b>粗</b>');
    expect(sanitizeHtml('<svg onload="alert(1)"><circle/></svg>图')).toBe('图');
    expect(sanitizeHtml('<span data-type="mention" data-id="chenjing" data-label="陈静" data-x="1">@陈静</span>'))
      .toBe('<span data-type="mention" data-id="chenjing" data-label="陈静">@陈静</span>');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('RichText', () => {
  it('edits the HTML source in a modal and writes sanitised HTML', async () => {
    const onChange = vi.fn();
    render(<RichText value="<p>原文</p>" onChange={onChange} />);
    expect(screen.getByText('原文')).toBeTruthy();
    fireEvent.click(screen.getByText('编辑'));
    fireEvent.click(await screen.findByRole('tab', { name: 'HTML 源码' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'HTML 源码' }), { target: { value: '<p>新内容<img src=x onerror=alert(1)></p>' } });
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('<p>新内容<img src="x"></p>');
  });

  it('opens the visual editor with the current content', async () => {
    render(<RichText value="<p>监理日志<script>x()</script></p>" />);
    fireEvent.click(screen.getByText('编辑'));
    const body = await screen.findByRole('textbox', { name: '正文' });
    expect(body.textContent).toBe('监理日志');
  });
});

describe('RichTextEditor', () => {
  it('shows the content and writes formatting through the toolbar as sanitised HTML', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>压实度检测</p>" onChange={onChange} />);
    const body = await screen.findByRole('textbox', { name: '正文' });
    expect(body.innerHTML).toContain('压实度检测');
    act(() => {
      const range = document.createRange();
      range.selectNodeContents(body);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    fireEvent.click(screen.getByRole('button', { name: '有序列表' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>压实度检测</p></li></ol>'));
  });

  it('uploads a pasted picture and inserts it where it is shown from', async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async (file: File) => `/devops/sys/common/static/forum/202611/${'a'.repeat(32)}.png?name=${file.name}`);
    render(<RichTextEditor value="<p>现场照片</p>" onChange={onChange} onUploadImage={upload} />);
    const body = await screen.findByRole('textbox', { name: '正文' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '现场.png', { type: 'image/png' });
    fireEvent.paste(body, { clipboardData: { files: [file], getData: () => '', types: ['Files'] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toContain(`<img src="/devops/sys/common/static/forum/202611/${'a'.repeat(32)}.png?name=现场.png" alt="现场.png">`));
  });

  it('offers no picture button without an upload', async () => {
    render(<RichTextEditor value="" />);
    await screen.findByRole('textbox', { name: '正文' });
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
  });
});
