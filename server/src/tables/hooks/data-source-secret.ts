import { ApiError } from '../../http/envelope';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { encryptSecret } from '../../routes/sys/admin/data-source-secret';
import type { TableHooks } from '../table-hooks';

/**
 * Reads the installation's key for data-source passwords, creating it on first use. Kept in the database
 * like the token signing key, so every process on one PostgreSQL can decrypt; never a constant in code.
 */
export async function loadDataSourceKey(db: Queryable): Promise<Buffer> {
  await db.query(`INSERT INTO sys_install (key, value) VALUES ('datasource_key', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM sys_install WHERE key = 'datasource_key'`);
  return Buffer.from(rows[0].value, 'base64url');
}

/** JeecgBoot's JDBC driver class per database type, as its data-source list shows it (`dbDriver`). */
const DRIVERS: Record<string, string> = {
  postgresql: 'org.postgresql.Driver', mysql: 'com.mysql.cj.jdbc.Driver', oracle: 'oracle.jdbc.OracleDriver',
  sqlserver: 'com.microsoft.sqlserver.jdbc.SQLServerDriver',
};

/** JeecgBoot's `dbUrl`: the JDBC address of a source's type, host, port and database. */
export function jdbcUrl(dbType: unknown, host: unknown, port: unknown, dbName: unknown): string {
  if (dbType === 'oracle') return `jdbc:oracle:thin:@${host}:${port}:${dbName}`;
  if (dbType === 'sqlserver') return `jdbc:sqlserver://${host}:${port};DatabaseName=${dbName}`;
  return `jdbc:${dbType}://${host}:${port}/${dbName}`;
}

/**
 * Data-source passwords: encrypted at rest with the installation's key (bound to the row's id), never answered (the
 * wire always says `dbPassword: ''`). An edit without a password keeps the stored one — unless the host or port
 * changes, when it must be typed again, so a stored password is never sent to a new server. Records also carry
 * JeecgBoot's `dbUrl` and `dbDriver`, derived from the address (read only: the address is its parts).
 */
export function dataSourceSecretHooks(): TableHooks {
  return {
    name: 'data-source-secret',
    async beforeSave(ctx, input) {
      const typed = input.body.dbPassword;
      if (typeof typed === 'string' && typed) {
        input.values.dbPassword = encryptSecret(await loadDataSourceKey(ctx.tx), input.id, typed);
        return;
      }
      delete input.values.dbPassword;
      if (input.op !== 'edit') return;
      const { rows } = await ctx.tx.query<{ host: string; port: number; has_password: boolean }>(
        'SELECT host, port, db_password IS NOT NULL AS has_password FROM sys_data_source WHERE id = $1', [input.id]);
      const before = rows[0];
      const moved = before && ((input.body.host !== undefined && input.body.host !== before.host)
        || (input.body.port !== undefined && Number(input.body.port) !== before.port));
      if (moved && before.has_password) throw new ApiError(400, '修改了主机或端口，请重新输入密码');
    },
    async view(_ctx, records) {
      for (const r of records) {
        r.dbPassword = '';
        r.dbDriver = DRIVERS[String(r.dbType)] ?? null;
        r.dbUrl = jdbcUrl(r.dbType, r.host, r.port, r.dbName);
      }
    },
  };
}
