import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scratchRoot } from '../../../server/src/db/scratch-root';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  url: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Output and exit of a process that is expected to fail fast. */
export function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
    let output = '';
    proc.stdout.on('data', (d) => (output += d));
    proc.stderr.on('data', (d) => (output += d));
    proc.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * `npm start`'s entry in a child process on a free port; resolves once it prints that it is ready. `onSpawn` learns
 * the process at once, before it is ready.
 */
export function startServer(env: Record<string, string>, onSpawn?: (proc: ChildProcess) => void): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env },
    });
    onSpawn?.(proc);
    let output = '';
    const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
    const onData = (d: Buffer) => {
      output += d;
      const m = /PLATFORM_READY port=(\d+)/.exec(output);
      if (m) {
        const port = Number(m[1]);
        resolve({
          proc, port, url: `http://localhost:${port}`,
          output: () => output,
          stop: async () => {
            if (proc.exitCode === null) proc.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    exited.then((code) => reject(new Error(`server exited (${code}) before ready:\n${output}`)));
  });
}

/**
 * A new data directory holding a copy of the one seeded before the browser tests (see global-setup.ts), so a test
 * file's server starts on the demo data without seeding it again.
 *
 * @example
 * const dataDir = seededDataDir('platform-crash-', inject('seededDataDir'));
 */
export function seededDataDir(prefix: string, seeded: string): string {
  // In shared memory when there is room: copying and removing the database take a fraction of the time on disk.
  const dir = fs.mkdtempSync(path.join(scratchRoot(), prefix));
  fs.cpSync(seeded, dir, { recursive: true });
  return dir;
}
