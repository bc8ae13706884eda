import fs from 'node:fs';
import path from 'node:path';

/** Where the demo's photos and documents live, beside the schemas that use them. */
export const DEMO_FILE_FOLDER = 'demo-files';
/** Storage keys of demo files start here; the download serves them from the folder above (nothing is copied). */
export const DEMO_KEY_BIZ = 'demo';

/** The file a demo key is served from, when no upload is stored under it. */
export function demoFilePath(schemasDir: string, key: string, originalName: string): string | undefined {
  if (!key.startsWith(`${DEMO_KEY_BIZ}/`) || !/^[\w.-]{1,100}$/.test(originalName)) return undefined;
  const full = path.join(path.resolve(schemasDir, DEMO_FILE_FOLDER), originalName);
  return fs.existsSync(full) ? full : undefined;
}
