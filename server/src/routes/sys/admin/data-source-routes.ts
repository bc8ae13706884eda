import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import { findById, idParam, idsParam, insertRow, pagedList, pickWritable, updateRow, zhSchemaErrors, type AdminTable } from './admin-list';
import { decryptSecret, encryptSecret, loadDataSourceKey } from './data-source-secret';
import { tryConnect, type ConnectionTarget } from './data-source-connect';
import { recordThirdPartyCall } from './third-party-call';

// The password column is not listed: no list, detail or export can select it.
const SOURCES: AdminTable = {
  table: 'sys_data_source',
  columns: {
    id: 'id', name: 'name', code: 'code', dbType: 'db_type', host: 'host', port: 'port', database: 'db_name', username: 'db_username',
    remark: 'remark', createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  filters: ['name', 'code', 'dbType', 'host'],
  sortable: ['name', 'code', 'dbType', 'updateTime'],
  defaultOrder: 'create_time DESC',
};
const WRITABLE = { name: 'name', code: 'code', dbType: 'db_type', host: 'host', port: 'port', database: 'db_name', username: 'db_username', remark: 'remark' };

const FIELDS = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  code: { type: 'string', pattern: '^[a-zA-Z][\\w-]{0,99}$' },
  dbType: { enum: ['postgresql', 'mysql', 'oracle', 'sqlserver'] },
  host: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,255}$' },
  port: { type: 'integer', minimum: 1, maximum: 65535 },
  database: { type: 'string', minLength: 1, maxLength: 100 },
  username: { type: 'string', minLength: 1, maxLength: 100 },
  // null or empty: keep the stored password (see edit).
  password: { type: ['string', 'null'], maxLength: 200 },
  remark: { type: ['string', 'null'], maxLength: 255 },
};
const REQUIRED = ['name', 'code', 'dbType', 'host', 'port', 'database', 'username'];
const errors = zhSchemaErrors(
  { id: 'ID', name: '数据源名称', code: '数据源编码', dbType: '数据库类型', host: '主机', port: '端口', database: '数据库名', username: '用户名', password: '密码', remark: '备注' },
  { code: '数据源编码须以字母开头，由字母、数字、下划线或横线组成', host: '主机只能是域名或 IP 地址' },
);

interface Body { id?: string; password?: string; host?: string; port?: number; [k: string]: unknown }
interface StoredRow { id: string; db_type: string; host: string; port: number; db_name: string; db_username: string; db_password: string | null }

const withoutPassword = (r: Record<string, unknown>) => ({ ...r, password: '' });

/**
 * External data sources (`sys/dataSource`). The password is encrypted at rest, never answered, never logged;
 * an edit without one keeps the stored one, unless the host or port changes (then it must be typed again,
 * so a stored password can never be sent to a new server).
 */
