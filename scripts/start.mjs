// `npm start`: build the browser app when it is missing or older than its sources, then run the server in this process.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry.includes('.stories.') || entry.includes('.test.')) continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const built = path.join(root, 'dist', 'index.html');
const sources = Math.max(newest('src'), newest('index.html'), newest('vite.config.ts'), newest('scripts/antd-styles'), newest('scripts/precompress-plugin.ts'), newest('package-lock.json'));
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log('正在构建前端（首次启动或源码有更新）…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // A production build whatever the caller's NODE_ENV (a test runner sets `test`): the platform serves this one.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/src/main.ts');
