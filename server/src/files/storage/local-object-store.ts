import fs from 'node:fs';
import path from 'node:path';
import type { ObjectStore } from './object-store';

/** Objects as files under one folder (the data directory's `upload/`): a key never leaves it, a link is never followed. */
export function localObjectStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const fileOf = (key: string): string | undefined => {
    const full = path.resolve(base, key);
    return full.startsWith(base + path.sep) ? full : undefined;
  };
  return {
    description: `本地磁盘 ${base}`,
    async put(key, body) {
      const full = fileOf(key);
      if (!full) throw new Error(`非法的存储键：${key}`);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.writeFile(full, body, { flag: 'wx' });
    },
    async open(key) {
      const full = fileOf(key);
      if (!full) return undefined;
      const stat = await fs.promises.lstat(full).catch(() => null);
      if (!stat?.isFile()) return undefined;
      return fs.createReadStream(full);
    },
  };
}
