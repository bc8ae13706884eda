import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, ok } from '../http/envelope';
import { ID, requestErrors, requestSchema, text } from '../http/request-schemas';
import { flowPeople } from '../tables/stores/flow-people-store';
import { flowStore } from '../tables/stores/flow-store';
import { actOnTask, startFlow, urgeFlow, withdrawFlow, type FlowServices, type TaskAction } from './flow-service';
import { instanceDetail } from './flow-detail';
import { deployFlow } from './flow-deploy';
import { lintFlow } from './flow-lint';
import { wireListRow } from './flow-wire';

const PAGING = { pageNo: text(6), pageSize: text(4), processKey: text(64), keyword: text(100), status: text(12) };
const TABS = ['todo', 'done', 'started', 'cc'] as const;
const ACTIONS: TaskAction[] = ['approve', 'reject', 'return', 'transfer', 'addSign'];
const opts = (parts: Parameters<typeof requestSchema>[0]) => ({ schema: requestSchema(parts), schemaErrorFormatter: requestErrors });

function paging(query: { pageNo?: string; pageSize?: string }) {
  const size = Math.min(Math.max(Number(query.pageSize) || 10, 1), 100);
  const current = Math.max(Number(query.pageNo) || 1, 1);
  return { size, current, offset: (current - 1) * size };
}

const page = <T>(rows: T[], total: number, p: { size: number; current: number }) =>
  ({ records: rows, total, size: p.size, current: p.current, pages: Math.ceil(total / p.size) });

/**
 * The workflow's endpoints under `company/flow`: the user's lists (待办, 已办, 我发起的, 抄送我的) and counts, one
 * instance's page, submitting, the approvers' decisions, withdrawing and urging; and for administrators the process
 * definitions (deploy, lint, suspend) and every instance (suspend, reassign a stuck task).
 */
