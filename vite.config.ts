/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { precompress } from './scripts/precompress-plugin.ts';
import { antdStyles } from './scripts/antd-styles/antd-styles-plugin.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// One file configures the app build and both Vitest projects: `server` (engine schema, server, contracts; Node)
// and `web` (React code and stories; jsdom). The browser e2e tests have their own config (vitest.e2e.config.ts).
const WEB_TESTS = ['src/**/*.test.tsx', 'src/shell/**/*.test.ts', 'src/widgets/**/*.test.ts', 'tests/stories/**/*.test.tsx', 'tests/integration/**/*.test.tsx'];
const WEB_ISOLATED = ['src/shell/errors/route-error.test.tsx'];

export default defineConfig({
  plugins: [react(), antdStyles(), precompress()],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/devops': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // Two entries: the app, and the benchmark pages (bench.html), which the app neither routes to nor bundles.
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), bench: fileURLToPath(new URL('./bench.html', import.meta.url)) },
      // The engine's modules run no code on import (no top-level calls, no CSS), so importing one binding from the
      // `@/engine` barrel must not put the whole engine (Formily, the schema validator) into the login page's chunk.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/engine/') },
    },
  },
  test: {
    // Two cores, two workers: Vitest's default (cores − 1) ran every file one after another.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'src/engine/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file makes its own platform and database; sharing a worker's loaded modules between files saves
          // re-importing the server and engine for every file (most of a file's time on a two-core machine).
          isolate: false,
          globalSetup: ['server/test/setup/seeded-template.ts'],
        },
      },
      {
        plugins: [react(), precompress()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: WEB_TESTS,
          exclude: WEB_ISOLATED,
          setupFiles: ['tests/setup/jsdom-setup.ts'],
          testTimeout: 120_000,
          // A worker keeps antd, Formily and the engine loaded from one file to the next: importing them again for every
          // file was two thirds of the web tests' time. Cleanup after each test is in the setup file.
          isolate: false,
        },
      },
      {
        plugins: [react(), precompress()],
        resolve: { alias },
        test: {
          // Files that replace a module with vi.mock need a module registry of their own.
          name: 'web-isolated',
          environment: 'jsdom',
          include: WEB_ISOLATED,
          setupFiles: ['tests/setup/jsdom-setup.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
