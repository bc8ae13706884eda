import { lintSchemaFolder } from '@/engine/schema/lint';
import { isObject } from '@/engine/schema/lint/guard';
import { moduleTablePage, tablePage, type PageSchema } from '@/engine/schema/page-schema';
import { DB_SCHEMA_PREFIX, dbSchemaPath } from '@/engine/schema/schema-folders';
import type { StudioCheck, StudioProblem } from '@/engine/schema/wire';
import type { Database } from '../../db/database';
import { lintFlow } from '../../flows/flow-lint';
import { flowStore } from '../../tables/stores/flow-store';
import { studioStore } from '../../tables/stores/studio-store';
import { dryRunTable } from '../../tables/table-dry-run';
import { tableColumns } from '../../tables/table-ddl';
import { databaseSchemaFiles, parseBody } from '../database-schemas';
import { readSchemaFiles } from '../schema-folder';
import type { SchemaStore } from '../schema-store';

/** What the studio's checks read: the database, and the store of what every process serves. */
export interface StudioContext {
  db: Database;
  store: SchemaStore;
}

/** A page code as the meta-schema allows it (`vehicle/repair`), also the key of a draft. */
export const STUDIO_CODE = /^[a-z][a-zA-Z0-9]*(\/[a-z][a-zA-Z0-9]*)+$/;

/**
 * What a page made in the browser may not do, beyond what the linter refuses in any file: serve a platform screen, run
 * server hooks (those are wired by developers, in files), or carry another code than the one it is saved under.
 */
function guardProblems(code: string, json: Record<string, unknown>): StudioProblem[] {
  const problems: StudioProblem[] = [];
  if (json.code !== code) problems.push({ pointer: '/code', message: `页面编码应为 "${code}"（与草稿的编码一致）` });
  if (json.source === 'platform') problems.push({ pointer: '/source', message: '模式设计器只能发布业务模块：平台页面（source: "platform"）只能写在文件中' });
  if ('hooks' in json) problems.push({ pointer: '/hooks', message: '服务端钩子只能由开发人员在模式文件中配置，模式设计器发布的页面不能使用' });
  return problems;
}

/**
 * A page sent through approval names a process that is deployed, and whose conditions and assignees read fields the
 * page has: otherwise the lint of a file page's process would have caught it at deploy, but a studio page would publish
 * and route every application as if its amount were empty. Warnings (a node's rights on a field the form lacks) pass.
 */
async function approvalProblems(ctx: StudioContext, page: PageSchema): Promise<StudioProblem[]> {
  if (page.kind !== 'crud' || !page.approval?.process) return [];
  const { process } = page.approval;
  const definition = await flowStore.latestDefinition(ctx.db, process);
  if (!definition) return [{ pointer: '/approval/process', message: `流程 "${process}" 尚未部署（请先在流程定义中设计并部署）` }];
  const errors = (await lintFlow(definition.xml, page.fields.map((f) => f.name))).filter((p) => p.category === 'error');
  return errors.map((e) => ({ pointer: '/approval/process', message: `流程「${definition.name}」：${e.message}` }));
}

/** Every table a module page claims: its own and its sub-tables'. */
const tablesOf = (page: PageSchema) => {
  const table = moduleTablePage(page);
  return table ? [table.table, ...(table.subTables ?? []).map((s) => s.table)] : [];
};

/** The tables of this code's withdrawn version (停用 keeps them): still its own, so it can be published again. */
async function withdrawnTables(ctx: StudioContext, code: string): Promise<string[]> {
  const latest = await studioStore.latestOf(ctx.db, code);
  const json = latest?.action === 'withdraw' ? parseBody(latest.body) : undefined;
  return isObject(json) ? tablesOf(json as unknown as PageSchema) : [];
}

/**
 * The served page of this code stays what it is in kind, source and table (as the reload requires), and a table that
 * already exists must be its own: an existing table no page of this code describes is a platform table or another
 * module's (perhaps one whose schema is gone), and the studio never writes into it.
 */
async function tableProblems(ctx: StudioContext, code: string, page: PageSchema): Promise<StudioProblem[]> {
  const served = ctx.store.pages.get(code);
  const fromDb = served !== undefined && ctx.store.pageFiles.get(code)?.startsWith(DB_SCHEMA_PREFIX) === true;
  const ours = new Set(fromDb ? tablesOf(served) : await withdrawnTables(ctx, code));
  if (fromDb && ours.size) {
    const [before, after] = [tablePage(served), tablePage(page)];
    if (served.kind !== page.kind || before?.table !== after?.table) {
      return [{ pointer: before?.table !== after?.table ? '/table' : '/kind', message: `已发布的页面不能改变页面类型或表名（原为 ${served.kind}${before?.table ? `、${before.table}` : ''}）：请另建一个页面` }];
    }
  }
  const claimed = tablesOf(page);
  const existing = await tableColumns(ctx.db, claimed);
  return claimed.flatMap((table, i) => {
    if (!existing.has(table) || ours.has(table)) return [];
    return [{ pointer: i === 0 ? '/table' : `/subTables/${i - 1}/table`, message: `数据表 "${table}" 已存在且不属于本页面（平台表或其他模块的表），请换一个表名` }];
  });
}

/**
 * Checks a draft as publishing would: it must parse; the guard rails; the one linter over every file under schemas/
 * and every other published schema, with the draft at `@db/<code>.json` (so a file of the same code, or a table another
 * page has, is a problem of the draft); its approval process against its fields; then, if all is well, the dry run of
 * its table change.
 *
 * @example
 * const { check } = await checkDraft(ctx, 'fleet/repair', body);
 * check.publishable; // false
 * check.problems; // [{ pointer: '/code', message: '页面编码 "fleet/repair" 已在 modules/fleet/repair.json 使用' }]
 */
export async function checkDraft(ctx: StudioContext, code: string, body: string): Promise<{ check: StudioCheck; page?: PageSchema }> {
  const json = parseBody(body);
  if (json instanceof Error) return { check: { problems: [{ pointer: '/', message: `JSON 格式错误：${json.message}` }], plan: null, publishable: false } };
  if (!isObject(json)) return { check: { problems: [{ pointer: '/', message: '页面模式应是一个 JSON 对象 {…}' }], plan: null, publishable: false } };
  const path = dbSchemaPath(code);
  const others = (await databaseSchemaFiles(ctx.db)).filter((f) => f.path !== path);
  // Seed files are left out, as the reload leaves them out: they only describe demo rows of file pages, their problems
  // are never the draft's, and linting them is nine tenths of the time a check (and so a publish) takes.
  const { problems: lint } = lintSchemaFolder([...readSchemaFiles(ctx.store.dir), ...others, { path, json }], { seeds: false });
  const problems = [...guardProblems(code, json), ...lint.filter((p) => p.file === path).map(({ pointer, message }) => ({ pointer, message }))];
  if (problems.length) return { check: { problems, plan: null, publishable: false } };
  const page = json as unknown as PageSchema;
  problems.push(...(await approvalProblems(ctx, page)), ...(await tableProblems(ctx, code, page)));
  if (problems.length) return { check: { problems, plan: null, publishable: false } };
  const plan = await dryRunTable(ctx.db, page);
  return { check: { problems, plan, publishable: !plan.refused }, page };
}
