import fs from 'node:fs';
import path from 'node:path';
import { assertPageSchema } from '@/engine/schema/validate-page';
import type { PageSchema } from '@/engine/schema/page-schema';

export interface MenuItemFile {
  key: string;
  name: string;
  url: string;
  component?: string;
  icon?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  roles: string[];
  buttons?: { name: string; perms: string; permsType?: '1' | '2'; roles: string[] }[];
  children?: MenuItemFile[];
}

export interface MenuFile {
  menuCode: '11' | '12';
  title: string;
  items: MenuItemFile[];
}

export interface DictFile {
  dicts: { code: string; name: string; items: [string, string][] }[];
}

/** Every schema file the server knows, loaded and validated once at boot. */
export interface SchemaStore {
  pages: Map<string, PageSchema>;
  menus: MenuFile[];
  dicts: DictFile['dicts'];
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listJson(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: JSON 解析失败：${(err as Error).message}`);
  }
}

/** Loads `schemas/`; a single invalid page schema stops the boot with every problem listed. */
export function loadSchemaStore(schemasDir: string): SchemaStore {
  const pages = new Map<string, PageSchema>();
  for (const file of listJson(path.join(schemasDir, 'modules'))) {
    const page = assertPageSchema(readJson(file), path.relative(schemasDir, file));
    if (pages.has(page.code)) throw new Error(`${file}: 页面编码 ${page.code} 重复`);
    pages.set(page.code, page);
  }
  const menus = listJson(path.join(schemasDir, 'menus')).map((f) => readJson(f) as MenuFile);
  const dicts = listJson(path.join(schemasDir, 'dicts')).flatMap((f) => (readJson(f) as DictFile).dicts);
  return { pages, menus, dicts };
}
