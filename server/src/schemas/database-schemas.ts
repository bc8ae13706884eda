import type { SchemaFile } from '@/engine/schema/lint';
import { dbSchemaPath } from '@/engine/schema/schema-folders';
import type { Queryable } from '../db/database';
import { studioStore } from '../tables/stores/studio-store';

/** Parses a stored body; a body that no longer parses is linted as the parse error (never thrown). */
export function parseBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch (err) {
    return new Error((err as Error).message);
  }
}

/**
 * The studio's published schemas (each code's newest version) as the linter's files at `@db/<code>.json`: start and
 * every reload lint them with the files under schemas/, so both are served by the one store.
 *
 * @example
 * loadSchemaStore(dir, await databaseSchemaFiles(db));
 */
export async function databaseSchemaFiles(db: Queryable): Promise<SchemaFile[]> {
  return (await studioStore.current(db)).map((v) => ({ path: dbSchemaPath(v.code), json: parseBody(v.body) }));
}
