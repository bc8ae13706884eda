import { useEffect } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  AccessControlContextProvider, allowAll, createAccessControl, createDictLookup, createMemoryDataProvider, createWidgetRegistry,
  EngineProvider, HttpError, PageControllerContextProvider, testDataProvider, useTreeController,
  type AccessControl, type DataProvider, type DictItemMap, type RecordDialog,
} from '@/engine';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { TreeCrudPage } from './tree-crud-page';
import propsSchema from './tree-crud-page.schema.json';
import { TreeRecordEditor } from './tree-record-editor';
import {
  categoryRows, categorySchema, departDicts, departRows, departSchema, departSplitSchema,
} from './tree-crud.fixtures';

interface EngineParameters {
  provider: DataProvider;
  dicts?: DictItemMap;
  /** Permissions of the story's user; everything by default. */
  access?: AccessControl;
}

// Each story names its backend in `parameters.engine`; the stories test reads `parameters.expectText`.
const withEngine: Decorator = (Story, context) => {
  const engine = context.parameters.engine as EngineParameters;
  return (
    <EngineProvider dataProvider={engine.provider} registry={createWidgetRegistry()} dicts={createDictLookup(engine.dicts ?? departDicts)}>
      <AccessControlContextProvider value={engine.access ?? allowAll}>
        <Story />
      </AccessControlContextProvider>
    </EngineProvider>
  );
};

const meta = {
  title: '部件/TreeCrudPage 树形列表页',
  component: TreeCrudPage,
  decorators: [withEngine],
  args: { schema: departSchema },
  argTypes: argTypesFromSchema(propsSchema),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TreeCrudPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const departs = () => createMemoryDataProvider({ 'sys/sysDepart': departRows }, { latencyMs: 120 });

/** 部门管理: the group's organisation as an expandable tree table, sorted by 排序 within each level. */
export const Departments: Story = {
  name: '部门管理（树形表格）',
  parameters: {
    engine: { provider: departs() },
    expectText: ['华通工程咨询集团有限公司', '机构名称', '展开全部', '折叠全部', '添加下级'],
  },
};

/** The same organisation with `tree.layout: 'split'`: the tree on the left narrows the table on the right. */
export const SplitLayout: Story = {
  name: '部门管理（左树右表）',
  args: { schema: departSplitSchema },
  parameters: {
    engine: { provider: departs() },
    expectText: ['华通工程咨询集团有限公司', '部门管理', '机构编码'],
  },
};

/** 档案分类: a module page whose parent field is `pid`. */
export const ArchiveCategories: Story = {
  name: '档案分类（模块页）',
  args: { schema: categorySchema },
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'archive/category': categoryRows }), dicts: {} },
    expectText: ['工程技术档案', '合同与财务档案', '行政文书档案', 'GC'],
  },
};

/** A user who may only look: no 新增, no 操作 column. */
export const ReadOnlyUser: Story = {
  name: '只读用户',
  parameters: {
    engine: { provider: departs(), access: createAccessControl({ auth: [] }) },
    expectText: ['华通工程咨询集团有限公司', '展开全部'],
  },
};

export const Empty: Story = {
  name: '无数据',
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'sys/sysDepart': [] }) },
    expectText: ['暂无数据'],
  },
};

export const LoadFailed: Story = {
  name: '加载失败',
  parameters: {
    engine: {
      provider: testDataProvider({
        getTree: async () => {
          throw new HttpError({ status: 500, code: 500, message: '数据库连接超时，请稍后再试' });
        },
      }),
    },
    expectText: ['树形数据加载失败', '数据库连接超时，请稍后再试', '重 试'],
  },
};

const noop = () => undefined;
const partControls = argTypesFromSchema({}, { replacing: propsSchema });

/** The tree page's record editor on its own, opened as the page opens it (its controller holds the dialog). */
function TreeDialog({ dialog }: { dialog: RecordDialog }) {
  const controller = useTreeController(departSchema);
  useEffect(() => controller.store.openDialog(dialog), [controller, dialog]);
  return (
    <PageControllerContextProvider value={controller}>
      <TreeRecordEditor onSaved={noop} onError={noop} />
    </PageControllerContextProvider>
  );
}

/** 添加下级 under 工程监理一部: the parent is picked already, the category default filled. */
export const AddChildForm: Story = {
  name: '添加下级表单',
  argTypes: partControls,
  render: () => (
    <TreeDialog dialog={{ mode: 'add', parentId: 'c01d1' }} />
  ),
  parameters: {
    engine: { provider: departs() },
    expectText: ['添加下级部门（上级：工程监理一部）', '上级机构', '工程监理一部', '部门'],
  },
};

/** 编辑 of a company: its record loaded, its own branch not offered as its parent. */
export const EditForm: Story = {
  name: '编辑表单',
  argTypes: partControls,
  render: () => (
    <TreeDialog dialog={{ mode: 'edit', id: 'c01' }} />
  ),
  parameters: {
    engine: { provider: departs() },
    expectText: ['编辑部门', '华通工程咨询集团有限公司', 'A01A01'],
  },
};
