import {
  AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, DashboardOutlined, FileTextOutlined, FolderOutlined,
  HomeOutlined, NotificationOutlined, ProjectOutlined, SafetyOutlined, SettingOutlined, TeamOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// Menu icons arrive as ant-design-vue names ("home", "setting"); map the common ones, fall back to a neutral one.
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  notification: <NotificationOutlined />,
  setting: <SettingOutlined />,
  user: <UserOutlined />,
  team: <TeamOutlined />,
  dashboard: <DashboardOutlined />,
  file: <FileTextOutlined />,
  'file-text': <FileTextOutlined />,
  folder: <FolderOutlined />,
  project: <ProjectOutlined />,
  bank: <BankOutlined />,
  audit: <AuditOutlined />,
  safety: <SafetyOutlined />,
  'bar-chart': <BarChartOutlined />,
  appstore: <AppstoreOutlined />,
};

export function menuIcon(name: string | undefined, fallback = false): ReactNode {
  const key = (name ?? '').replace(/Outlined$|-o$/i, '').toLowerCase();
  return ICONS[key] ?? (fallback ? <AppstoreOutlined /> : undefined);
}
