// Writes docs/modules.md: every business item of the spec's §1 → the pages that realise it → their menu paths (view,
// group, entry), schema files, scope, the roles that see them, their demo rows — generated from docs/spec-items.json,
// the schemas and the menus, so the catalogue can never drift from what is served. `npx tsx scripts/modules-catalogue.ts`
// rewrites it; `--check` only compares (a contract test runs that in CI).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSchemaFolder } from '../server/src/schemas/schema-folder';
import type { MenuItemFile } from '../server/src/schemas/schema-store';
import { isDataPage, type DataPageSchema, type PageSchema } from '../src/engine/schema/page-schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUE = path.join(root, 'docs', 'modules.md');

interface SpecItem { item: string; pages?: string[]; routes?: string[]; issue?: number }
interface SpecArea { area: string; items: SpecItem[] }

interface MenuPlace { view: string; path: string; url: string; roles: string[] }

const VIEW: Record<string, string> = { '11': '公司视图', '12': '项目视图' };
const SCOPE: Record<string, string> = { global: '全局', company: '按公司', project: '按项目' };

export function generateCatalogue(): string {
  const schemasDir = path.join(root, 'schemas');
  const folder = readSchemaFolder(schemasDir);
  const pages = new Map<string, { page: PageSchema; file: string }>();
  for (const entry of folder.pages) if (entry.page) pages.set(entry.page.code, { page: entry.page, file: `schemas/${entry.file}` });
  // Menu places of each component, with the path of group names leading to it.
  const places = new Map<string, MenuPlace[]>();
  for (const menu of folder.menus) {
    const walk = (items: MenuItemFile[], trail: string[]) => items.forEach((item) => {
      if (item.children?.length) walk(item.children, [...trail, item.name]);
      else if (item.component) {
        const key = item.component.startsWith('schema:') ? item.component.slice(7) : item.url;
        places.set(key, [...(places.get(key) ?? []), { view: VIEW[menu.menuCode], path: [...trail, item.name].join(' › '), url: item.url, roles: item.roles }]);
      }
    });
    walk(menu.items, []);
  }
  const seedRows = new Map(folder.seeds.map((s) => [s.page, s.rows.length]));
  const spec = JSON.parse(fs.readFileSync(path.join(root, 'docs', 'spec-items.json'), 'utf8')) as { areas: SpecArea[] };

  const lines: string[] = [
    '# 业务模块目录',
    '',
    '<!-- 由 scripts/modules-catalogue.ts 根据 docs/spec-items.json、schemas/ 与菜单生成，请勿手改；改动后运行 `npx tsx scripts/modules-catalogue.ts`。 -->',
    '',
    '产品规格 §1 列出的每一项业务 → 实现它的页面 → 菜单位置、模式文件、数据范围、可见角色与演示数据行数。各业务域的设计取舍见 `docs/modules/*.md`。',
    '',
  ];
  let realised = 0;
  let total = 0;
  const used = new Set<string>();
  for (const area of spec.areas) {
    lines.push(`## ${area.area}`, '', '| 规格条目 | 页面 | 菜单位置 | 模式文件 | 范围 | 角色 | 演示数据 |', '|---|---|---|---|---|---|---|');
    for (const item of area.items) {
      total += 1;
      const rows: string[] = [];
      for (const code of item.pages ?? []) {
        used.add(code);
        const found = pages.get(code);
        if (!found) {
          rows.push(`| ${item.item} | \`${code}\`（缺失） | — | — | — | — | — |`);
          continue;
        }
        const page = found.page;
        const where = places.get(code) ?? [];
        const menuText = where.length ? where.map((p) => `${p.view}：${p.path}`).join('<br>') : '（无菜单）';
        const roles = [...new Set(where.flatMap((p) => p.roles))].join('、') || '—';
        const scope = isDataPage(page) ? SCOPE[(page as DataPageSchema).scope] ?? '—' : '—';
        const demo = seedRows.get(code);
        rows.push(`| ${item.item} | ${page.title}（\`${code}\`，${page.kind}） | ${menuText} | \`${found.file}\` | ${scope} | ${roles} | ${demo ?? (code.startsWith('flow/') ? '审批演示数据' : '—')} |`);
      }
      for (const route of item.routes ?? []) {
        const where = places.get(route) ?? [];
        const menuText = where.length ? where.map((p) => `${p.view}：${p.path}`).join('<br>') : '固定路由';
        rows.push(`| ${item.item} | 平台页面 \`${route}\` | ${menuText} | — | — | ${[...new Set(where.flatMap((p) => p.roles))].join('、') || '—'} | — |`);
      }
      if (!rows.length) rows.push(`| ${item.item} | 未实现（见 issue ${item.issue}） | — | — | — | — | — |`);
      else realised += 1;
      lines.push(...rows);
    }
    lines.push('');
  }
  const unlisted = [...pages.keys()].filter((code) => !used.has(code) && !code.startsWith('sys/') && isDataPage(pages.get(code)!.page) && !places.get(code)?.length);
  lines.push('## 统计', '', `规格条目 ${total} 项，已有页面实现 ${realised} 项。业务页面共 ${[...pages.keys()].filter((c) => !c.startsWith('sys/')).length} 个。`);
  if (unlisted.length) lines.push('', `未挂菜单的页面：${unlisted.map((c) => `\`${c}\``).join('、')}`);
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = generateCatalogue();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(CATALOGUE) ? fs.readFileSync(CATALOGUE, 'utf8') : '';
    if (current !== text) {
      console.error('docs/modules.md 不是最新的：请运行 npx tsx scripts/modules-catalogue.ts');
      process.exit(1);
    }
    console.log('docs/modules.md 是最新的');
  } else {
    fs.writeFileSync(CATALOGUE, text);
    console.log(`已生成 ${path.relative(root, CATALOGUE)}`);
  }
}
