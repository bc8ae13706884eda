import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import {
  findById, idParam, idsParam, insertRow, nestRows, pagedList, pickWritable, updateRow, wireRows, zhSchemaErrors, type AdminTable,
} from './admin-list';

const ROOT = '0';
const CATEGORIES: AdminTable = {
  table: 'sys_category',
  columns: {
    id: 'id', pid: 'pid', name: 'name', code: 'code', hasChild: 'has_child',
    createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  filters: ['name', 'code'],
  sortable: ['name', 'code'],
  defaultOrder: 'code ASC',
};
// The parent is set on creation only: moving nodes could make cycles, and JeecgBoot's screen does not.
const WRITABLE = { name: 'name', code: 'code' };
const FIELDS = {
  // Empty or null on add: a root node.
  pid: { type: ['string', 'null'], maxLength: 32 },
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  code: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
};
const errors = zhSchemaErrors({ id: 'ID', pid: '父级节点', name: '分类名称', code: '分类编码' }, { code: '分类编码只能由字母、数字、下划线或横线组成' });

interface Row { id: string; pid: string; name: string; code: string; has_child: string }

/** JeecgBoot's TreeSelectModel, what the category select widget reads. */
const treeNode = (r: Row) => ({ key: r.id, title: r.name, value: r.id, code: r.code, parentId: r.pid, isLeaf: r.has_child !== '1' });

async function refreshHasChild(db: Queryable, ids: string[]) {
  const parents = ids.filter((id) => id !== ROOT);
  if (parents.length === 0) return;
  await db.query(
    `UPDATE sys_category c SET has_child = CASE WHEN EXISTS (SELECT 1 FROM sys_category k WHERE k.pid = c.id) THEN '1' ELSE '0' END WHERE c.id = ANY($1)`,
    [parents],
  );
}

/**
 * The category tree (`sys/category`, JeecgBoot's 分类字典). Administration needs `system:category:*`; the three
 * loaders the category select widget calls in ordinary forms (`loadTreeRoot`, `loadTreeChildren`,
 * `loadAllData`) are open to every signed-in user, like dictionary items.
 */
export function categoryRoutes(app: FastifyInstance, db: Database): void {
  const can = (code: string) => ({ preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), `system:category:${code}`) });
  const signedIn = { preValidation: async (request: FastifyRequest) => void requireAuth(request) };
  const children = async (pid: string) =>
    (await db.query<Row>('SELECT id, pid, name, code, has_child FROM sys_category WHERE pid = $1 ORDER BY code, id', [pid])).rows;
  const assertCodeFree = async (code: unknown, exceptId = '') => {
    if (typeof code !== 'string') return;
    if ((await db.query('SELECT 1 FROM sys_category WHERE code = $1 AND id <> $2', [code, exceptId])).rows.length) throw new ApiError(400, `分类编码 ${code} 已存在`);
  };

  // Roots page by page; a search by name or code looks through the whole tree.
  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/category/rootList', can('list'), async (request) => {
    const searching = ['name', 'code'].some((f) => typeof request.query[f] === 'string' && request.query[f] !== '');
    return ok(await pagedList(db, searching ? CATEGORIES : { ...CATEGORIES, where: 'pid = $1', params: [ROOT] }, request.query));
  });
  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/category/list', can('list'), async (request) => ok(await pagedList(db, CATEGORIES, request.query)));

  app.get<{ Querystring: { pid?: string } }>('/devops/sys/category/childList', can('list'), async (request) =>
    ok(await wireRows(db, CATEGORIES, (await db.query('SELECT * FROM sys_category WHERE pid = $1 ORDER BY code, id', [idParam(request.query.pid)])).rows)));

  app.get<{ Querystring: { id?: string } }>('/devops/sys/category/queryById', can('list'), async (request) => ok(await findById(db, CATEGORIES, request.query.id)));

  app.get('/devops/sys/category/queryTreeList', can('list'), async () => {
    const { rows } = await db.query<Row>('SELECT id, pid, name, code, has_child FROM sys_category ORDER BY code, id');
    return ok(nestRows(rows.map((r) => ({ id: r.id, pid: r.pid, name: r.name, code: r.code, hasChild: r.has_child, key: r.id, title: r.name, value: r.id })), 'id', 'pid'));
  });

  /** Children of the category with code `pcode` (the roots without one); `async=false` nests the whole subtree. */
  app.get<{ Querystring: { pcode?: string; async?: string } }>('/devops/sys/category/loadTreeRoot', signedIn, async (request) => {
    const { pcode, async: lazy } = request.query;
    let pid = ROOT;
    if (pcode && pcode !== ROOT) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM sys_category WHERE code = $1', [pcode]);
      if (!rows[0]) throw new ApiError(404, '该分类不存在');
      pid = rows[0].id;
    }
    if (lazy !== 'false') return ok((await children(pid)).map(treeNode));
    const all = await subtree(pid, false);
    return ok(nestRows(all.map(treeNode), 'key', 'parentId'));
  });

  app.get<{ Querystring: { pid?: string } }>('/devops/sys/category/loadTreeChildren', signedIn, async (request) =>
    ok((await children(idParam(request.query.pid))).map(treeNode)));

  /** Every node of the category with this code, itself included, flat (JeecgBoot `loadAllData`). */
  app.get<{ Querystring: { code?: string } }>('/devops/sys/category/loadAllData', signedIn, async (request) => {
    const code = request.query.code;
    if (!code) throw new ApiError(400, '参数 code 不能为空');
    let rows: Row[];
    if (code === ROOT) rows = await subtree(ROOT, false);
    else {
      const start = await db.query<{ id: string }>('SELECT id FROM sys_category WHERE code = $1', [code]);
      if (!start.rows[0]) throw new ApiError(404, '该分类不存在');
      rows = await subtree(start.rows[0].id, true);
    }
    return ok(rows.map((r) => ({ id: r.id, pid: r.pid, name: r.name, code: r.code })));
  });

  async function subtree(rootId: string, includeRoot: boolean): Promise<Row[]> {
    const { rows } = await db.query<Row>(
      `WITH RECURSIVE t AS (
         SELECT id, pid, name, code, has_child, 0 AS depth FROM sys_category WHERE ${includeRoot ? 'id' : 'pid'} = $1
         UNION ALL
         SELECT c.id, c.pid, c.name, c.code, c.has_child, t.depth + 1 FROM sys_category c JOIN t ON c.pid = t.id WHERE t.depth < 50)
       SELECT id, pid, name, code, has_child FROM t ORDER BY depth, code, id`,
      [rootId],
    );
    return rows;
  }

  app.post<{ Body: Record<string, unknown> }>('/devops/sys/category/add', {
    ...can('add'), schemaErrorFormatter: errors,
    schema: { body: { type: 'object', required: ['name', 'code'], properties: FIELDS } },
  }, async (request) => {
    const auth = requireAuth(request);
    const pid = typeof request.body.pid === 'string' && request.body.pid !== '' ? request.body.pid : ROOT;
    if (pid !== ROOT && !(await db.query('SELECT 1 FROM sys_category WHERE id = $1', [pid])).rows.length) throw new ApiError(400, '父级节点不存在');
    await assertCodeFree(request.body.code);
    const id = randomBytes(16).toString('hex');
    await db.transaction(async (tx) => {
      await insertRow(tx, 'sys_category', [['id', id], ['pid', pid], ...pickWritable(request.body, WRITABLE), ['create_by', auth.username]]);
      await refreshHasChild(tx, [pid]);
    });
    return { ...okMessage('添加成功！'), id };
  });

  const edit = async (request: FastifyRequest<{ Body: Record<string, unknown> }>) => {
    const auth = requireAuth(request);
    const id = idParam(request.body.id);
    await assertCodeFree(request.body.code, id);
    if (!(await updateRow(db, 'sys_category', id, pickWritable(request.body, WRITABLE), auth.username))) throw new ApiError(404, '未找到对应实体');
    return okMessage('编辑成功!');
  };
  const editSchema = {
    ...can('edit'), schemaErrorFormatter: errors,
    schema: { body: { type: 'object', required: ['id'], properties: { ...FIELDS, id: { type: 'string', maxLength: 64 } } } },
  };
  app.put<{ Body: Record<string, unknown> }>('/devops/sys/category/edit', editSchema, edit);
  app.post<{ Body: Record<string, unknown> }>('/devops/sys/category/edit', editSchema, edit);

  /** Deletes nodes whose children are all being deleted too; a node that would orphan others is refused. */
  const remove = async (ids: string[]) => {
    const { rows } = await db.query<{ pid: string }>('SELECT DISTINCT pid FROM sys_category WHERE id = ANY($1)', [ids]);
    const orphans = await db.query('SELECT 1 FROM sys_category WHERE pid = ANY($1) AND NOT (id = ANY($1)) LIMIT 1', [ids]);
    if (orphans.rows.length) throw new ApiError(400, '该分类下还有子节点，请先删除子节点');
    return db.transaction(async (tx) => {
      const res = await tx.query('DELETE FROM sys_category WHERE id = ANY($1)', [ids]);
      await refreshHasChild(tx, rows.map((r) => r.pid));
      return res.rowCount;
    });
  };

  app.delete<{ Querystring: { id?: string } }>('/devops/sys/category/delete', can('delete'), async (request) => {
    if (!(await remove([idParam(request.query.id)]))) throw new ApiError(404, '未找到对应实体');
    return okMessage('删除成功!');
  });

  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/category/deleteBatch', can('delete'), async (request) => {
    await remove(idsParam(request.query.ids));
    return okMessage('批量删除成功!');
  });
}
