import { AppstoreOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { menuIconOption } from '@/widgets/icon-picker/menu-icons';

// Menu icons arrive as ant-design-vue names ("home", "setting"), drawn from the one list the menu form's icon picker
// offers; an unknown name draws nothing, or a neutral icon where a collapsed top menu needs one.
export function menuIcon(name: string | undefined, fallback = false): ReactNode {
  const option = menuIconOption(name);
  if (option) return <option.Icon />;
  return fallback ? <AppstoreOutlined /> : undefined;
}
