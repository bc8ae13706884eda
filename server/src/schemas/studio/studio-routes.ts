import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tablePage } from '@/engine/schema/page-schema';
import { DB_SCHEMA_PREFIX } from '@/engine/schema/schema-folders';
import type { SchemaChange } from '@/engine/schema/schema-diff';
import type { StudioSchemaDetail, StudioSchemaRow, StudioVersionRow } from '@/engine/schema/wire';
import { requireAuth } from '../../auth/auth-plugin';
import { assertPermission } from '../../auth/access';
import { ApiError, ok } from '../../http/envelope';
import { ID, requestErrors, requestSchema, text } from '../../http/request-schemas';
import { roleViews, studioMenus, studioStore, type VersionRow } from '../../tables/stores/studio-store';
import { DEFAULT_MENU_ROLES, MODULE_ACTION_NAMES, MODULE_ACTIONS, suggestedGrants } from '@/engine/schema/studio-grants';
import { checkDraft, STUDIO_CODE } from './studio-check';
import { auditName, formatSchema, publishDraft, rollback, type PublishContext, type PublishResult } from './studio-publish';
import { withdrawSchema } from './studio-withdraw';

const LIST = 'system:studio:list';
const SAVE = 'system:studio:save';
const PUBLISH = 'system:studio:publish';
/** A schema body: the largest module files are about 60 KB. */
const BODY = text(400_000);
const opts = (parts: Parameters<typeof requestSchema>[0]) => ({ schema: requestSchema(parts), schemaErrorFormatter: requestErrors });

function codeOf(value: unknown): string {
  if (typeof value !== 'string' || !STUDIO_CODE.test(value) || value.length > 100) throw new ApiError(400, '页面编码应形如 vehicle/repair（小写字母开头，斜杠分段）');
  return value;
}

const wireVersion = (v: VersionRow): StudioVersionRow => ({
  id: v.id, code: v.code, version: v.version, action: v.action, comment: v.comment, createBy: v.create_by, createTime: v.create_time,
  diff: JSON.parse(v.diff) as SchemaChange[],
});

/** Every publish and rollback is written to the operation log under the studio, with the code and the version. */
function audit(request: FastifyRequest, result: PublishResult, action: 'publish' | 'rollback', from?: number): void {
  request.operationNote = { module: 'sys/studio', moduleName: auditName(result, action, from), recordId: result.code };
}

function published(result: PublishResult, what: string): string {
  const failed = result.outcome?.problems.filter((p) => p.includes(result.code)) ?? [];
  return failed.length ? `已${what}第 ${result.version} 版，但应用时出现问题：${failed[0]}` : `已${what}第 ${result.version} 版，已打开此页面的用户会自动载入新版本`;
}

/**
 * 模式设计器's endpoints under `sys/studio`: the schemas (files and published ones), drafts, the check a publish runs,
 * publishing, the history and rollback, and each role's view of a page for the preview. Administrators only: each
 * route checks its button permission (查看, 保存草稿, 发布).
 */
