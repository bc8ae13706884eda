import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { AccessControlContextProvider, allowAll, createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider } from '@/engine';
import { RecordPanelDrawer } from './record-panel-drawer';
import { announcement, fileDict, job, panelEndpoints, staffDict } from './record-panels.fixtures';

// The panels a list row opens, over the same answers the server gives (字典项, 阅读情况, 执行记录).
const withEngine: Decorator = (Story) => (
  <EngineProvider dataProvider={createMemoryDataProvider({}, { custom: panelEndpoints(), latencyMs: 80 })} registry={createWidgetRegistry()} dicts={createDictLookup({})}>
    <AccessControlContextProvider value={allowAll}>
      <Story />
    </AccessControlContextProvider>
  </EngineProvider>
);

const meta = {
  title: '部件/记录面板',
  component: RecordPanelDrawer,
  decorators: [withEngine],
  args: { onClose: () => undefined },
} satisfies Meta<typeof RecordPanelDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 字典配置 of a dictionary the administrator made: every item editable. */
export const DictItems: Story = {
  args: { name: 'dict-items', title: '字典配置', record: staffDict },
  parameters: { expectText: ['预防养护', '修复养护', '新增字典项'] },
};

/** 字典配置 of a schema-file dictionary: the file's items read-only, the unit's own item editable. */
export const FileDictItems: Story = {
  args: { name: 'dict-items', title: '字典配置', record: fileDict },
  parameters: { expectText: ['本字典来自模式文件：文件中声明的项只读，可在此增加本单位自用的项。', '加急（本单位）'] },
};

/** 阅读情况 of the winter safety check notice. */
export const AnnouncementReads: Story = {
  args: { name: 'announcement-reads', title: '阅读情况', record: announcement, width: 760 },
  parameters: { expectText: ['张伟', '2026-11-02 09:41:12', '未读（1）'] },
};

/** 执行记录 of the log clean-up job, one failed run among them. */
export const JobRuns: Story = {
  args: { name: 'job-runs', title: '执行记录', record: job, width: 900 },
  parameters: { expectText: ['删除 180 天前的操作日志 1240 条', '查询超时：canceling statement due to statement timeout'] },
};
