/** Which files an upload accepts (JUpload's fileType). */
export type UploadMode = 'all' | 'image' | 'doc' | 'xlsx' | 'office' | 'pdf';

export const uploadMessages = {
  image: '请上传图片',
  doc: '请上传doc文件',
  xlsx: '请上传xlsx文件',
  office: '请上传doc、docx、xls、xlsx、ppt、pptx文件',
  pdf: '请上传pdf文件',
  failed: (name: string) => `${name} 上传失败`,
  firstLeft: '第一张图片不能左移',
  lastRight: '最后一张图片不能右移',
  nothingUploaded: '未上传任何文件',
  unknownError: '未知错误',
  imageTitle: '图片上传',
  fileTitle: '文件上传',
} as const;

const IMAGE_EXT = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg'];
const EXTENSIONS: Record<Exclude<UploadMode, 'all' | 'image'>, string[]> = {
  doc: ['doc', 'docx'],
  xlsx: ['xls', 'xlsx'],
  office: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  pdf: ['pdf'],
};

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** The `accept` attribute for a mode, so the file chooser filters before our check does. */
export function acceptOf(mode: UploadMode): string | undefined {
  if (mode === 'all') return undefined;
  if (mode === 'image') return 'image/*';
  return EXTENSIONS[mode].map((e) => `.${e}`).join(',');
}

/**
 * The warning for a file the mode refuses, or `undefined` when it is accepted.
 *
 * @example
 * checkFileType({ name: '合同.pdf', type: 'application/pdf' }, 'image'); // '请上传图片'
 */
export function checkFileType(file: { name: string; type?: string }, mode: UploadMode): string | undefined {
  if (mode === 'all') return undefined;
  const ext = extensionOf(file.name);
  if (mode === 'image') return file.type?.startsWith('image/') || IMAGE_EXT.includes(ext) ? undefined : uploadMessages.image;
  return EXTENSIONS[mode].includes(ext) ? undefined : uploadMessages[mode];
}

/** File names show at most five characters, then `...`. */
export function shortName(name: string): string {
  return name.length > 5 ? `${name.slice(0, 5)}...` : name;
}

/** Keeps the last `number` files (0 = no limit); a single upload keeps only the last. */
export function applyLimit<T>(files: T[], number: number, multiple: boolean): T[] {
  if (!multiple) return files.slice(-1);
  return number > 0 ? files.slice(-number) : files;
}

/** `getFileAccessHttpUrl`: absolute URLs as they are, stored paths under the static prefix. */
export function fileUrl(path: string, staticDomain: string): string {
  return /^(https?:\/\/|data:)/.test(path) ? path : `${staticDomain.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
