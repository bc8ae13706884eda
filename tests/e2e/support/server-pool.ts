import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { seededDataDir, startServer, type ServerProcess } from './server-process';

/** A test file's own server on its own copy of the seeded demo database. */
export interface SeededServer {
  readonly server: ServerProcess;
  /** The server's data directory (its dev outbox holds the SMS codes it "sent"). */
  readonly dataDir: string;
  /** Stops the server and removes its data. */
  release(): Promise<void>;
}

let next: Promise<SeededServer> | undefined;

/**
 * A server for this test file, on a fresh copy of the seeded demo database and with `npm start`'s settings, and the
 * next file's started at once beside this one's tests: a start takes some three seconds, which each file otherwise
 * waited for (one worker runs the files one after another and keeps this module between them). Files that need other
 * settings start their own with `startServer`.
 */
export function takeSeededServer(): Promise<SeededServer> {
  const seeded = inject('seededDataDir');
  const registry = inject('serverRegistry');
  const taken = next ?? launch(seeded, registry);
  next = launch(seeded, registry);
  // Its failure is reported to the file that takes it.
  next.catch(() => undefined);
  return taken;
}

async function launch(seeded: string, registry: string): Promise<SeededServer> {
  const dataDir = seededDataDir('platform-e2e-server-', seeded);
  // Recorded for the run's teardown, which stops the server started for a file that never came.
  let entry = '';
  const server = await startServer({ DATA_DIR: dataDir }, (proc) => {
    entry = path.join(registry, String(proc.pid));
    fs.writeFileSync(entry, dataDir);
  });
  return {
    server,
    dataDir,
    async release() {
      await server.stop();
      fs.rmSync(entry, { force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stops every server still recorded (the one started for a next file) and removes its data: the run's teardown. */
export function stopLeftServers(registry: string): void {
  for (const pid of fs.existsSync(registry) ? fs.readdirSync(registry) : []) {
    const dataDir = fs.readFileSync(path.join(registry, pid), 'utf8');
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Already gone.
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.rmSync(registry, { recursive: true, force: true });
}
