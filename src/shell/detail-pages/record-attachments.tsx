import { Button, List } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useDataProvider } from '@/engine';
import { personalMessages } from '../personal/personal-messages';

const text = personalMessages.detail;

/** A record's attachments; each downloads through a short-lived signed address (the server sends it as an attachment). */
export function RecordAttachments({ paths }: { paths: string[] }) {
  const provider = useDataProvider();
  const open = async (path: string) => {
    const url = provider.fileUrl ? await provider.fileUrl(path) : path;
    window.open(url, '_blank', 'noopener');
  };
  return (
    <List
      size="small"
      className="detail-attachments"
      dataSource={paths}
      renderItem={(path, i) => (
        <List.Item actions={[<Button key="dl" type="link" icon={<DownloadOutlined />} onClick={() => void open(path)}>{text.download}</Button>]}>
          <PaperClipOutlined style={{ marginRight: 8 }} />
          {text.attachment(i + 1, path.split('.').pop() ?? '')}
        </List.Item>
      )}
    />
  );
}
