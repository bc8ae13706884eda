import { useEffect, useState } from 'react';
import { Image, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { storedFilesOf, useOptionalDataProvider, type StoredFile } from '@/engine';

export interface StoredFilesProps {
  /** An upload / file / image field's value: comma-separated stored paths or `{ fileName, filePath }` objects. */
  value: unknown;
  /** `small`: list cells (24 px thumbnails, one line); `default`: detail views (64 px thumbnails, wrapping). */
  size?: 'small' | 'default';
}

const THUMB = { small: 24, default: 64 } as const;

/**
 * The address of a stored file through the data provider's `fileUrl` (a signed URL on the real server); undefined
 * until it arrives, or when the provider cannot make one (the name is then shown without a link).
 */
function useFileUrl(path: string): string | undefined {
  const provider = useOptionalDataProvider();
  const [url, setUrl] = useState<string | undefined>(() => (/^(https?:\/\/|data:|blob:)/.test(path) ? path : undefined));
  useEffect(() => {
    if (!provider?.fileUrl) return undefined;
    let alive = true;
    provider.fileUrl(path).then((next) => alive && setUrl(next), () => alive && setUrl(undefined));
    return () => {
      alive = false;
    };
  }, [provider, path]);
  return url;
}

function FileLink({ file }: { file: StoredFile }) {
  const url = useFileUrl(file.path);
  const content = <><PaperClipOutlined style={{ marginRight: 4 }} />{file.name}</>;
  if (!url) return <span className="stored-file" title={file.name}>{content}</span>;
  return (
    <Typography.Link className="stored-file" href={url} target="_blank" rel="noopener noreferrer" download={file.name} title={file.name}>
      {content}
    </Typography.Link>
  );
}

function Thumbnail({ file, size }: { file: StoredFile; size: number }) {
  const url = useFileUrl(file.path);
  if (!url) {
    return <span className="stored-image-pending" title={file.name} style={{ display: 'inline-block', width: size, height: size, background: '#f5f5f5', borderRadius: 4 }} />;
  }
  // Click opens antd's preview at full size.
  return (
    <Image className="stored-image" src={url} alt={file.name} title={file.name} width={size} height={size}
      style={{ objectFit: 'cover', borderRadius: 4 }} preview={{ src: url }} />
  );
}

/**
 * Files of an upload / file / image field as a person reads them: each file's name as a download link, each
 * picture as a thumbnail that previews on click — never the raw storage path.
 *
 * @example
 * <StoredFiles value="temp/合同扫描件_1700000000000.pdf" />   // 📎 合同扫描件.pdf (a link)
 */
export function StoredFiles({ value, size = 'default' }: StoredFilesProps) {
  const files = storedFilesOf(value);
  if (files.length === 0) return null;
  const items = files.map((file, index) => (file.image
    ? <Thumbnail key={`${file.path}-${index}`} file={file} size={THUMB[size]} />
    : <FileLink key={`${file.path}-${index}`} file={file} />));
  if (size === 'small') {
    // A list cell keeps one line: the files side by side, cut with … when the column is too narrow.
    return (
      <span className="stored-files stored-files-small" title={files.map((f) => f.name).join('，')}
        style={{ display: 'inline-flex', maxWidth: '100%', gap: 8, alignItems: 'center', whiteSpace: 'nowrap', overflow: 'hidden', verticalAlign: 'middle' }}>
        {items}
      </span>
    );
  }
  return <Space size={[8, 4]} wrap className="stored-files">{items}</Space>;
}
