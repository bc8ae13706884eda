// Server start with many module schemas: the real configuration plus `GENERATED` copies of its CRUD pages (new codes,
// tables, permission prefixes and sub-tables), timed on a first start (empty data directory, no demo data) and on a
// restart of that data directory. Prints wall time to ready (process start included), the server's own figure and
// the CPU time the process used until ready, which a busy machine inflates far less than the wall time.
// `npx tsx bench/start-bench.ts` runs it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lintSchemaFolder, type SchemaFile } from '../src/engine/schema/lint';
import { isPageFile } from '../src/engine/schema/schema-folders';
import { ROOT, startServer } from '../tests/e2e/support/server-process';

type Row = { measure: string; value: string; note: string };

export const GENERATED = 200;
const TARGET_MS = 3000;

interface Page {
  kind: string;
  code: string;
  title: string;
  table?: string;
  permissionPrefix?: string;
  approval?: unknown;
  subTables?: { name: string; table: string }[];
  [key: string]: unknown;
}

function listJson(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * A copy of schemas/ with `count` more module pages: each a real CRUD page under a new code, table and permission
 * prefix (its sub-tables' tables renamed too, its approval dropped so no two pages claim one process). Returns the folder and
 * how many page files it holds.
 */
export function generateSchemas(count: number): { dir: string; pages: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-schemas-'));
  fs.cpSync(path.join(ROOT, 'schemas'), dir, { recursive: true });
  const sources = listJson(path.join(dir, 'modules'))
    .filter((f) => !f.endsWith('.seed.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, 'modules', f), 'utf8')) as Page)
    .filter((p) => p.kind === 'crud' && p.table && p.permissionPrefix && p.source !== 'platform');
  fs.mkdirSync(path.join(dir, 'modules', 'generated'));
  for (let i = 0; i < count; i++) {
    const page: Page = structuredClone(sources[i % sources.length]);
    const n = String(i + 1).padStart(3, '0');
    page.code = `generated/m${n}`;
    page.title = `${page.title}（生成 ${n}）`;
    page.table = `biz_gen_${n}`;
    page.permissionPrefix = `generated:m${n}`;
    delete page.approval;
    page.subTables = page.subTables?.map((sub, j) => ({ ...sub, table: `biz_gen_${n}_s${j}` }));
    fs.writeFileSync(path.join(dir, 'modules', 'generated', `m${n}.json`), JSON.stringify(page, null, 2));
  }
  return { dir, pages: listJson(dir).filter(isPageFile).length };
}

/** Problems the linter finds in the generated pages (a refused page would not be started, so the figure would flatter). */
function generatedProblems(dir: string): string[] {
  const files: SchemaFile[] = listJson(dir).map((f) => ({ path: f, json: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as unknown }));
  return lintSchemaFolder(files, { seeds: false }).problems.filter((p) => p.file.startsWith('modules/generated/')).map((p) => `${p.file}#${p.pointer}: ${p.message}`);
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function timeStart(env: Record<string, string>): Promise<{ wall: number; own: number; cpu?: number }> {
  const t0 = performance.now();
  const server = await startServer(env);
  const wall = performance.now() - t0;
  const cpu = cpuSeconds(server.proc.pid);
  const own = Number(/PLATFORM_READY port=\d+ ms=(\d+)/.exec(server.output())?.[1] ?? NaN);
  await server.stop();
  return { wall, own, cpu };
}

const fmt = (r: { wall: number; own: number; cpu?: number }) => `${(r.wall / 1000).toFixed(1)} s`;
const detail = (r: { wall: number; own: number; cpu?: number }) =>
  `服务自报 ${(r.own / 1000).toFixed(1)} s（不含进程与模块加载），进程 CPU ${r.cpu === undefined ? '—' : `${r.cpu.toFixed(1)} s`}（负载下测得）`;

export async function startBench(rows: Row[]): Promise<void> {
  const { dir, pages } = generateSchemas(GENERATED);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-start-'));
  try {
    const problems = generatedProblems(dir);
    if (problems.length) throw new Error(`生成的页面有问题：\n${problems.slice(0, 10).join('\n')}`);
    const env = { DATA_DIR: dataDir, SCHEMAS_DIR: dir, DATABASE_URL: '', SEED_DEMO: 'false', NODE_ENV: 'production' };
    const first = await timeStart(env);
    rows.push({ measure: `首次启动（${pages} 个页面，其中生成 ${GENERATED} 个；空库、无演示数据）`, value: fmt(first), note: `${detail(first)}；建库、迁移、建表` });
    const restarts = [await timeStart(env), await timeStart(env), await timeStart(env)].sort((a, b) => a.wall - b.wall);
    const median = restarts[1];
    rows.push({
      measure: `重启（${pages} 个页面，已有数据目录）`, value: fmt(median),
      note: `目标 ≤ ${TARGET_MS / 1000} s；三次取中位；${detail(median)}`,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows: Row[] = [];
  startBench(rows).then(
    () => rows.forEach((r) => console.log(`${r.measure}\n  ${r.value}  ${r.note}`)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
