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
    // Two files at a time, each with its own server and Chromium: a browser test spends much of its time waiting on
    // one or the other, so two share the machine's two cores better than one after another.
    maxWorkers: 2,
    // A poll waits for what a user would wait for: Vitest's default of one second fails on a loaded two-core machine.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ['tests/e2e/support/global-setup.ts'],
  },
});
