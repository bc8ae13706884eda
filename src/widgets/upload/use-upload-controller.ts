import { useCallback, useEffect, useRef, useState } from 'react';
import { fileNameOf } from '@/engine';
import { applyLimit, checkFileType, fileUrl, uploadMessages, type UploadMode } from './upload-rules';

/** One file in the list: uploading (percent) → done (path) or error (message). */
export interface UploadItem {
  uid: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  path?: string;
  url?: string;
  size?: number;
  message?: string;
}

/** JUpload's object value when `returnUrl` is false. */
export interface UploadFileValue {
  fileName: string;
  filePath: string;
  fileSize?: number;
}

export type UploadValue = string | UploadFileValue[];

/** Sends one file; resolves with the stored path (the server's `message`). */
export type UploadFn = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export interface UploadControllerOptions {
  value?: UploadValue | null;
  onChange?: (value: UploadValue) => void;
  mode: UploadMode;
  number: number;
  multiple: boolean;
  returnUrl: boolean;
  staticDomain: string;
  uploadFn: UploadFn;
  onMessage: (type: 'warning' | 'error', text: string) => void;
}

let uidSeed = 0;
const nextUid = () => `upload-${Date.now().toString(36)}-${(uidSeed += 1)}`;
// A stored path is no name for people: JeecgBoot's `<name>_<timestamp>.<ext>` loses its timestamp (engine's fileNameOf).
const nameOf = (path: string, index = 0) => fileNameOf(path, index);

function fromValue(value: UploadValue | null | undefined, staticDomain: string): UploadItem[] {
  if (!value) return [];
  const entries = typeof value === 'string'
    ? value.split(',').filter(Boolean).map((path, index) => ({ path, name: nameOf(path, index), size: undefined as number | undefined }))
    : value.map((v) => ({ path: v.filePath, name: v.fileName || nameOf(v.filePath), size: v.fileSize }));
  return entries.map((e) => ({ uid: nextUid(), name: e.name, status: 'done', percent: 100, path: e.path, url: fileUrl(e.path, staticDomain), size: e.size }));
}

function toValue(files: UploadItem[], returnUrl: boolean): UploadValue {
  const done = files.filter((f) => f.status === 'done' && f.path);
  return returnUrl ? done.map((f) => f.path).join(',') : done.map((f) => ({ fileName: f.name, filePath: f.path!, fileSize: f.size }));
}

const keyOf = (value: UploadValue | null | undefined) => (typeof value === 'string' ? value : JSON.stringify(value ?? ''));

/**
 * JUpload's logic: type checks, number limit (last N kept), single mode (last kept), upload with progress,
 * failure message, image reordering, and the value as paths or file objects.
 */
export function useUploadController(options: UploadControllerOptions) {
  const { value, mode, number, multiple, returnUrl, staticDomain } = options;
  const [files, setFiles] = useState<UploadItem[]>(() => fromValue(value, staticDomain));
  const filesRef = useRef(files);
  const emitted = useRef(keyOf(value ?? (returnUrl ? '' : [])));
  const latest = useRef(options);
  latest.current = options;

  // An outside value change (form reset, record loaded) replaces the list; our own emissions do not.
  useEffect(() => {
    const key = keyOf(value ?? (returnUrl ? '' : []));
    if (key === emitted.current) return;
    emitted.current = key;
    const next = fromValue(value, staticDomain);
    filesRef.current = next;
    setFiles(next);
  }, [value, returnUrl, staticDomain]);

  const commit = useCallback((next: UploadItem[]) => {
    filesRef.current = next;
    setFiles(next);
    const out = toValue(next, latest.current.returnUrl);
    const key = keyOf(out);
    if (key !== emitted.current) {
      emitted.current = key;
      latest.current.onChange?.(out);
    }
  }, []);

  const patch = useCallback((uid: string, change: Partial<UploadItem>) => {
    // The file may have been dropped by the limit or removed while it was uploading.
    if (!filesRef.current.some((f) => f.uid === uid)) return;
    commit(filesRef.current.map((f) => (f.uid === uid ? { ...f, ...change } : f)));
  }, [commit]);

  const add = useCallback((file: File) => {
    const { onMessage, uploadFn } = latest.current;
    const refused = checkFileType(file, mode);
    if (refused) {
      onMessage('warning', refused);
      return;
    }
    const uid = nextUid();
    commit(applyLimit([...filesRef.current, { uid, name: file.name, status: 'uploading', percent: 0, size: file.size }], number, multiple));
    uploadFn(file, (percent) => patch(uid, { percent })).then(
      (path) => patch(uid, { status: 'done', percent: 100, path, url: fileUrl(path, latest.current.staticDomain) }),
      (error: unknown) => {
        patch(uid, { status: 'error', message: (error instanceof Error && error.message) || uploadMessages.unknownError });
        latest.current.onMessage('error', uploadMessages.failed(file.name));
      },
    );
  }, [commit, patch, mode, number, multiple]);

  const remove = useCallback((uid: string) => commit(filesRef.current.filter((f) => f.uid !== uid)), [commit]);

  const move = useCallback((uid: string, direction: -1 | 1) => {
    const list = [...filesRef.current];
    const index = list.findIndex((f) => f.uid === uid);
    if (index < 0) return;
    if (direction < 0 && index === 0) return latest.current.onMessage('warning', uploadMessages.firstLeft);
    if (direction > 0 && index === list.length - 1) return latest.current.onMessage('warning', uploadMessages.lastRight);
    [list[index], list[index + direction]] = [list[index + direction], list[index]];
    commit(list);
  }, [commit]);

  return { files, add, remove, move };
}
