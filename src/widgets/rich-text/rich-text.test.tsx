import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RichText } from './rich-text';
import { sanitizeHtml } from './sanitize-html';

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
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('RichText', () => {
  it('edits in a modal and writes sanitised HTML', async () => {
    const onChange = vi.fn();
    render(<RichText value="<p>原文</p>" onChange={onChange} />);
    expect(screen.getByText('原文')).toBeTruthy();
    fireEvent.click(screen.getByText('编辑'));
    fireEvent.change(await screen.findByLabelText('HTML 源码'), { target: { value: '<p>新内容<img src=x onerror=alert(1)></p>' } });
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('<p>新内容<img src="x"></p>');
  });
});
