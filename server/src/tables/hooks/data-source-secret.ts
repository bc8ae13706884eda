import { ApiError } from '../../http/envelope';
import { encryptSecret, loadDataSourceKey } from '../../routes/sys/admin/data-source-secret';
import type { TableHooks } from '../table-hooks';

/**
 * Data-source passwords: encrypted at rest with the installation's key (bound to the row's id), never answered (the
 * wire always says `password: ''`). An edit without a password keeps the stored one — unless the host or port
 * changes, when it must be typed again, so a stored password is never sent to a new server.
 */
export function dataSourceSecretHooks(): TableHooks {
  return {
    name: 'data-source-secret',
    async beforeSave(ctx, input) {
      const typed = input.body.password;
      if (typeof typed === 'string' && typed) {
        input.values.password = encryptSecret(await loadDataSourceKey(ctx.tx), input.id, typed);
        return;
      }
      delete input.values.password;
      if (input.op !== 'edit') return;
      const { rows } = await ctx.tx.query<{ host: string; port: number; has_password: boolean }>(
        'SELECT host, port, db_password IS NOT NULL AS has_password FROM sys_data_source WHERE id = $1', [input.id]);
      const before = rows[0];
      const moved = before && ((input.body.host !== undefined && input.body.host !== before.host)
        || (input.body.port !== undefined && Number(input.body.port) !== before.port));
      if (moved && before.has_password) throw new ApiError(400, '修改了主机或端口，请重新输入密码');
    },
    async view(_ctx, records) {
      for (const r of records) r.password = '';
    },
  };
}
