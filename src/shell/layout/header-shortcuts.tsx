import { Badge, Tooltip } from 'antd';
import { CommentOutlined, ScheduleOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { shellMessages } from '../shared/messages';
import { FIXED_PATHS } from '../fixed-pages/fixed-paths';
import { useServices } from '../services/services-context';

/**
 * 个人中心, highlighted while `queryTodo` counts anything pending (fetched with the notice polling), and the
 * technical exchange platform, which opens in a new browser tab.
 */
export const HeaderShortcuts = observer(function HeaderShortcuts({ onProject }: { onProject: boolean }) {
  const { notices } = useServices();
  const navigate = useNavigate();
  const highlighted = notices.todoHighlighted;
  const todoLabel = highlighted ? `${shellMessages.header.todo}（${fixedMessages.todo.pending(notices.todo)}）` : shellMessages.header.todo;
  const communication = onProject ? FIXED_PATHS.projectCommunication : FIXED_PATHS.companyCommunication;
  return (
    <>
      <Tooltip title={fixedMessages.communication.open}>
        <a
          className="app-header-action app-communication"
          href={communication}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fixedMessages.communication.title}
        >
          <CommentOutlined style={{ fontSize: 18 }} />
        </a>
      </Tooltip>
      <Tooltip title={todoLabel}>
        <span
          className={`app-header-action app-todo${highlighted ? ' app-todo-highlighted' : ''}`}
          role="button"
          tabIndex={0}
          aria-label={shellMessages.header.todo}
          onClick={() => navigate(shellMessages.header.todoPath)}
          onKeyDown={(e) => (e.key === 'Enter' ? navigate(shellMessages.header.todoPath) : undefined)}
          data-highlighted={highlighted}
        >
          <Badge count={notices.todo} size="small">
            <ScheduleOutlined style={{ fontSize: 18 }} />
          </Badge>
        </span>
      </Tooltip>
    </>
  );
});
