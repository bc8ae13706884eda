import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { demoFilePath } from '../demo-file-path';
import type { ObjectStore } from './object-store';

/**
 * The bytes of a stored file: its object in the store, or — for the demo's photos and documents, which are served from
 * `schemas/demo-files/` and never copied into a store — the demo file. Undefined when neither holds it.
 */
export async function openStoredFile(store: ObjectStore, file: { storage_key: string; original_name: string }, demoDir?: string): Promise<Readable | undefined> {
  const stored = await store.open(file.storage_key);
  if (stored) return stored;
  const demo = demoDir ? demoFilePath(demoDir, file.storage_key, file.original_name) : undefined;
  return demo ? fs.createReadStream(demo) : undefined;
}
