import { useState } from 'react';
import { Badge, Button, List, Popover, Tabs, Tag } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { NoticeItem } from '../api/shell-api';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';

const text = shellMessages.notices;
export const NOTICE_LIST_PATH = '/isps/userAnnouncement';
const PRIORITY_COLOR: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

export function PriorityTag({ priority }: { priority?: string | null }) {
  if (!priority || !text.priority[priority]) return null;
  return <Tag color={PRIORITY_COLOR[priority]}>{text.priority[priority]}</Tag>;
}

/** The bell: unread count, tabs 通知(n) / 系统消息(n), each with 查看更多. */
export const NoticeBell = observer(function NoticeBell() {
  const { notices } = useServices();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const openNotice = (item: NoticeItem) => {
    setOpen(false);
    void notices.open(item);
  };
  const more = () => {
    setOpen(false);
    navigate(NOTICE_LIST_PATH);
  };
  const list = (items: NoticeItem[]) => (
    <>
      <List
        size="small"
        dataSource={items}
        locale={{ emptyText: text.empty }}
        renderItem={(item) => (
          <List.Item className="notice-item" onClick={() => openNotice(item)}>
            <List.Item.Meta title={<a>{item.titile}</a>} description={`${item.sender ?? ''} ${item.sendTime ?? ''}`} />
            <PriorityTag priority={item.priority} />
          </List.Item>
        )}
      />
      <div style={{ textAlign: 'center', paddingTop: 8 }}>
        <Button type="link" onClick={more}>
          {text.more}
        </Button>
      </div>
    </>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      rootClassName="notice-popover"
      content={
        <div style={{ width: 320 }}>
          <Tabs
            centered
            items={[
              { key: 'annt', label: text.notices(notices.anntTotal), children: list(notices.anntList) },
              { key: 'sys', label: text.system(notices.sysTotal), children: list(notices.sysList) },
            ]}
          />
        </div>
      }
    >
      <span className="app-header-action notice-bell" role="button" aria-label={text.bell} tabIndex={0}>
        <Badge count={notices.unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </span>
    </Popover>
  );
});
