import { fieldError } from '../../http/envelope';
import type { Queryable } from '../../db/database';
import { formatDateTime } from '../../http/format';
import type { TableHooks } from '../table-hooks';

const time = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * 代理人设置 (`sys/sysUserAgent`): an agent is someone else, the period ends no earlier than it starts, and a
 * principal has at most one valid agent at any moment — so the workflow always knows whom a task goes to while the
 * principal is away. Checked on the record as it will be after the write.
 */
export function agentPeriodHooks(): TableHooks {
  return {
    name: 'agent-period',
    async beforeSave(ctx, input) {
      const merged = { ...input.current, ...input.values };
      const principal = String(merged.userName ?? '');
      if (principal && principal === String(merged.agentUserName ?? '')) throw fieldError('agentUserName', '代理人不能是被代理人本人');
      const start = time(merged.startTime);
      const end = time(merged.endTime);
      if (end.getTime() < start.getTime()) throw fieldError('endTime', '代理结束时间不能早于开始时间');
      if (String(merged.status ?? '1') !== '1') return;
      const clash = await overlapping(ctx.tx, principal, start, end, input.op === 'edit' ? input.id : '');
      if (clash) {
        throw fieldError('startTime', `该被代理人在 ${formatDateTime(clash.start_time)} 至 ${formatDateTime(clash.end_time)} 已由 ${clash.agent} 代理，代理期不能重叠`);
      }
    },
  };
}

async function overlapping(db: Queryable, principal: string, start: Date, end: Date, exceptId: string) {
  const { rows } = await db.query<{ start_time: Date; end_time: Date; agent: string }>(
    `SELECT g.start_time, g.end_time, coalesce(u.realname, g.agent_user_name) AS agent FROM sys_user_agent g
       LEFT JOIN sys_user u ON u.username = g.agent_user_name
      WHERE g.user_name = $1 AND g.status = '1' AND g.id <> $2 AND g.start_time <= $4 AND g.end_time >= $3
      ORDER BY g.start_time LIMIT 1`, [principal, exceptId, start, end]);
  return rows[0];
}
