import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'platform-seed');
// Everything the seeded demo database is made from: the server (migrations, seeds, flows), the schema files and the
// shapes and validators they are checked with, the locked dependencies, the day (demo dates count from today) and the
// time zone.
const INPUTS = ['server/src', 'schemas', 'src/engine/schema', 'package-lock.json'];

function addTree(hash: crypto.Hash, p: string): void {
  const stat = fs.statSync(p);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(p).sort()) addTree(hash, path.join(p, entry));
    return;
  }
  hash.update(path.relative(ROOT, p));
  hash.update(fs.readFileSync(p));
}

/** The path a dump of the seeded demo database made from this tree today is kept at (it may not exist yet). */
export function seedDumpPath(): string {
  const hash = crypto.createHash('sha1');
  for (const input of INPUTS) addTree(hash, path.join(ROOT, input));
  hash.update(`${new Date().toISOString().slice(0, 10)} ${process.env.TZ ?? ''}`);
  return path.join(CACHE_DIR, `seeded-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Keeps a dump for the next run (written whole, then renamed, so a reader never sees half a file); older dumps go. */
export function keepSeedDump(file: string, dump: Uint8Array): void {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Only older dump files: a directory beside them belongs to another tool (and rmSync without recursive throws on it).
  for (const old of fs.readdirSync(CACHE_DIR, { withFileTypes: true })) {
    if (old.isFile() && old.name !== path.basename(file)) fs.rmSync(path.join(CACHE_DIR, old.name), { force: true });
  }
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
}
