import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No SQL text outside the table layer and the migrations: every statement the server runs lives in server/src/tables/
// (the table layer; tables/stores/ for the platform's own SQL no screen schema describes) or server/src/db/
// (migrations, seed, drivers). Routes, auth and services call those functions instead of writing SQL.
const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_SRC = path.join(ROOT, 'server/src');
const SQL_HOMES = ['server/src/tables/', 'server/src/db/'];

const STATEMENT = /\b(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM)\b/;
const FILTERED_READ = /FROM\s+[a-z_]+\s+WHERE/;

/**
 * The one file allowed SQL text outside those folders, and why: the data-source screen's connection test runs
 * `SELECT 1` on the *outside* database an administrator configured, over its own connection — never on the
 * platform's. Nothing is ever added here without such a reason.
 */
const OUTSIDE_DATABASES = ['server/src/routes/sys/admin/data-source-connect.ts'];

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('SQL placement', () => {
  it('keeps SQL statements in server/src/tables and server/src/db', () => {
    const offenders = tsFiles(SERVER_SRC)
      .map(rel)
      .filter((file) => !SQL_HOMES.some((home) => file.startsWith(home)))
      .filter((file) => {
        const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
        return STATEMENT.test(text) || FILTERED_READ.test(text);
      })
      .sort();
    expect(offenders).toEqual(OUTSIDE_DATABASES);
  });
});
