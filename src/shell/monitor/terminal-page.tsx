import { App, Button, Popconfirm, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useServices } from '../services/services-context';
import { MonitorFrame } from './monitor-frame';
import { monitorMessages as m } from './monitor-messages';
import { useMonitor, useMonitorApi } from './use-monitor';
import type { OnlineSession } from './monitor-api';

/**
 * 在线用户 (the monitor's terminal page): every live session with its user, address, client, login and last-active
 * time, and 强制退出 — the session ends at once and its browser returns to the login page. Not a shell.
 */
const TerminalPage = observer(function TerminalPage() {
  const polled = useMonitor((api) => api.sessions(), { interval: 10 });
  const api = useMonitorApi();
  const { message } = App.useApp();
  const { session } = useServices();
  const canKick = session.access.can('system:online:forceLogout');
  const t = m.terminal;
  const kick = async (id: string) => {
    if (!api) return;
    message.success(await api.forceLogout(id));
    polled.reload();
  };
  return (
    <MonitorFrame title={t.title} polled={polled} testId="monitor-terminal">
      {(rows) => (
        <>
          <Typography.Text type="secondary">{t.count(rows.length)}</Typography.Text>
          <Table<OnlineSession>
            size="middle"
            rowKey="id"
            style={{ marginTop: 8 }}
            dataSource={rows}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              { title: t.user, key: 'user', width: 170, render: (_, r) => <>{`${r.realname}（${r.username}）`}{r.current ? <Tag color="blue" style={{ marginLeft: 6 }}>{t.current}</Tag> : null}</> },
              { title: t.ip, dataIndex: 'ip', width: 140 },
              { title: t.client, dataIndex: 'client', width: 170 },
              { title: t.view, dataIndex: 'view', width: 100 },
              { title: t.login, dataIndex: 'loginTime', width: 170, sorter: (a, b) => a.loginTime.localeCompare(b.loginTime) },
              { title: t.active, dataIndex: 'lastActiveTime', width: 170, sorter: (a, b) => a.lastActiveTime.localeCompare(b.lastActiveTime), defaultSortOrder: 'descend' },
              { title: t.expire, dataIndex: 'expireTime', width: 170 },
              {
                title: t.action, key: 'action', width: 110,
                render: (_, r) => (canKick && !r.current ? (
                  <Popconfirm title={t.confirm(r.realname)} onConfirm={() => kick(r.id)}>
                    <Button size="small" danger data-testid={`kick-${r.username}`}>{t.kick}</Button>
                  </Popconfirm>
                ) : null),
              },
            ]}
          />
        </>
      )}
    </MonitorFrame>
  );
});
export default TerminalPage;