export function studioRoutes(app: FastifyInstance, ctx: PublishContext): void {
  const { db, store } = ctx;

  app.get('/devops/sys/studio/list', opts({ querystring: {} }), async (request) => {
    await assertPermission(db, requireAuth(request), LIST);
    const [latest, drafts] = await Promise.all([studioStore.latest(db), studioStore.drafts(db)]);
    const byCode = new Map(latest.filter((v) => v.action !== 'withdraw').map((v) => [v.code, v]));
    const withdrawn = new Map(latest.filter((v) => v.action === 'withdraw').map((v) => [v.code, v]));
    const draftCodes = new Set(drafts.map((d) => d.code));
    const conflicts = new Map(store.problems.filter((p) => p.startsWith(DB_SCHEMA_PREFIX) && p.includes('#/code:')).map((p) => [p.slice(DB_SCHEMA_PREFIX.length, p.indexOf('.json#')), p]));
    const rows: StudioSchemaRow[] = [];
    for (const [code, page] of store.pages) {
      const file = store.pageFiles.get(code) ?? null;
      const v = byCode.get(code);
      const fromDb = file?.startsWith(DB_SCHEMA_PREFIX) ?? false;
      rows.push({
        code, title: page.title, kind: page.kind, origin: fromDb ? 'db' : 'file', file, version: v?.version ?? null,
        publishedBy: v?.create_by ?? null, publishedTime: v?.create_time ?? null, hasDraft: draftCodes.has(code), conflict: conflicts.get(code) ?? null,
      });
    }
    const listed = new Set(rows.map((r) => r.code));
    for (const code of new Set([...byCode.keys(), ...withdrawn.keys(), ...draftCodes])) {
      if (listed.has(code)) continue;
      const v = byCode.get(code) ?? withdrawn.get(code);
      rows.push({
        code, title: code, kind: '', origin: byCode.has(code) ? 'db' : v ? 'withdrawn' : 'draft', file: null, version: v?.version ?? null, publishedBy: v?.create_by ?? null,
        publishedTime: v?.create_time ?? null, hasDraft: draftCodes.has(code), conflict: conflicts.get(code) ?? null,
      });
    }
    return ok(rows.sort((a, b) => a.code.localeCompare(b.code)));
  });

  app.get('/devops/sys/studio/queryById', opts({ querystring: { code: text(100) } }), async (request) => {
    await assertPermission(db, requireAuth(request), LIST);
    const code = codeOf((request.query as { code?: string }).code);
    const [draft, latest] = await Promise.all([studioStore.draft(db, code), studioStore.latestOf(db, code)]);
    const live = latest?.action === 'withdraw' ? undefined : latest;
    const page = store.pages.get(code);
    const fromFile = page && !store.pageFiles.get(code)?.startsWith(DB_SCHEMA_PREFIX);
    if (!draft && !latest && !page) throw new ApiError(404, `模式 ${code} 不存在`);
    const detail: StudioSchemaDetail = {
      code, origin: live ? 'db' : fromFile ? 'file' : latest ? 'withdrawn' : 'draft', draft: draft?.body ?? null, draftBy: draft?.update_by ?? null,
      draftTime: draft?.update_time ?? null, published: live?.body ?? (fromFile ? formatSchema(page) : null), version: latest?.version ?? null,
    };
    return ok(detail);
  });

  app.post('/devops/sys/studio/check', opts({ body: { code: text(100), body: BODY } }), async (request) => {
    await assertPermission(db, requireAuth(request), LIST);
    const { code, body } = (request.body ?? {}) as { code?: string; body?: string };
    return ok((await checkDraft(ctx, codeOf(code), body ?? '')).check);
  });

  // A draft is saved whatever its state (even text that is not yet JSON): only publishing is refused.
  app.post('/devops/sys/studio/saveDraft', opts({ body: { code: text(100), body: BODY } }), async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, SAVE);
    const { code: raw, body } = (request.body ?? {}) as { code?: string; body?: string };
    const code = codeOf(raw);
    const page = store.pages.get(code);
    if (page && !store.pageFiles.get(code)?.startsWith(DB_SCHEMA_PREFIX)) {
      throw new ApiError(400, `页面 ${code} 由文件 ${store.pageFiles.get(code)} 描述，请在文件中修改，或另取一个编码`);
    }
    if (!body?.trim()) throw new ApiError(400, '草稿内容不能为空');
    await studioStore.saveDraft(db, code, body, auth.username);
    const { check } = await checkDraft(ctx, code, body);
    return ok(check, check.publishable ? '草稿已保存，可以发布' : `草稿已保存（有 ${check.problems.length || 1} 个问题，改正后才能发布）`);
  });

  app.post('/devops/sys/studio/publish', { ...opts({ body: { code: text(100), comment: text(500) } }), config: { idempotent: true } }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, PUBLISH);
    const { code, comment } = (request.body ?? {}) as { code?: string; comment?: string };
    const result = await publishDraft(ctx, codeOf(code), comment?.trim() || null, auth.username);
    audit(request, result, 'publish');
    return ok(result, published(result, '发布'));
  });

  app.get('/devops/sys/studio/history', opts({ querystring: { code: text(100) } }), async (request) => {
    await assertPermission(db, requireAuth(request), LIST);
    return ok((await studioStore.versions(db, codeOf((request.query as { code?: string }).code))).map(wireVersion));
  });

  app.get('/devops/sys/studio/version', opts({ querystring: { code: text(100), version: text(6) } }), async (request) => {
    await assertPermission(db, requireAuth(request), LIST);
    const query = request.query as { code?: string; version?: string };
    const v = await studioStore.version(db, codeOf(query.code), Number(query.version));
    if (!v) throw new ApiError(404, '版本不存在');
    return ok({ ...wireVersion(v), body: v.body });
  });

  app.post('/devops/sys/studio/rollback', { ...opts({ body: { code: text(100), version: { type: 'integer', minimum: 1 }, comment: text(500) } }), config: { idempotent: true } }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, PUBLISH);
    const { code, version, comment } = (request.body ?? {}) as { code?: string; version?: number; comment?: string };
    if (!version) throw new ApiError(400, '请选择要回滚到的版本');
    const result = await rollback(ctx, codeOf(code), version, comment?.trim() || null, auth.username);
    audit(request, result, 'rollback', version);
    return ok(result, published(result, '回滚，成为'));
  });

  // 停用: the page is no longer served (its table and rows stay); refused while a menu opens it, or for a file's page.
  app.post('/devops/sys/studio/withdraw', opts({ body: { code: text(100), comment: text(500) } }), async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, PUBLISH);
    const { code, comment } = (request.body ?? {}) as { code?: string; comment?: string };
    const result = await withdrawSchema(ctx, codeOf(code), comment?.trim() || null, auth.username);
    request.operationNote = { module: 'sys/studio', moduleName: `模式设计器：停用 ${result.code}（第 ${result.version} 版）`, recordId: result.code };
    return ok(result, `已停用 ${result.code}：页面不再提供服务，数据表与数据保留；可在历史版本中回滚恢复`);
  });

  // The preview's roles: each role's grants on this page (its menu entry and buttons), as the list and form apply them.
  app.get('/devops/sys/studio/roleViews', opts({ querystring: { code: text(100), permissionPrefix: text(100) } }), async (request) => {
    await assertPermission(db, requireAuth(request), LIST);
    const query = request.query as { code?: string; permissionPrefix?: string };
    const code = codeOf(query.code);
    const served = store.pages.get(code);
    const prefix = (served && tablePage(served)?.permissionPrefix) || query.permissionPrefix || code.replace(/\//g, ':');
    const views = await roleViews(db, `schema:${code}`, prefix);
    return ok(views.map((v) => ({ roleCode: v.role_code, roleName: v.role_name, sees: v.sees, perms: v.perms })));
  });
}

