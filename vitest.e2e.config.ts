import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

// Browser tests: the built app on the real server, driven by Debian's Chromium through playwright-core.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One file at a time: two at once (each with its own server and Chromium) were no faster, the tests being bound by
    // the two cores, and let clicks time out on a loaded machine.
    fileParallelism: false,
    // One worker keeps Playwright and the support modules loaded from one file to the next (a second a file otherwise).
    isolate: false,
    // A poll waits for what a user would wait for: Vitest's default of one second fails on a loaded two-core machine.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ['tests/e2e/support/global-setup.ts'],
  },
});
