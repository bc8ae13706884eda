import { Button, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import { sanitizeHtml } from '@/widgets/rich-text/sanitize-html';

const text = shellMessages.notices;
/** Notices about a record to read (the announcement's linked detail page, a forum message) rather than a task to do. */
const READ_KINDS = new Set(['party_style', 'image_standard', 'innovation', 'forum_post', 'forum']);

/**
 * 通知消息: 60% wide, 80% of the window high; title, sender, send time and the HTML body (sanitised by the server),
 * 关闭, and for url notices a button to openPage: 查看详情 when it is a record to read, 去处理 otherwise.
 */
export const NoticeModal = observer(function NoticeModal() {
  const { notices } = useServices();
  const navigate = useNavigate();
  const notice = notices.current;
  const close = () => notices.hide();
  const footer = [
    <Button key="close" onClick={close}>
      {text.close}
    </Button>,
  ];
  if (notice?.openType === 'url' && notice.openPage) {
    const page = notice.openPage;
    footer.push(
      <Button
        key="handle"
        type="primary"
        onClick={() => {
          close();
          navigate(page);
        }}
      >
        {READ_KINDS.has(notice.busType ?? '') ? text.detail : text.handle}
      </Button>,
    );
  }
  return (
    <Modal
      title={text.modalTitle}
      open={Boolean(notice)}
      width="60%"
      onCancel={close}
      footer={footer}
      rootClassName="notice-modal"
      styles={{ content: { height: '80vh', display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0, overflowY: 'auto' } }}
      style={{ top: '10vh' }}
    >
      {notice ? (
        <article className="notice-article">
          <Typography.Title level={4} style={{ textAlign: 'center' }}>
            {notice.titile}
          </Typography.Title>
          <div className="notice-meta">
            <span>
              {text.sender}
              {notice.sender}
            </span>
            <span>
              {text.sendTime}
              {notice.sendTime}
            </span>
          </div>
          {/* Sanitised on the server when stored, and again here: rows written before a sanitiser change stay safe. */}
          <div className="notice-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.msgContent) }} />
        </article>
      ) : null}
    </Modal>
  );
});