export function dataSourceRoutes(app: FastifyInstance, db: Database): void {
  let key: Promise<Buffer> | undefined;
  const secretKey = () => (key ??= loadDataSourceKey(db));
  const can = (code: string) => ({ preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), `system:datasource:${code}`) });
  const stored = async (id: string) => {
    const { rows } = await db.query<StoredRow>('SELECT id, db_type, host, port, db_name, db_username, db_password FROM sys_data_source WHERE id = $1', [id]);
    if (!rows[0]) throw new ApiError(404, '未找到对应实体');
    return rows[0];
  };
  const assertCodeFree = async (code: unknown, exceptId = '') => {
    if (typeof code !== 'string') return;
    if ((await db.query('SELECT 1 FROM sys_data_source WHERE code = $1 AND id <> $2', [code, exceptId])).rows.length) throw new ApiError(400, `数据源编码 ${code} 已存在`);
  };

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/dataSource/list', can('list'), async (request) => {
    const page = await pagedList(db, SOURCES, request.query);
    return ok({ ...page, records: page.records.map(withoutPassword) });
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/dataSource/queryById', can('list'), async (request) =>
    ok(withoutPassword(await findById(db, SOURCES, request.query.id))));

  app.post<{ Body: Body }>('/devops/sys/dataSource/add', {
    ...can('add'), schemaErrorFormatter: errors,
    schema: { body: { type: 'object', required: REQUIRED, properties: FIELDS } },
  }, async (request) => {
    const auth = requireAuth(request);
    await assertCodeFree(request.body.code);
    const id = randomBytes(16).toString('hex');
    const password = request.body.password ? encryptSecret(await secretKey(), id, request.body.password) : null;
    await insertRow(db, 'sys_data_source', [['id', id], ...pickWritable(request.body, WRITABLE), ['db_password', password], ['create_by', auth.username]]);
    return { ...okMessage('添加成功！'), id };
  });

  const edit = async (request: FastifyRequest<{ Body: Body }>) => {
    const auth = requireAuth(request);
    const id = idParam(request.body.id);
    const before = await stored(id);
    await assertCodeFree(request.body.code, id);
    const fields = pickWritable(request.body, WRITABLE);
    const moved = (request.body.host !== undefined && request.body.host !== before.host) || (request.body.port !== undefined && request.body.port !== before.port);
    if (request.body.password) fields.push(['db_password', encryptSecret(await secretKey(), id, request.body.password)]);
    else if (moved && before.db_password) throw new ApiError(400, '修改了主机或端口，请重新输入密码');
    if (!(await updateRow(db, 'sys_data_source', id, fields, auth.username))) throw new ApiError(404, '未找到对应实体');
    return okMessage('编辑成功!');
  };
  const editSchema = {
    ...can('edit'), schemaErrorFormatter: errors,
    schema: { body: { type: 'object', required: ['id'], properties: { ...FIELDS, id: { type: 'string', maxLength: 64 } } } },
  };
  app.put<{ Body: Body }>('/devops/sys/dataSource/edit', editSchema, edit);
  app.post<{ Body: Body }>('/devops/sys/dataSource/edit', editSchema, edit);

  app.delete<{ Querystring: { id?: string } }>('/devops/sys/dataSource/delete', can('delete'), async (request) => {
    const res = await db.query('DELETE FROM sys_data_source WHERE id = $1', [idParam(request.query.id)]);
    if (!res.rowCount) throw new ApiError(404, '未找到对应实体');
    return okMessage('删除成功!');
  });

  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/dataSource/deleteBatch', can('delete'), async (request) => {
    await db.query('DELETE FROM sys_data_source WHERE id = ANY($1)', [idsParam(request.query.ids)]);
    return okMessage('批量删除成功!');
  });

  /** Admin only: it makes the server open a connection to a host the caller names. */
  app.post<{ Body: Body }>('/devops/sys/dataSource/testConnection', {
    ...can('test'), schemaErrorFormatter: errors,
    schema: { body: { type: 'object', properties: { ...FIELDS, id: { type: 'string', maxLength: 64 } } } },
  }, async (request) => {
    const auth = requireAuth(request);
    const target = await connectionTarget(request.body);
    const started = Date.now();
    const reason = await tryConnect(target);
    await recordThirdPartyCall(db, {
      provider: 'datasource', action: 'testConnection', target: `${target.dbType}://${target.username}@${target.host}:${target.port}/${target.database}`,
      success: reason === null, message: reason ?? '数据库连接成功', durationMs: Date.now() - started, user: auth, secrets: [target.password],
    });
    if (reason !== null) throw new ApiError(400, `数据库连接失败：${reason}`);
    return okMessage('数据库连接成功');
  });

  /** The form's values, or a saved source (its stored password only for its own host and port). */
  async function connectionTarget(body: Body): Promise<ConnectionTarget> {
    const pick = (name: string) => body[name] as never;
    if (body.id) {
      const row = await stored(idParam(body.id));
      if (!body.password) {
        if ((body.host && body.host !== row.host) || (body.port && body.port !== row.port)) throw new ApiError(400, '修改了主机或端口，请重新输入密码');
        const password = row.db_password ? decryptSecret(await secretKey(), row.id, row.db_password) : '';
        if (password === null) throw new ApiError(400, '已保存的密码无法解密，请重新输入密码');
        return { dbType: row.db_type, host: row.host, port: row.port, database: row.db_name, username: row.db_username, password };
      }
      return {
        dbType: pick('dbType') ?? row.db_type, host: body.host ?? row.host, port: body.port ?? row.port,
        database: pick('database') ?? row.db_name, username: pick('username') ?? row.db_username, password: body.password,
      };
    }
    const missing = REQUIRED.filter((f) => f !== 'name' && f !== 'code' && (body[f] === undefined || body[f] === ''));
    if (missing.length) throw new ApiError(400, '请填写数据库类型、主机、端口、数据库名和用户名');
    return { dbType: pick('dbType'), host: pick('host'), port: pick('port'), database: pick('database'), username: pick('username'), password: body.password ?? '' };
  }
}
