import { useEffect, useState } from 'react';
import { App, Button, Image, Tooltip, Upload as AntUpload, type UploadFile } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useOptionalDataProvider } from '@/engine';
import { useUploadFn } from './default-upload-fn';
import { acceptOf, shortName, type UploadMode } from './upload-rules';
import { useUploadController, type UploadFn, type UploadItem, type UploadValue } from './use-upload-controller';

export interface UploadProps {
  /** Comma-separated stored paths (single-path mode) or file objects `{ fileName, filePath, fileSize }`. */
  value?: UploadValue | null;
  onChange?: (value: UploadValue) => void;
  /** all, image (picture cards), doc, xlsx, office (doc/docx/xls/xlsx/ppt/pptx) or pdf. */
  fileType?: UploadMode;
  /** Keep at most this many files, the last ones (0 = no limit). */
  number?: number;
  /** `false` keeps only the last file. */
  multiple?: boolean;
  /** `true` (default): the value is a comma-separated string of paths; `false`: file objects. */
  returnUrl?: boolean;
  /** Server sub-directory (`biz`), `temp` by default. */
  bizPath?: string;
  /** Prefix of stored paths for links and thumbnails. */
  staticDomain?: string;
  disabled?: boolean;
  buttonText?: string;
  /** Sends one file and resolves with its stored path; defaults to `/sys/common/upload` via the data provider. */
  uploadFn?: UploadFn;
}

/**
 * A stored file as antd's upload list shows it. `signed` null: the provider makes no signed URLs, so the static address
 * is used; otherwise a stored file has no address until its signed one arrives (the static one would answer 401).
 */
const toAntFile = (item: UploadItem, signed: Record<string, string> | null): UploadFile => {
  const url = item.path && signed ? signed[item.path] : item.url;
  return {
    uid: item.uid,
    name: shortName(item.name),
    fileName: item.name,
    status: item.status,
    percent: item.percent,
    url,
    thumbUrl: url,
    response: item.message,
    error: item.status === 'error' ? { message: item.message } : undefined,
  };
};

/**
 * Addresses of stored files through the data provider's `fileUrl` (signed URLs on the real server, which serves no
 * file to an address without a token or signature); paths without one keep the `staticDomain` address.
 */
function useSignedUrls(paths: string[]): Record<string, string> | null {
  const provider = useOptionalDataProvider();
  const [signed, setSigned] = useState<Record<string, string>>({});
  const key = paths.join(',');
  useEffect(() => {
    if (!provider?.fileUrl || !key) return undefined;
    let alive = true;
    const wanted = key.split(',');
    Promise.all(wanted.map((path) => provider.fileUrl!(path).then((url) => [path, url] as const, () => [path, ''] as const)))
      .then((pairs) => alive && setSigned(Object.fromEntries(pairs.filter(([, url]) => url))));
    return () => {
      alive = false;
    };
  }, [provider, key]);
  return provider?.fileUrl ? signed : null;
}

/** JUpload: uploads files to the server and keeps their stored paths as the field value. */
export function Upload({
  value, onChange, fileType = 'all', number = 0, multiple = true, returnUrl = true, bizPath = 'temp',
  staticDomain = '/devops/sys/common/static', disabled, buttonText, uploadFn,
}: UploadProps) {
  const { message } = App.useApp();
  const upload = useUploadFn(uploadFn, bizPath);
  const [preview, setPreview] = useState<string>();
  const controller = useUploadController({
    value, onChange, mode: fileType, number, multiple, returnUrl, staticDomain, uploadFn: upload,
    onMessage: (type, text) => message[type](text),
  });
  const image = fileType === 'image';
  const signed = useSignedUrls(controller.files.flatMap((item) => (item.status === 'done' && item.path ? [item.path] : [])));

  return (
    <div className={`j-upload j-upload-${fileType}`} style={image && !disabled ? { paddingBottom: 24 } : undefined}>
      <AntUpload
        listType={image ? 'picture-card' : 'text'}
        fileList={controller.files.map((item) => toAntFile(item, signed))}
        accept={acceptOf(fileType)}
        multiple={multiple}
        disabled={disabled}
        beforeUpload={(file) => {
          controller.add(file);
          return AntUpload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          controller.remove(file.uid);
          return false;
        }}
        onPreview={(file) => (image && file.url ? setPreview(file.url) : file.url && window.open(file.url, '_blank', 'noopener'))}
        itemRender={(node, file) => (
          <div className="j-upload-item" title={file.fileName} style={image ? { position: 'relative', width: '100%', height: '100%' } : undefined}>
            {node}
            {image && !disabled && (
              <div className="j-upload-move" style={{ position: 'absolute', bottom: -22, left: 0, right: 0, display: 'flex', justifyContent: 'space-between' }}>
                <Tooltip title="左移"><Button size="small" type="text" aria-label="左移" icon={<ArrowLeftOutlined />} onClick={() => controller.move(file.uid, -1)} /></Tooltip>
                <Tooltip title="右移"><Button size="small" type="text" aria-label="右移" icon={<ArrowRightOutlined />} onClick={() => controller.move(file.uid, 1)} /></Tooltip>
              </div>
            )}
          </div>
        )}
      >
        {disabled ? null : image ? (
          <div><PlusOutlined /><div style={{ marginTop: 8 }}>{buttonText ?? '上传图片'}</div></div>
        ) : (
          <Button icon={<UploadOutlined />}>{buttonText ?? '点击上传'}</Button>
        )}
      </AntUpload>
      {preview && (
        <Image src={preview} style={{ display: 'none' }} preview={{ visible: true, src: preview, onVisibleChange: (v) => !v && setPreview(undefined) }} />
      )}
    </div>
  );
}