export function flowRoutes(app: FastifyInstance, services: FlowServices): void {
  const { db } = services;
  app.get('/devops/company/flow/task/list', opts({ querystring: { ...PAGING, tab: text(10) } }), async (request) => {
    const auth = requireAuth(request);
    const query = request.query as Record<string, string | undefined>;
    const tab = (TABS as readonly string[]).includes(query.tab ?? '') ? (query.tab as (typeof TABS)[number]) : 'todo';
    const p = paging(query);
    const { rows, total } = await flowStore.userList(db, auth.userId, tab, { processKey: query.processKey, keyword: query.keyword?.trim() }, { offset: p.offset, limit: p.size });
    return ok(page(rows.map(wireListRow), total, p));
  });

  app.get('/devops/company/flow/task/counts', async (request) => {
    const auth = requireAuth(request);
    const one = { offset: 0, limit: 1 };
    const counts = await Promise.all(TABS.map((tab) => flowStore.userList(db, auth.userId, tab, {}, one).then((r) => r.total)));
    return ok(Object.fromEntries(TABS.map((tab, i) => [tab, counts[i]])));
  });

  app.get('/devops/company/flow/instance/detail', opts({ querystring: { id: ID, taskId: ID } }), async (request) => {
    const auth = requireAuth(request);
    const { id, taskId } = request.query as { id?: string; taskId?: string };
    return ok(await instanceDetail(services, auth, { id, taskId }));
  });

  app.get('/devops/company/flow/instance/byBusiness', opts({ querystring: { pageCode: text(100), id: ID } }), async (request) => {
    const auth = requireAuth(request);
    const { pageCode, id } = request.query as { pageCode?: string; id?: string };
    if (!pageCode || !id) throw new ApiError(400, '缺少参数');
    const [latest] = await flowStore.instancesOf(db, pageCode, id);
    if (!latest) throw new ApiError(404, '该单据还没有提交审批');
    return ok(await instanceDetail(services, auth, { id: latest.id }));
  });

  app.post('/devops/company/flow/instance/start', { ...opts({ body: { pageCode: text(100), id: ID } }), config: { idempotent: true } }, async (request) => {
    const auth = requireAuth(request);
    const { pageCode, id } = (request.body ?? {}) as { pageCode?: string; id?: string };
    if (!pageCode || !id) throw new ApiError(400, '缺少参数');
    return ok(await startFlow(services, auth, pageCode, id), '提交成功，已进入审批');
  });

  for (const action of ACTIONS) {
    // 加签 creates a task for someone else: a retried click must not add them twice. The other actions close the task,
    // so a repeat is refused as already handled.
    app.post(`/devops/company/flow/task/${action}`, { ...opts({
      body: { taskId: ID, comment: text(1000), attachments: text(2000), targetNode: text(100), toUser: text(100), position: text(10), values: { type: 'object' } },
    }), config: { idempotent: action === 'addSign' } }, async (request) => {
      const auth = requireAuth(request);
      const body = (request.body ?? {}) as { taskId?: string; position?: string } & Record<string, unknown>;
      if (!body.taskId) throw new ApiError(400, '缺少参数 taskId');
      const message = await actOnTask(services, auth, body.taskId, action, {
        comment: body.comment as string | undefined, attachments: body.attachments as string | undefined, targetNode: body.targetNode as string | undefined,
        toUser: body.toUser as string | undefined, position: body.position === 'after' ? 'after' : 'before', values: body.values as Record<string, unknown> | undefined,
      });
      return ok(null, message);
    });
  }

  app.post('/devops/company/flow/instance/withdraw', opts({ body: { id: ID, comment: text(1000) } }), async (request) => {
    const auth = requireAuth(request);
    const { id, comment } = (request.body ?? {}) as { id?: string; comment?: string };
    if (!id) throw new ApiError(400, '缺少参数 id');
    await withdrawFlow(services, auth, id, comment);
    return ok(null, '已撤回，可修改后重新提交');
  });

  app.post('/devops/company/flow/instance/urge', opts({ body: { id: ID } }), async (request) => {
    const auth = requireAuth(request);
    const { id } = (request.body ?? {}) as { id?: string };
    if (!id) throw new ApiError(400, '缺少参数 id');
    const n = await urgeFlow(services, auth, id);
    return ok(n, `已催办 ${n} 位审批人`);
  });

  // 流程定义 / 流程实例 (administrators)
  app.get('/devops/company/flow/definition/list', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'flow:definition:list');
    return ok((await flowStore.definitions(db)).map((d) => wireListRow({ ...d })));
  });

  app.get('/devops/company/flow/definition/queryById', opts({ querystring: { id: ID } }), async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'flow:definition:list');
    const def = await flowStore.definition(db, (request.query as { id?: string }).id ?? '');
    if (!def) throw new ApiError(404, '流程定义不存在');
    return ok({ ...wireListRow({ ...def }), xml: def.xml });
  });

  app.post('/devops/company/flow/definition/lint', opts({ body: { xml: text(500_000), formCode: text(100) } }), async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'flow:definition:deploy');
    const { xml, formCode } = (request.body ?? {}) as { xml?: string; formCode?: string };
    const fields = formCode ? services.tables.get(formCode)?.page.fields.map((f) => f.name) : undefined;
    return ok(await lintFlow(xml ?? '', fields));
  });

  app.post('/devops/company/flow/definition/deploy', { ...opts({ body: { xml: text(500_000), formCode: text(100) } }), config: { idempotent: true } }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'flow:definition:deploy');
    const { xml, formCode } = (request.body ?? {}) as { xml?: string; formCode?: string };
    const result = await deployFlow(services, { xml: xml ?? '', formCode: formCode ?? null, origin: 'studio', by: auth.username });
    const message = result.unchanged ? `「${result.name}」没有改动，仍是第 ${result.version} 版` : `已部署「${result.name}」第 ${result.version} 版`;
    return ok({ ...wireListRow({ ...result }), problems: result.problems }, message);
  });

  for (const [path, status] of [['suspend', 'suspended'], ['resume', 'active']] as const) {
    app.post(`/devops/company/flow/definition/${path}`, opts({ body: { processKey: text(64) } }), async (request) => {
      const auth = requireAuth(request);
      await assertPermission(db, auth, 'flow:definition:deploy');
      const { processKey } = (request.body ?? {}) as { processKey?: string };
      if (!(await flowStore.setDefinitionStatus(db, processKey ?? '', status))) throw new ApiError(404, '流程定义不存在');
      return ok(null, status === 'active' ? '流程已启用' : '流程已停用，已发起的流程继续运行');
    });
  }

  app.get('/devops/company/flow/instance/list', opts({ querystring: PAGING }), async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'flow:instance:list');
    const query = request.query as Record<string, string | undefined>;
    const p = paging(query);
    const { rows, total } = await flowStore.instances(db, { status: query.status, processKey: query.processKey, keyword: query.keyword?.trim() }, { offset: p.offset, limit: p.size });
    return ok(page(rows.map(wireListRow), total, p));
  });

  for (const [path, suspended] of [['suspend', true], ['resume', false]] as const) {
    app.post(`/devops/company/flow/instance/${path}`, opts({ body: { id: ID } }), async (request) => {
      const auth = requireAuth(request);
      await assertPermission(db, auth, 'flow:instance:manage');
      if (!(await flowStore.setSuspended(db, (request.body as { id?: string } | undefined)?.id ?? '', suspended))) throw new ApiError(400, '流程实例不存在或已结束');
      return ok(null, suspended ? '流程已挂起' : '流程已恢复');
    });
  }

  app.post('/devops/company/flow/task/reassign', opts({ body: { taskId: ID, toUser: text(100) } }), async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'flow:instance:manage');
    const { taskId, toUser } = (request.body ?? {}) as { taskId?: string; toUser?: string };
    const [userId] = toUser ? await flowPeople.byUsernames(db, [toUser]) : [];
    if (!userId) throw new ApiError(400, '请选择有效的人员');
    if (!(await flowStore.reassignTask(db, taskId ?? '', userId))) throw new ApiError(400, '任务不存在或已处理');
    return ok(null, '已改派');
  });
}
