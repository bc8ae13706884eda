import { useEffect, useState } from 'react';
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useOptionalDataProvider } from '@/engine';

/**
 * A user's avatar: the stored path becomes a short-lived signed address (no token in an `<img src>`); without a
 * picture, or while it loads, the person icon.
 */
export function UserAvatar({ path, size, className }: { path?: string | null; size?: number | 'small' | 'default' | 'large'; className?: string }) {
  const provider = useOptionalDataProvider();
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    let active = true;
    setSrc(undefined);
    if (!path) return undefined;
    if (/^(https?:|data:image\/)/.test(path) || !provider?.fileUrl) {
      if (/^(https?:|data:image\/)/.test(path)) setSrc(path);
      return undefined;
    }
    provider.fileUrl(path).then(
      (url) => active && setSrc(url),
      // A picture that cannot be fetched (deleted, another company's) falls back to the icon.
      () => active && setSrc(undefined),
    );
    return () => {
      active = false;
    };
  }, [path, provider]);
  return <Avatar size={size} src={src} icon={<UserOutlined />} className={className} />;
}
