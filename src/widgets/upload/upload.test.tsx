import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryDataProvider, DataProviderContextProvider } from '@/engine';
import { Upload, type UploadProps } from './upload';
import { UploadPopup } from './upload-popup';
import { applyLimit, checkFileType, shortName } from './upload-rules';
import type { UploadFn } from './use-upload-controller';

const file = (name: string, type = '') => new File(['x'], name, { type });
const instantUpload: UploadFn = async (f, onProgress) => {
  onProgress(50);
  return `temp/${f.name}`;
};
function setup(props: UploadProps) {
  render(<App><Upload uploadFn={instantUpload} {...props} /></App>);
  return document.querySelector('input[type=file]') as HTMLInputElement;
}
async function choose(input: HTMLInputElement, ...files: File[]) {
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

describe('upload rules', () => {
  it('checks types per mode with JeecgBoot messages', () => {
    expect(checkFileType(file('合同.pdf', 'application/pdf'), 'image')).toBe('请上传图片');
    expect(checkFileType(file('现场.jpg', 'image/jpeg'), 'image')).toBeUndefined();
    expect(checkFileType(file('a.xlsx'), 'doc')).toBe('请上传doc文件');
    expect(checkFileType(file('a.docx'), 'xlsx')).toBe('请上传xlsx文件');
    expect(checkFileType(file('a.pdf'), 'office')).toBe('请上传doc、docx、xls、xlsx、ppt、pptx文件');
    expect(checkFileType(file('a.pptx'), 'office')).toBeUndefined();
    expect(checkFileType(file('a.doc'), 'pdf')).toBe('请上传pdf文件');
    expect(checkFileType(file('a.exe'), 'all')).toBeUndefined();
    expect(shortName('监理月报2026.pdf')).toBe('监理月报2...');
    expect(shortName('a.dwg')).toBe('a.dwg');
    expect(applyLimit([1, 2, 3, 4], 2, true)).toEqual([3, 4]);
    expect(applyLimit([1, 2, 3], 0, false)).toEqual([3]);
  });
});

describe('Upload', () => {
  it('uploads and writes comma-separated paths, keeping the last N', async () => {
    const onChange = vi.fn();
    const input = setup({ number: 2, onChange });
    await choose(input, file('a.pdf'), file('b.pdf'), file('c.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('temp/b.pdf,temp/c.pdf'));
  });

  it('keeps only the last file when not multiple, and emits objects without returnUrl', async () => {
    const onChange = vi.fn();
    const input = setup({ multiple: false, returnUrl: false, onChange });
    await choose(input, file('一号.pdf'));
    // rc-upload swaps its <input> after each pick: look it up again.
    await choose(document.querySelector('input[type=file]') as HTMLInputElement, file('二号.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([{ fileName: '二号.pdf', filePath: 'temp/二号.pdf', fileSize: 1 }]));
  });

  it('refuses a wrong type with a warning and uploads nothing', async () => {
    const uploadFn = vi.fn(instantUpload);
    const input = setup({ fileType: 'image', uploadFn });
    await choose(input, file('合同.pdf', 'application/pdf'));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(uploadFn).not.toHaveBeenCalled();
  });

  it('reports a failed upload as "<file> 上传失败"', async () => {
    const onChange = vi.fn();
    const input = setup({ onChange, uploadFn: async () => { throw new Error('上传失败！'); } });
    await choose(input, file('监理日志.docx'));
    expect(await screen.findByText('监理日志.docx 上传失败')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringContaining('监理日志'));
  });

  it('shows existing paths with names cut to five characters and removes one', async () => {
    const onChange = vi.fn();
    setup({ value: 'temp/监理月报2026年3月.pdf,temp/a.dwg', onChange });
    expect(screen.getByText('监理月报2...')).toBeTruthy();
    expect(screen.getByText('a.dwg')).toBeTruthy();
    fireEvent.click(document.querySelectorAll('.ant-upload-list-item-actions button, button[title="删除文件"]')[0] as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/a.dwg'));
  });

  it('moves images left and right, warning at either end', async () => {
    const onChange = vi.fn();
    setup({ fileType: 'image', value: 'temp/1.png,temp/2.png,temp/3.png', onChange });
    const left = screen.getAllByLabelText('左移');
    const right = screen.getAllByLabelText('右移');
    fireEvent.click(left[0]);
    expect(await screen.findByText('第一张图片不能左移')).toBeTruthy();
    fireEvent.click(right[2]);
    expect(await screen.findByText('最后一张图片不能右移')).toBeTruthy();
    fireEvent.click(right[0]);
    expect(onChange).toHaveBeenLastCalledWith('temp/2.png,temp/1.png,temp/3.png');
  });
});

describe('UploadPopup', () => {
  it('is titled by mode, 520 wide, and warns when confirmed empty', async () => {
    const onOk = vi.fn();
    render(<App><UploadPopup open fileType="image" uploadFn={instantUpload} onOk={onOk} onCancel={() => undefined} /></App>);
    expect(screen.getByText('图片上传')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('520px');
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('未上传任何文件')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    await choose(document.querySelector('.ant-modal input[type=file]') as HTMLInputElement, file('现场.jpg', 'image/jpeg'));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-done')).toBeTruthy());
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    expect(onOk).toHaveBeenCalledWith('temp/现场.jpg');
  });
});

describe('stored pictures in a form', () => {
  it('shows a picture only through its signed URL, never the bare static address the server refuses', async () => {
    let sign: (url: string) => void = () => undefined;
    const provider = createMemoryDataProvider({}, { fileUrl: () => new Promise<string>((resolve) => { sign = resolve; }) });
    render(
      <App>
        <DataProviderContextProvider value={provider}>
          <Upload fileType="image" value="demo/202601/8f5950a5379464d268cd54f31ca81579.jpg" uploadFn={instantUpload} />
        </DataProviderContextProvider>
      </App>,
    );
    const sources = () => [...document.querySelectorAll('.j-upload img')].map((img) => img.getAttribute('src'));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item')).not.toBeNull());
    expect(sources().filter((src) => src?.startsWith('/devops/sys/common/static/'))).toEqual([]);
    const signed = '/devops/sys/common/static/demo/202601/8f5950a5379464d268cd54f31ca81579.jpg?exp=1795812000&u=admin&c=001&sig=abc';
    await act(async () => sign(signed));
    await waitFor(() => expect(sources()).toContain(signed));
  });
});
