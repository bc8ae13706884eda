import fs from 'node:fs';
import os from 'node:os';

/** Where scratch databases go: shared memory when the machine has room for it (a test run opens dozens), else the temporary directory. */
export function scratchRoot(): string {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No shared memory file system: the temporary directory will do.
  }
  return os.tmpdir();
}
