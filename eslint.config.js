import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers import one way: shell -> widgets -> engine -> engine/schema. These zones make a wrong-way import a lint error.
const engineBans = {
  patterns: [
    { group: ['antd', 'antd/*', '@ant-design/*', '@formily/antd-v5', '@formily/antd-v5/*'], message: 'src/engine 不得引用 antd：引擎保持无界面。' },
    { group: ['@/widgets', '@/widgets/*', '@/shell', '@/shell/*', '**/widgets/*', '**/shell/*'], message: 'src/engine 不得引用 widgets 或 shell。' },
  ],
};
const schemaBans = {
  patterns: [
    ...engineBans.patterns,
    { group: ['react', 'react-dom', 'react/*', 'mobx', 'mobx-react-lite', '@formily/*', 'axios'], message: 'src/engine/schema 与框架无关（服务端也用它）。' },
  ],
};
const benchBan = { group: ['@/bench', '@/bench/*', '**/bench/*'], message: '基准页面（src/bench）是单独的入口，应用不得引用。' };
const widgetBans = {
  patterns: [{ group: ['@/shell', '@/shell/*', '**/shell/*'], message: 'src/widgets 不得引用 shell。' }, benchBan],
};
const shellBans = { patterns: [benchBan] };
const serverBans = {
  patterns: [
    {
      // server/ reaches src/ only through the @/ alias, so this one pattern covers it.
      regex: '^@/(?!engine/schema(/|$))',
      message: 'server/ 只能引用 src/engine/schema。',
    },
    { group: ['react', 'react-dom', 'antd', 'axios', 'mobx'], message: 'server/ 不引用前端库。' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'data/**', '.bench/**', 'test-results/**', 'build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/engine/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', engineBans] } },
  { files: ['src/engine/schema/**/*.ts'], rules: { 'no-restricted-imports': ['error', schemaBans] } },
  { files: ['src/widgets/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', widgetBans] } },
  { files: ['src/shell/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', shellBans] } },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', serverBans] } },
);
