import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { fileURLToPath, URL } from 'node:url';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // No addons: only what is installed under node_modules/@storybook may be listed here.
  addons: [],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Storybook reads vite.config.ts too; restating the alias keeps `@/...` working if that ever changes.
    // The app's .br/.gz files are for the platform's server; the static Storybook is not served by it. antd's styles
    // rendered ahead are linked from the app's index.html only; stories let antd compute them.
    const appOnly = ['platform-precompress', 'platform-antd-styles'];
    const plugins = (viteConfig.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && appOnly.includes(p.name)));
    return mergeConfig({ ...viteConfig, plugins }, {
      resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
      // The preview bundles antd whole; one large chunk is expected for an internal Storybook.
      build: { chunkSizeWarningLimit: 2000 },
      // Warnings and errors only: Vite 8 lists every file it writes even under `storybook build --quiet`.
      logLevel: 'warn',
    });
  },
};

export default config;
