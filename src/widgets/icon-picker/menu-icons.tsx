import {
  AccountBookOutlined, AlertOutlined, ApartmentOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BankOutlined,
  BarChartOutlined, BookOutlined, BuildOutlined, BulbOutlined, CalendarOutlined, CarOutlined, ClusterOutlined,
  CloudServerOutlined, CommentOutlined, ContactsOutlined, ContainerOutlined, ControlOutlined, DashboardOutlined,
  DatabaseOutlined, DeploymentUnitOutlined, DesktopOutlined, EnvironmentOutlined, ExperimentOutlined, FileTextOutlined, FlagOutlined, FolderOpenOutlined, FolderOutlined, FundOutlined, GlobalOutlined, HistoryOutlined,
  HomeOutlined, IdcardOutlined, InboxOutlined, KeyOutlined, LineChartOutlined, LockOutlined, MailOutlined,
  MessageOutlined, MoneyCollectOutlined, MonitorOutlined, NotificationOutlined, PartitionOutlined, PieChartOutlined,
  ProfileOutlined, ProjectOutlined, ReadOutlined, SafetyCertificateOutlined, SafetyOutlined, ScheduleOutlined,
  SettingOutlined, ShoppingOutlined, SolutionOutlined, StarOutlined, TeamOutlined, ToolOutlined, TrophyOutlined,
  UserOutlined, WalletOutlined, WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** One icon a menu may name: the stored name, what it means to staff (searched too), and the antd icon drawn. */
export interface MenuIconOption {
  /** The name stored in the menu's `icon` (ant-design-vue's, as JeecgBoot menus carry them). */
  name: string;
  /** Chinese words for it, shown under the icon and matched by the picker's search. */
  label: string;
  Icon: ComponentType;
  /** Older names menus may still carry for the same icon. */
  aliases?: string[];
}

/**
 * The icons the shell draws for menus, and the only ones the menu form's picker offers: one list, so an icon picked
 * is an icon shown. Names are ant-design-vue's; `file` is the older name of `file-text` and still drawn.
 */
export const MENU_ICONS: readonly MenuIconOption[] = [
  { name: 'home', label: '首页 主页', Icon: HomeOutlined },
  { name: 'dashboard', label: '看板 仪表盘', Icon: DashboardOutlined },
  { name: 'appstore', label: '应用 模块', Icon: AppstoreOutlined },
  { name: 'project', label: '项目', Icon: ProjectOutlined },
  { name: 'build', label: '工程 建设', Icon: BuildOutlined },
  { name: 'environment', label: '位置 现场', Icon: EnvironmentOutlined },
  { name: 'bank', label: '单位 公司', Icon: BankOutlined },
  { name: 'apartment', label: '组织 架构', Icon: ApartmentOutlined },
  { name: 'team', label: '团队 部门', Icon: TeamOutlined },
  { name: 'user', label: '用户 个人', Icon: UserOutlined },
  { name: 'idcard', label: '证件 人员信息', Icon: IdcardOutlined },
  { name: 'contacts', label: '通讯录 客户', Icon: ContactsOutlined },
  { name: 'solution', label: '人事 方案', Icon: SolutionOutlined },
  { name: 'file-text', label: '文件 合同', Icon: FileTextOutlined, aliases: ['file'] },
  { name: 'folder', label: '文件夹 档案', Icon: FolderOutlined },
  { name: 'folder-open', label: '资料 归档', Icon: FolderOpenOutlined },
  { name: 'book', label: '制度 规范', Icon: BookOutlined },
  { name: 'read', label: '学习 培训', Icon: ReadOutlined },
  { name: 'profile', label: '台账 登记', Icon: ProfileOutlined },
  { name: 'container', label: '资料 库', Icon: ContainerOutlined },
  { name: 'inbox', label: '收文 待办', Icon: InboxOutlined },
  { name: 'audit', label: '审核 审批', Icon: AuditOutlined },
  { name: 'schedule', label: '计划 日程', Icon: ScheduleOutlined },
  { name: 'calendar', label: '日历 考勤', Icon: CalendarOutlined },
  { name: 'safety', label: '安全 盾牌', Icon: SafetyOutlined },
  { name: 'safety-certificate', label: '质量 认证', Icon: SafetyCertificateOutlined },
  { name: 'warning', label: '隐患 警告', Icon: WarningOutlined },
  { name: 'alert', label: '预警 告警', Icon: AlertOutlined },
  { name: 'experiment', label: '试验 检测', Icon: ExperimentOutlined },
  { name: 'tool', label: '设备 工具', Icon: ToolOutlined },
  { name: 'car', label: '车辆', Icon: CarOutlined },
  { name: 'bar-chart', label: '统计 图表', Icon: BarChartOutlined },
  { name: 'line-chart', label: '趋势 进度', Icon: LineChartOutlined },
  { name: 'pie-chart', label: '占比 分析', Icon: PieChartOutlined },
  { name: 'fund', label: '产值 经营', Icon: FundOutlined },
  { name: 'money-collect', label: '收款 资金', Icon: MoneyCollectOutlined },
  { name: 'account-book', label: '财务 账簿', Icon: AccountBookOutlined },
  { name: 'wallet', label: '费用 报销', Icon: WalletOutlined },
  { name: 'shopping', label: '采购', Icon: ShoppingOutlined },
  { name: 'notification', label: '通知 公告', Icon: NotificationOutlined },
  { name: 'message', label: '消息', Icon: MessageOutlined },
  { name: 'mail', label: '邮件 信函', Icon: MailOutlined },
  { name: 'comment', label: '论坛 交流', Icon: CommentOutlined },
  { name: 'flag', label: '党建 旗帜', Icon: FlagOutlined },
  { name: 'trophy', label: '考核 荣誉', Icon: TrophyOutlined },
  { name: 'star', label: '亮点 收藏', Icon: StarOutlined },
  { name: 'bulb', label: '创新 科研', Icon: BulbOutlined },
  { name: 'global', label: '全局 集团', Icon: GlobalOutlined },
  { name: 'cluster', label: '系统 集群', Icon: ClusterOutlined },
  { name: 'database', label: '数据 数据库', Icon: DatabaseOutlined },
  { name: 'cloud-server', label: '服务器', Icon: CloudServerOutlined },
  { name: 'monitor', label: '监控', Icon: MonitorOutlined },
  { name: 'desktop', label: '终端 在线', Icon: DesktopOutlined },
  { name: 'setting', label: '设置 系统管理', Icon: SettingOutlined },
  { name: 'control', label: '配置 参数', Icon: ControlOutlined },
  { name: 'lock', label: '权限 锁', Icon: LockOutlined },
  { name: 'key', label: '密钥 密码', Icon: KeyOutlined },
  { name: 'history', label: '日志 历史', Icon: HistoryOutlined },
  { name: 'api', label: '接口', Icon: ApiOutlined },
  { name: 'deployment-unit', label: '流程 部署', Icon: DeploymentUnitOutlined },
  { name: 'partition', label: '分类 层级', Icon: PartitionOutlined },
];

const BY_NAME = new Map(MENU_ICONS.flatMap((o) => [o.name, ...(o.aliases ?? [])].map((name) => [name, o] as const)));

/** A stored icon name as the list names it: any case, `Outlined` or `-o` at the end allowed (`SettingOutlined`, `file-text-o`). */
export function menuIconKey(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/Outlined$|-o$/i, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The option of a stored icon name, or undefined for a name the shell does not draw. */
export function menuIconOption(name: string | null | undefined): MenuIconOption | undefined {
  return BY_NAME.get(menuIconKey(name));
}
