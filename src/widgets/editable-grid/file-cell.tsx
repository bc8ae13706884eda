import { useRef } from 'react';
import { Button, Tooltip } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import type { GridColumn, GridFileValue, GridRow } from '@/engine';
import { useGridEnv } from './grid-env';

/** File names show at most 5 characters, then an ellipsis. */
export function shortName(name: string): string {
  return name.length > 5 ? `${name.slice(0, 5)}…` : name;
}

/**
 * file / upload / image cells: uploading (percent) → done (path, success icon) or error (failure icon, 上传出错).
 * Progress writes skip the undo history; only the user's removal is an undoable edit.
 */
export function FileCell({ row, column, value }: { row: GridRow; column: GridColumn; value: GridFileValue | null | undefined }) {
  const env = useGridEnv();
  const input = useRef<HTMLInputElement>(null);
  const readOnly = env.disabled || !!column.disabled;
  const write = (next: GridFileValue) => env.store.setCells([{ row, key: column.key, value: next }], false);

  const upload = async (file: File) => {
    const base: GridFileValue = { name: file.name, type: file.type, size: file.size, status: 'uploading', percent: 0 };
    write(base);
    try {
      if (!env.uploadFn) throw new Error('未配置上传方法');
      const path = await env.uploadFn(file, (percent) => write({ ...base, percent: Math.round(percent) }));
      write({ ...base, status: 'done', percent: 100, path });
    } catch (error) {
      write({ ...base, status: 'error', message: (error as Error | undefined)?.message || '未知错误' });
    }
  };

  const picker = (
    <input
      ref={input} type="file" hidden data-testid={`file-input-${column.key}`}
      accept={column.type === 'image' ? 'image/*' : undefined}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) void upload(file);
      }}
    />
  );
  if (!value) {
    return (
      <span className="eg-file">
        {picker}
        <Button size="small" icon={<UploadOutlined />} disabled={readOnly} onClick={() => input.current?.click()}>
          {column.type === 'image' ? '上传图片' : '上传文件'}
        </Button>
      </span>
    );
  }
  const remove = readOnly ? null : (
    <Button size="small" type="text" aria-label="删除文件" icon={<DeleteOutlined />} onClick={() => env.store.setCell(row, column.key, null)} />
  );
  if (value.status === 'uploading') {
    return <span className="eg-file"><LoadingOutlined /> {shortName(value.name)} {value.percent ?? 0}%</span>;
  }
  if (value.status === 'error') {
    return (
      <span className="eg-file eg-file-error">
        <Tooltip title={value.message || '未知错误'}>
          <CloseCircleFilled aria-label="上传失败" /> 上传出错
        </Tooltip>
        <span className="eg-file-message">{value.message || '未知错误'}</span>
        {remove}
      </span>
    );
  }
  return (
    <span className="eg-file eg-file-done" title={value.name}>
      <CheckCircleFilled aria-label="上传成功" />
      {column.type === 'image' && value.path
        ? <img className="eg-thumb" src={env.fileUrl(value.path)} alt={value.name} />
        : <a href={value.path ? env.fileUrl(value.path) : undefined} target="_blank" rel="noreferrer">{shortName(value.name)}</a>}
      {remove}
    </span>
  );
}
