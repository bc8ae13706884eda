import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { openPlatform } from './src/platform';
import { buildApp } from './src/app';
const dir = '/work/main/node_modules/.cache/platform-seed-unpacked/seeded-279ef4ef40236df7';
const N = Number(process.env.N ?? 8);
let tot = 0;
for (let i = 0; i < N; i++) {
  const t = performance.now();
  const p = await openPlatform({ rootDir: '/work/main', seedDemo: true, template: dir });
  const up = fs.mkdtempSync(path.join(os.tmpdir(), 'u-'));
  const app = await buildApp({ db: p.db, store: p.store, bus: p.bus, uploadDir: up });
  const r = await app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'lina', password: 'Company@2026' } });
  if (!r.json().success) throw new Error(r.body);
  await app.close(); await p.bus.close(); await p.db.close(); fs.rmSync(up, { recursive: true });
  const ms = performance.now() - t; if (i >= 2) tot += ms;
  console.log(i, ms.toFixed(0));
}
console.log('steady avg', (tot / (N - 2)).toFixed(0));
