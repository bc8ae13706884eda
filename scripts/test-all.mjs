// `npm test`: every quality gate in order, stopping at the first failure, with one summary line at the end.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });

// Steps in order; the steps of one group run side by side (the checks, ESLint and the seeding are each mostly
// single-threaded, and the machine has two cores), their output printed whole as each finishes so it never interleaves.
const groups = [
  [['Chromium 检查', process.execPath, ['scripts/ensure-chromium.mjs']]],
  [
    ['模式检查 schemas:check', bin('tsx'), ['scripts/schemas-check.ts']],
    // TypeScript 7, the compiler's native port: the whole project in about 5 s against 22 s for TypeScript 5.9, whose
    // JavaScript API ESLint's parser and Storybook's docgen still use (`typescript` stays for them).
    ['类型检查 tsc', process.execPath, [path.join(root, 'node_modules', 'typescript-go', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json']],
    ['ESLint', bin('eslint'), ['.', '--max-warnings=0']],
    // The demo database the server and browser tests start from, seeded beside them (Vitest's global setup then finds
    // it): the longest of the group, the checks share the other core with it.
    ['演示数据库模板', bin('tsx'), ['server/test/setup/prepare-seed.ts']],
  ],
  [['Vitest（server + web）', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`, '--reporter=./scripts/file-times-reporter.mjs']]],
  // The two builds side by side (Vite 8's Rolldown: about 6 s each here, against 35 and 45 s with Vite 7's Rollup).
  [
    ['构建前端 vite build', bin('vite'), ['build', '--logLevel', 'warn']],
    // Storybook's test build: every story compiled, without the docs pages (51 → 43 s here); `npm run build-storybook`
    // still makes the full site designers browse.
    ['构建 Storybook', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet', '--test']],
  ],
  [['浏览器测试（Chromium）', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/e2e.json`]]],
];

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** One step, its output shown live when it runs alone and kept until it ends when it runs beside another. */
function run([title, cmd, args], alone) {
  const t0 = Date.now();
  if (alone) console.log(`\n=== ${title}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n=== ${title}`);
        process.stdout.write(Buffer.concat(out));
      }
      resolve({ title, status, secs: ((Date.now() - t0) / 1000).toFixed(1) });
    });
  });
}

const started = Date.now();
for (const group of groups) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  for (const r of results) console.log(r.status === 0 ? `✓ ${r.title}（${r.secs} s）` : `\n✗ ${r.title} 失败（${r.secs} s）`);
  if (results.some((r) => r.status !== 0)) summary(1);
}
summary(0);

function summary(code) {
  const files = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of ['vitest.json', 'e2e.json']) {
    const p = path.join(reports, file);
    if (!fs.existsSync(p) || fs.statSync(p).mtimeMs < started) continue;
    const r = JSON.parse(fs.readFileSync(p, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  const times = path.join(reports, 'file-times.json');
  if (fs.existsSync(times) && fs.statSync(times).mtimeMs >= started) {
    for (const t of JSON.parse(fs.readFileSync(times, 'utf8'))) files.push({ name: path.relative(root, t.name), ms: t.ms });
  }
  // The suite's budget is watched file by file: the ten slowest are the ones to speed up first.
  if (files.length > 0) {
    console.log('\n最慢的十个测试文件：');
    for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.name}`);
  }
  console.log(`\n总用时 ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(code || (failed > 0 ? 1 : 0));
}
