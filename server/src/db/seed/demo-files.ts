import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FieldSchema } from '@/engine/schema/page-schema';
import type { Queryable } from '../database';
import { FILE_TYPES } from '../../files/file-types';
import { files } from '../../tables/stores/file-store';
import { stableId } from './stable-id';
import { DEMO_FILE_FOLDER, DEMO_KEY_BIZ } from '../../files/demo-file-path';

/** A seed's file or picture: `demo:after-1.jpg` names a file under `schemas/demo-files/`. */
export const DEMO_FILE_PREFIX = 'demo:';

const FILE_FIELD_TYPES = new Set(['upload', 'file', 'image']);

/** One demo file as the company that owns the record sees it (each company its own sys_file row). */
export interface DemoFile { key: string; name: string; companyId: string | null; projectId: string | null }

/** The storage key of a demo file for a company: the shape every upload key has (biz/yyyymm/32 hex.ext). */
export function demoKey(name: string, companyId: string | null): string {
  const ext = name.split('.').pop()!.toLowerCase();
  return `${DEMO_KEY_BIZ}/202601/${createHash('md5').update(`${companyId ?? ''}:${name}`).digest('hex')}.${ext}`;
}

/**
 * Replaces `demo:` entries of a seed row's file and picture fields (comma-separated, as uploads are stored) with
 * storage keys, and notes each file for `registerDemoFiles`.
 */
export function withDemoFiles(fields: FieldSchema[], values: Record<string, unknown>, owner: Omit<DemoFile, 'key' | 'name'>, used: Map<string, DemoFile>): void {
  for (const field of fields) {
    const value = values[field.name];
    if (!FILE_FIELD_TYPES.has(field.type) || typeof value !== 'string' || !value.includes(DEMO_FILE_PREFIX)) continue;
    values[field.name] = value.split(',').map((part) => {
      if (!part.startsWith(DEMO_FILE_PREFIX)) return part;
      const name = part.slice(DEMO_FILE_PREFIX.length);
      const key = demoKey(name, owner.companyId);
      used.set(key, { key, name, ...owner });
      return key;
    }).join(',');
  }
}

/** Records the demo files the seeds use (sys_file), so they download and preview like uploads of their company. */
export async function registerDemoFiles(db: Queryable, schemasDir: string, used: Map<string, DemoFile>): Promise<void> {
  for (const file of used.values()) {
    const full = path.join(schemasDir, DEMO_FILE_FOLDER, file.name);
    // A seed naming a file that is not there would show a broken picture: refused while the demo loads, by name.
    if (!fs.existsSync(full)) throw new Error(`演示数据引用的文件不存在：schemas/${DEMO_FILE_FOLDER}/${file.name}`);
    const bytes = fs.readFileSync(full);
    const type = FILE_TYPES[file.name.split('.').pop()!.toLowerCase()];
    await files.insert(db, {
      id: stableId(`file:${file.key}`), key: file.key, biz: DEMO_KEY_BIZ, name: file.name, contentType: type?.contentType ?? 'application/octet-stream',
      size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), companyId: file.companyId, projectId: file.projectId, username: 'admin',
    });
  }
}
