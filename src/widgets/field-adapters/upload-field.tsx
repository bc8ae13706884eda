import { useMemo, type ComponentType } from 'react';
import { Input } from 'antd';
import { useOptionalDataProvider, useWidgetRegistry } from '@/engine';
import type { FieldAdapterProps } from './field-adapter-props';

type UploadFn = (file: File, onProgress: (percent: number) => void) => Promise<string>;

interface UploadProps {
  value?: string | null;
  onChange?: (value: string) => void;
  fileType?: string;
  disabled?: boolean;
  uploadFn?: UploadFn;
  bizPath?: string;
}

/** Server sub-directory for form uploads (JeecgBoot's default `biz`). */
export const FORM_UPLOAD_BIZ = 'temp';

/**
 * `field:upload` / `field:file` / `field:image`: the upload widget (registry type `upload`); `image` fields get
 * picture cards. Files go through the data provider's `upload` (`POST /sys/common/upload`, multipart `file` +
 * `biz`), and the stored paths (comma-separated) become the field's value.
 */
export function UploadField({ field, value, onChange, disabled, readOnly }: FieldAdapterProps<string | null>) {
  const provider = useOptionalDataProvider();
  const Upload = useWidgetRegistry().get('upload')?.component as ComponentType<UploadProps> | undefined;
  const uploadFn = useMemo<UploadFn | undefined>(
    () => (provider?.upload ? (file, onProgress) => provider.upload!(file, { biz: FORM_UPLOAD_BIZ }, onProgress) : undefined),
    [provider],
  );
  if (!Upload) return <Input disabled value={value ?? ''} />;
  return (
    <Upload
      value={value ?? undefined}
      onChange={(paths) => onChange?.(paths === '' ? null : paths)}
      fileType={field.type === 'image' ? 'image' : 'all'}
      disabled={disabled || readOnly}
      uploadFn={uploadFn}
      bizPath={FORM_UPLOAD_BIZ}
    />
  );
}
