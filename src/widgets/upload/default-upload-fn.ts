import { useMemo } from 'react';
import { useOptionalDataProvider, type DataProvider } from '@/engine';
import type { UploadFn } from './use-upload-controller';

/**
 * `POST /sys/common/upload` (multipart `file` + `biz`) through the data provider. JeecgBoot answers the stored
 * path in `message`; the provider hands back `result`, so a provider must pass that path as `data` (a string or
 * `{ message }`) for this default to work. Pages with another upload path inject their own `uploadFn`.
 */
export function providerUploadFn(provider: DataProvider, bizPath: string): UploadFn {
  return async (file, onProgress) => {
    const form = new FormData();
    form.append('file', file);
    form.append('biz', bizPath);
    const { data } = await provider.custom<unknown>({ url: '/sys/common/upload', method: 'post', payload: form, meta: { answer: 'message' } });
    const path = typeof data === 'string' ? data : (data as { message?: unknown } | null)?.message;
    if (typeof path !== 'string' || !path) throw new Error('上传失败！');
    onProgress(100);
    return path;
  };
}

/** The injected upload function, or the provider-based default. */
export function useUploadFn(injected: UploadFn | undefined, bizPath: string): UploadFn {
  const provider = useOptionalDataProvider();
  return useMemo(() => {
    if (injected) return injected;
    if (provider) return providerUploadFn(provider, bizPath);
    return async () => {
      throw new Error('未提供上传函数（uploadFn）或数据提供者');
    };
  }, [injected, provider, bizPath]);
}