/**
 * 加入菜单: a published page gets its menu entry under a group of the company or project view, with the standard
 * buttons, granted to the chosen roles as `suggestedGrants` says (the preview showed the same); 角色管理 adjusts later.
 */
export function studioMenuRoutes(app: FastifyInstance, ctx: PublishContext): void {
  const { db, store } = ctx;
  app.get('/devops/sys/studio/menuGroups', opts({ querystring: {} }), async (request) => {
    await assertPermission(db, requireAuth(request), PUBLISH);
    return ok((await studioMenus.groups(db)).map((g) => ({ id: g.id, name: g.name, menuCode: g.menu_code })));
  });

  app.post('/devops/sys/studio/addMenu', { ...opts({ body: { code: text(100), parentId: ID, name: text(100), roles: { type: 'array', maxItems: 50, items: text(100) } } }), config: { idempotent: true } }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, PUBLISH);
    const body = (request.body ?? {}) as { code?: string; parentId?: string; name?: string; roles?: string[] };
    const code = codeOf(body.code);
    const page = store.pages.get(code);
    if (!page || !store.pageFiles.get(code)?.startsWith(DB_SCHEMA_PREFIX)) throw new ApiError(400, `模式 ${code} 尚未发布或已停用`);
    const group = (await studioMenus.groups(db)).find((g) => g.id === body.parentId);
    if (!group) throw new ApiError(400, '请选择菜单分组');
    const component = `schema:${code}`;
    if (await studioMenus.exists(db, group.menu_code, component)) throw new ApiError(400, `${group.menu_code === '12' ? '项目' : '公司'}视图的菜单中已有此页面`);
    const prefix = tablePage(page)?.permissionPrefix;
    const buttons = prefix ? MODULE_ACTIONS.map((a) => ({ name: MODULE_ACTION_NAMES[a], perms: `${prefix}:${a}` })) : [];
    const roles = body.roles?.length ? body.roles : DEFAULT_MENU_ROLES;
    const grants = Object.fromEntries(roles.map((r) => [r, prefix ? suggestedGrants(r, prefix) : []]));
    const name = body.name?.trim() || page.title;
    await db.transaction((tx) => studioMenus.add(tx, group, { parentId: group.id, name, url: `/${code}`, component, buttons, grants, by: auth.username }));
    request.operationNote = { module: 'sys/studio', moduleName: `模式设计器：${code} 加入菜单「${group.name}」`, recordId: code };
    return ok(null, `已加入菜单「${group.name} / ${name}」，相关用户刷新页面后可见`);
  });
}
