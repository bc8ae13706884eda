import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ServerProcess } from './server-process';
import { takeSeededServer, type SeededServer } from './server-pool';
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
 * A real server on a fresh copy of the demo database for the test file, and the run's Chromium; the server is stopped
 * (and its data removed) and the file's browser contexts closed after it. Call at the top of the file.
 */
export function chromiumSuite(): ChromiumSuite {
  let seeded: SeededServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [seeded, browser] = await Promise.all([takeSeededServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await releaseBrowser(browser);
    await seeded?.release();
  });
  return {
    get server() { return seeded!.server; },
    get browser() { return browser!; },
    get dataDir() { return seeded!.dataDir; },
    track(context) {
      contexts.push(context);
      return context;
    },
  };
}
