import { useEffect, useState } from 'react';
import { Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { FlowListRow, FlowTab } from '@/engine';
import { FIXED_PATHS } from '../fixed-pages/fixed-paths';
import { personalMessages } from './personal-messages';
import type { PersonalApi } from './personal-api';

const text = personalMessages.approvals;
const TABS: FlowTab[] = ['todo', 'done', 'started', 'cc'];
const tabPath = (tab: FlowTab) => `${FIXED_PATHS.myBacklog}?tab=${tab}`;

/** 我的审批: the four counts of 我的审批 (each opens its list) and the five latest open tasks. */
export function ApprovalsCard({ api }: { api: PersonalApi }) {
  const [counts, setCounts] = useState<Record<FlowTab, number> | null>(null);
  const [latest, setLatest] = useState<FlowListRow[] | null>(null);
  useEffect(() => {
    let active = true;
    api.flow.counts().then((c) => active && setCounts(c), () => active && setCounts({ todo: 0, done: 0, started: 0, cc: 0 }));
    api.flow.list('todo', { pageNo: 1, pageSize: 5 }).then((p) => active && setLatest(p.records), () => active && setLatest([]));
    return () => {
      active = false;
    };
  }, [api]);
  return (
    <Card variant="borderless" title={text.title} className="personal-approvals" extra={<Link to={FIXED_PATHS.myBacklog}>{text.more}</Link>} loading={counts === null}>
      <div className="personal-approval-counts">
        {TABS.map((tab) => (
          <Link key={tab} to={tabPath(tab)} className={`personal-approval-${tab}`}>
            <strong>{counts?.[tab] ?? 0}</strong>
            <Typography.Text type="secondary">{text[tab]}</Typography.Text>
          </Link>
        ))}
      </div>
      {latest && latest.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> : (
        <List
          size="small"
          header={<Typography.Text strong>{text.latest}</Typography.Text>}
          dataSource={latest ?? []}
          renderItem={(row) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={tabPath('todo')}>{row.title || row.processName}</Link>}
                description={`${row.processName} · ${row.nodeName ?? row.currentNames ?? ''}${row.taskTime ? ` · ${text.since(row.taskTime)}` : ''}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
