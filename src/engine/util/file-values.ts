/**
 * Stored file values of upload / file / image fields, read for display: the value is a comma-separated list of
 * stored paths (JUpload's default) or a list of `{ fileName, filePath, fileSize }`; a path is never shown as it is.
 */

/** One stored file, ready to show: its path (for the provider's `fileUrl`), a readable name, and whether it is a picture. */
export interface StoredFile {
  path: string;
  name: string;
  image: boolean;
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg']);

const extensionOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/**
 * Whether a file name or path names a picture (by extension).
 *
 * @example
 * isImageFile('temp/现场照片_1718000000000.JPG'); // true
 */
export function isImageFile(name: string): boolean {
  return IMAGE_EXTENSIONS.has(extensionOf(name.split('?')[0]));
}

/**
 * A readable name for a stored path: JeecgBoot's `<name>_<timestamp>.<ext>` loses its timestamp; the platform's
 * generated names (32 hex characters) become 附件<n>.<ext>, since the original name is not in the path.
 *
 * @example
 * fileNameOf('temp/合同扫描件_1700000000000.pdf'); // '合同扫描件.pdf'
 * fileNameOf('temp/202606/3f2a9c0e5b7d4a1e8c6f2b9d0a7e5c31.pdf', 1); // '附件2.pdf'
 */
export function fileNameOf(path: string, index = 0): string {
  let base = path.split('?')[0].split(/[\\/]/).pop() ?? path;
  try {
    base = decodeURIComponent(base);
  } catch {
    // A name with a stray % stays as it is.
  }
  const ext = /\.([^./\\]+)$/.exec(base)?.[1] ?? '';
  const stem = ext ? base.slice(0, -(ext.length + 1)) : base;
  const suffix = ext ? `.${ext}` : '';
  if (/^[0-9a-f]{32}$/i.test(stem) || /^[0-9a-f-]{36}$/i.test(stem)) return `附件${index + 1}${suffix}`;
  const jeecg = /^(.+)_\d{10,13}$/.exec(stem);
  return `${jeecg ? jeecg[1] : stem}${suffix}`;
}

/**
 * The files held by an upload / file / image field's value, in order.
 *
 * @example
 * storedFilesOf('temp/合同_1700000000000.pdf,temp/照片_1700000000001.png');
 * // [{ path: 'temp/合同_1700000000000.pdf', name: '合同.pdf', image: false }, { path: 'temp/照片_…png', name: '照片.png', image: true }]
 */
export function storedFilesOf(value: unknown): StoredFile[] {
  if (value === null || value === undefined || value === '') return [];
  let entries: { path: string; name?: string }[] = [];
  if (Array.isArray(value)) {
    entries = value.flatMap((item) => {
      if (typeof item === 'string') return [{ path: item }];
      if (item && typeof item === 'object') {
        const file = item as { filePath?: unknown; fileName?: unknown; path?: unknown; name?: unknown };
        const path = file.filePath ?? file.path;
        const name = file.fileName ?? file.name;
        return typeof path === 'string' && path ? [{ path, name: typeof name === 'string' && name ? name : undefined }] : [];
      }
      return [];
    });
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return storedFilesOf(JSON.parse(text));
      } catch {
        // Not JSON after all: read it as paths.
      }
    }
    entries = text.split(',').map((path) => path.trim()).filter(Boolean).map((path) => ({ path }));
  }
  return entries.map((entry, index) => {
    const name = entry.name ?? fileNameOf(entry.path, index);
    return { path: entry.path, name, image: isImageFile(entry.name ?? entry.path) };
  });
}

/**
 * A link pattern filled from a row: `${field}` becomes the row's value, URI-encoded (an empty one stays empty).
 *
 * @example
 * fillLinkPattern('/project/detail?id=${relatedProjectId}', { relatedProjectId: 'p 1' }); // '/project/detail?id=p%201'
 */
export function fillLinkPattern(pattern: string, row: Record<string, unknown>): string {
  return pattern.replace(/\$\{(\w+)\}/g, (_match, name: string) => {
    const value = row[name];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}
