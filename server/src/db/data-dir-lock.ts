import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on the data directory: two processes on one PGlite directory corrupt it.
 * A lock left by a dead process is taken over; a live holder makes this throw a message naming it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'platform.lock');
  const mine: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      return {
        release() {
          try {
            const held = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
            if (held.pid === process.pid) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let held: LockInfo | undefined;
      try {
        held = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
      } catch {
        held = undefined;
      }
      if (held && held.host === os.hostname() && isAlive(held.pid)) {
        throw new Error(
          `数据目录 ${dataDir} 已被进程 ${held.pid}（${held.host}，启动于 ${held.startedAt}）占用；` +
            '同一目录只能由一个进程使用，请先停止它或设置其他 DATA_DIR。',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`无法锁定数据目录 ${dataDir}`);
}
