import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compileRecordValidator } from '@/engine/schema/record-validator';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, okMessage } from '../../../http/envelope';
import { loadDataSourceKey } from '../../../tables/hooks/data-source-secret';
import { idParam } from '../../../tables/request-params';
import type { TableModel } from '../../../tables/table-model';
import type { TableRegistry } from '../../../tables/table-registry';
import { tableRepository, UNSCOPED } from '../../../tables/table-repository';
import { FieldValidationError, NOT_FOUND_MESSAGE } from '../../../tables/table-writes';
import { decryptSecret } from './data-source-secret';
import { tryConnect, type ConnectionTarget } from './data-source-connect';
import { recordThirdPartyCall } from './third-party-call';
import { ID, requestErrors, requestSchema } from '../../../http/request-schemas';
import type { AuthInfo } from '../../../auth/tokens';

interface StoredRow { id: string; db_type: string; host: string; port: number; db_name: string; db_username: string; db_password: string | null }
type Body = Record<string, unknown>;

/** What the connection test needs besides a saved source: every part of the address. */
const ADDRESS = ['dbType', 'host', 'port', 'dbName', 'dbUsername'];

/**
 * External data sources (`sys/dataSource`) are a table page (schemas/system/data-source.json, with the
 * `data-source-secret` hook keeping the password encrypted and unanswered); this adds JeecgBoot's connection test.
 * The form's values are checked by the page's own field rules; a saved source's stored password is used only for
 * its own host and port.
 */
export function dataSourceRoutes(app: FastifyInstance, db: Database, tables: TableRegistry): void {
  let key: Promise<Buffer> | undefined;
  const secretKey = () => (key ??= loadDataSourceKey(db));
  const modelOf = () => {
    const model = tables.get('sys/dataSource');
    if (!model) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return model;
  };
  const stored = async (model: TableModel, id: string) => {
    const row = await tableRepository(db, model).findVisible(UNSCOPED, id);
    if (!row) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return row as unknown as StoredRow;
  };

  /** Tries the target, records the call in the third-party log and answers success or the reason. */
  async function test(auth: AuthInfo, target: ConnectionTarget) {
    const started = Date.now();
    const reason = await tryConnect(target);
    await recordThirdPartyCall(db, {
      provider: 'datasource', action: 'testConnection', target: `${target.dbType}://${target.username}@${target.host}:${target.port}/${target.database}`,
      success: reason === null, message: reason ?? '数据库连接成功', durationMs: Date.now() - started, user: auth, secrets: [target.password],
    });
    if (reason !== null) throw new ApiError(400, `数据库连接失败：${reason}`);
    return okMessage('数据库连接成功');
  }
  const canTest = { preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:datasource:test') };

  /** Admin only: it makes the server open a connection to a host the caller names. */
  app.post<{ Body: Body }>('/devops/sys/dataSource/testConnection', {
    schema: { body: { type: 'object' } },
    schemaErrorFormatter: requestErrors,
    ...canTest,
  }, async (request) => {
    const model = modelOf();
    const raw = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
    const { value, errors } = compileRecordValidator(model.page, { partial: true })(raw);
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
    const target = await connectionTarget(model, raw.id === undefined || raw.id === null || raw.id === '' ? undefined : idParam(raw.id), value);
    return test(requireAuth(request), target);
  });

  /** 测试连接 of a saved source from its row (`?id=`), with its stored password. */
  app.get<{ Querystring: { id?: string } }>('/devops/sys/dataSource/testConnection', {
    schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors, ...canTest,
  }, async (request) => test(requireAuth(request), await connectionTarget(modelOf(), idParam(request.query.id), {})));

  /** The form's values, or a saved source (its stored password only for its own host and port). */
  async function connectionTarget(model: TableModel, id: string | undefined, body: Body): Promise<ConnectionTarget> {
    const given = (name: string) => (body[name] === null || body[name] === undefined ? undefined : body[name]) as never;
    const password = given('dbPassword') as string | undefined;
    if (id) {
      const row = await stored(model, id);
      if (!password) {
        const host = given('host') as string | undefined;
        const port = given('port') as number | undefined;
        if ((host && host !== row.host) || (port && port !== row.port)) throw new ApiError(400, '修改了主机或端口，请重新输入密码');
        const saved = row.db_password ? decryptSecret(await secretKey(), row.id, row.db_password) : '';
        if (saved === null) throw new ApiError(400, '已保存的密码无法解密，请重新输入密码');
        return { dbType: row.db_type, host: row.host, port: row.port, database: row.db_name, username: row.db_username, password: saved };
      }
      return {
        dbType: given('dbType') ?? row.db_type, host: given('host') ?? row.host, port: given('port') ?? row.port,
        database: given('dbName') ?? row.db_name, username: given('dbUsername') ?? row.db_username, password,
      };
    }
    if (ADDRESS.some((f) => given(f) === undefined || given(f) === '')) throw new ApiError(400, '请填写数据库类型、主机、端口、数据库名和用户名');
    return { dbType: given('dbType'), host: given('host'), port: given('port'), database: given('dbName'), username: given('dbUsername'), password: password ?? '' };
  }
}
