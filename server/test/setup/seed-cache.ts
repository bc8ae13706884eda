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

/**
 * Keeps a dump for the next run (written whole, then renamed, so a reader never sees half a file). The newest few
 * dumps stay: several checkouts sharing one node_modules (work trees) each keep theirs instead of deleting each
 * other's and seeding again.
 */
export function keepSeedDump(file: string, dump: Uint8Array): void {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  prune(CACHE_DIR, path.basename(file));
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
}

const UNPACKED_DIR = path.join(ROOT, 'node_modules', '.cache', 'platform-seed-unpacked');

/** Where the dump at `file` is kept unpacked as a PGlite data directory (test files open copies of it). */
export function unpackedDirOf(file: string): string {
  fs.mkdirSync(UNPACKED_DIR, { recursive: true });
  prune(UNPACKED_DIR, path.basename(file, '.tar'));
  return path.join(UNPACKED_DIR, path.basename(file, '.tar'));
}

const KEPT = 6;
/** An entry used this recently may belong to a run still going (another work tree's): it stays. */
const IN_USE_MS = 3 * 60 * 60 * 1000;

/**
 * Removes all but the newest entries of a cache directory (and `keep`, marked as used now). Entries used in the last
 * hours stay whatever their number: work trees sharing one node_modules each seed their own tree's dump, and a run
 * must not lose the directory its test files are copying.
 */
function prune(dir: string, keep: string): void {
  const kept = path.join(dir, keep);
  if (fs.existsSync(kept)) fs.utimesSync(kept, new Date(), new Date());
  const entries = fs.readdirSync(dir)
    .filter((name) => name !== keep && !name.includes('.partial'))
    .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of entries.slice(KEPT - 1)) {
    if (Date.now() - old.at < IN_USE_MS) continue;
    fs.rmSync(path.join(dir, old.name), { recursive: true, force: true });
  }
}
