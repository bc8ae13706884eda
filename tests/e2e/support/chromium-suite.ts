import fs from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { seededDataDir, startServer, type ServerProcess } from './server-process';
import { releaseBrowser, sharedBrowser } from './browser';

export interface ChromiumSuite {
  readonly server: ServerProcess;
  readonly browser: Browser;
  /** The server's data directory (its dev outbox holds the SMS codes it "sent"). */
  readonly dataDir: string;
  /** Closes the context with the suite. */
  track(context: BrowserContext): BrowserContext;
}

/**
 * One real server on a fresh data directory for the test file, and the run's Chromium; the server is stopped (and the
 * data removed) and the file's browser contexts closed after it. Call at the top of the file.
 */
export function chromiumSuite(dataDirPrefix: string): ChromiumSuite {
  const dataDir = seededDataDir(dataDirPrefix, inject('seededDataDir'));
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await releaseBrowser(browser);
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get server() { return server!; },
    get browser() { return browser!; },
    dataDir,
    track(context) {
      contexts.push(context);
      return context;
    },
  };
}
