import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, okMessage } from '../../../http/envelope';
import { idParam, zhSchemaErrors } from './admin-list';
import { decryptSecret, loadDataSourceKey } from './data-source-secret';
import { tryConnect, type ConnectionTarget } from './data-source-connect';
import { recordThirdPartyCall } from './third-party-call';

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

/**
 * External data sources (`sys/dataSource`) are a table page (schemas/system/data-source.json, with the
 * `data-source-secret` hook keeping the password encrypted and unanswered); this adds JeecgBoot's connection test.
 * A saved source's stored password is used only for its own host and port.
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
