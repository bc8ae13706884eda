import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AccessControlContextProvider, allowAll, createAccessControl, createDictLookup, createMemoryDataProvider, createWidgetRegistry,
  EngineProvider, HAS_CHILDREN_MESSAGE, HttpError, type AccessControl, type DataProvider, type TreeCrudPageSchema,
} from '@/engine';
import { TreeCrudPage } from './tree-crud-page';
import { departDicts, departRows, departSchema, departSplitSchema } from './tree-crud.fixtures';

function renderPage(provider: DataProvider, schema: TreeCrudPageSchema = departSchema, access: AccessControl = allowAll) {
  return render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider dataProvider={provider} registry={createWidgetRegistry()} dicts={createDictLookup(departDicts)}>
        <AccessControlContextProvider value={access}>
          <TreeCrudPage schema={schema} />
        </AccessControlContextProvider>
      </EngineProvider>
    </ConfigProvider>,
  );
}

const memory = () => createMemoryDataProvider({ 'sys/sysDepart': departRows });
// Each visible row with its nesting level, as antd marks it: what a user sees as indentation.
const visibleRows = () => [...document.querySelectorAll<HTMLTableRowElement>('.tree-crud-page tbody tr.ant-table-row')]
  .filter((row) => row.style.display !== 'none')
  .map((row) => `${/ant-table-row-level-(\d+)/.exec(row.className)?.[1]} ${row.cells[0].textContent}`);
const rowOf = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const itemOf = (label: string) => within(dialog()).getByText(label, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
const button = (name: RegExp, root: HTMLElement = document.body) => within(root).getByRole('button', { name });

vi.setConfig({ testTimeout: 90_000 });
// Forms and modals mount slowly in jsdom on a busy machine: give every findBy / waitFor more room than 1 s.
configure({ asyncUtilTimeout: 8000 });

describe('TreeCrudPage', () => {
  it('shows the roots first, then the nested levels with 展开全部, and folds them with 折叠全部', async () => {
    renderPage(memory());
    await screen.findByText('华通工程咨询集团有限公司');
    expect(visibleRows()).toEqual(['0 华通工程咨询集团有限公司']);
    fireEvent.click(button(/展开全部/));
    await waitFor(() => expect(visibleRows()).toContain('3 G4京港澳高速改扩建JL3监理项目部'));
    expect(visibleRows().slice(0, 5)).toEqual([
      '0 华通工程咨询集团有限公司', '1 华通公路工程咨询有限公司', '2 工程监理一部', '3 G4京港澳高速改扩建JL3监理项目部', '2 工程监理二部',
    ]);
    expect(within(rowOf('工程监理一部')).getByText('部门')).toBeTruthy();
    fireEvent.click(button(/折叠全部/));
    await waitFor(() => expect(visibleRows()).toEqual(['0 华通工程咨询集团有限公司']));
  });

  it('queries the loaded tree, keeping the ancestors of every match', async () => {
    renderPage(memory());
    await screen.findByText('华通工程咨询集团有限公司');
    fireEvent.change(screen.getByPlaceholderText('请输入机构名称'), { target: { value: '监理' } });
    fireEvent.click(button(/查\s*询/));
    await waitFor(() => expect(visibleRows()).toEqual([
      '0 华通工程咨询集团有限公司', '1 华通公路工程咨询有限公司', '2 工程监理一部', '3 G4京港澳高速改扩建JL3监理项目部', '2 工程监理二部',
      '1 华通建设监理有限公司', '2 房建监理部',
    ]));
    expect(screen.queryByText('集团办公室')).toBeNull();
    fireEvent.click(button(/重\s*置/));
    await waitFor(() => expect(visibleRows()).toEqual(['0 华通工程咨询集团有限公司']));
  });

  it('添加下级 pre-fills the parent with the row, saves under it and shows the new node there', async () => {
    const provider = memory();
    const create = vi.spyOn(provider, 'create');
    renderPage(provider);
    await screen.findByText('华通工程咨询集团有限公司');
    fireEvent.click(button(/展开全部/));
    fireEvent.click(within(await waitFor(() => rowOf('造价咨询部'))).getByText('添加下级'));
    await screen.findByText('添加下级部门（上级：造价咨询部）');
    await waitFor(() => expect(within(itemOf('上级机构')).getByText('造价咨询部')).toBeTruthy());
    fireEvent.change(within(itemOf('机构名称')).getByRole('textbox'), { target: { value: '全过程工程咨询部' } });
    fireEvent.click(button(/确\s*定/, dialog()));
    await screen.findByText('添加成功！');
    expect(create.mock.calls[0][0].variables).toMatchObject({ departName: '全过程工程咨询部', parentId: 'c01d3', orgCategory: '2' });
    await waitFor(() => expect(visibleRows()).toContain('3 全过程工程咨询部'));
    const rows = visibleRows();
    expect(rows.indexOf('3 全过程工程咨询部')).toBeGreaterThan(rows.indexOf('2 造价咨询部'));
  });

  it('sends the parent of 添加下级 even when the parent field is hidden from the form (schemas/system/depart.json)', async () => {
    const provider = memory();
    const create = vi.spyOn(provider, 'create');
    const hiddenParent: TreeCrudPageSchema = {
      ...departSchema,
      fields: departSchema.fields.map((f) => (f.name === 'parentId' ? { ...f, form: { hidden: true } } : f)),
    };
    renderPage(provider, hiddenParent);
    await screen.findByText('华通工程咨询集团有限公司');
    fireEvent.click(within(rowOf('华通工程咨询集团有限公司')).getByText('添加下级'));
    await screen.findByText('添加下级部门（上级：华通工程咨询集团有限公司）');
    expect(within(dialog()).queryByText('上级机构')).toBeNull();
    fireEvent.change(within(itemOf('机构名称')).getByRole('textbox'), { target: { value: '集团财务部' } });
    fireEvent.click(button(/确\s*定/, dialog()));
    await screen.findByText('添加成功！');
    expect(create.mock.calls[0][0].variables).toMatchObject({ departName: '集团财务部', parentId: 'g01' });
    await waitFor(() => expect(visibleRows()).toContain('1 集团财务部'));
  });

  it('shows the validator messages on the fields of a new root node', async () => {
    renderPage(memory());
    await screen.findByText('华通工程咨询集团有限公司');
    fireEvent.click(button(/新\s*增/));
    await screen.findByText('新增部门');
    fireEvent.change(within(itemOf('联系电话')).getByRole('textbox'), { target: { value: '010-123' } });
    fireEvent.click(button(/确\s*定/, dialog()));
    await waitFor(() => expect(within(itemOf('机构名称')).getByText('请输入机构名称')).toBeTruthy());
    expect(within(itemOf('联系电话')).getByText('联系电话必须是手机号码')).toBeTruthy();
  });

  it('puts the server’s field errors on their fields when editing', async () => {
    const data = memory();
    renderPage({
      ...data,
      update: async () => {
        throw new HttpError({ status: 400, message: '机构名称已存在', fieldErrors: { departName: '同级下已有“集团办公室”' } });
      },
    });
    await screen.findByText('华通工程咨询集团有限公司');
    fireEvent.click(button(/展开全部/));
    fireEvent.click(within(await waitFor(() => rowOf('集团安全质量部'))).getByText('编辑'));
    await screen.findByText('编辑部门');
    await waitFor(() => expect((within(itemOf('机构名称')).getByRole('textbox') as HTMLInputElement).value).toBe('集团安全质量部'));
    fireEvent.click(button(/确\s*定/, dialog()));
    expect(await within(itemOf('机构名称')).findByText('同级下已有“集团办公室”')).toBeTruthy();
  });

  it('asks 确定删除吗? and shows the refusal for a node with children; deletes a leaf', async () => {
    renderPage(memory());
    await screen.findByText('华通工程咨询集团有限公司');
    fireEvent.click(button(/展开全部/));
    fireEvent.click(within(await waitFor(() => rowOf('华通建设监理有限公司'))).getByText('删除'));
    fireEvent.click(button(/确\s*定/, (await screen.findByText('确定删除吗?')).closest('.ant-popover') as HTMLElement));
    expect(await screen.findByText(HAS_CHILDREN_MESSAGE)).toBeTruthy();
    expect(rowOf('华通建设监理有限公司')).toBeTruthy();

    fireEvent.click(within(rowOf('房建监理部')).getByText('删除'));
    const popovers = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-popover:not(.ant-popover-hidden)')];
      expect(open.length).toBeGreaterThan(0);
      return open;
    });
    fireEvent.click(button(/确\s*定/, popovers.at(-1)!));
    await screen.findByText('删除成功!');
    await waitFor(() => expect(screen.queryByText('房建监理部')).toBeNull());
  });

  it('shows only the buttons the user is granted', async () => {
    const access = createAccessControl({ auth: [{ action: 'system:depart:edit', type: '1' }] });
    renderPage(memory(), departSchema, access);
    await screen.findByText('华通工程咨询集团有限公司');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(rowOf('华通工程咨询集团有限公司')).getByText('编辑')).toBeTruthy();
    expect(within(rowOf('华通工程咨询集团有限公司')).queryByText('添加下级')).toBeNull();
    expect(within(rowOf('华通工程咨询集团有限公司')).queryByText('删除')).toBeNull();
  });

  it('split layout: choosing a node in the tree narrows the table to its branch', async () => {
    renderPage(memory(), departSplitSchema);
    await screen.findAllByText('华通工程咨询集团有限公司');
    fireEvent.click(button(/展开全部/));
    const nav = document.querySelector('.tree-crud-nav') as HTMLElement;
    fireEvent.click(await within(nav).findByText('造价咨询部'));
    await waitFor(() => expect(visibleRows()[0]).toBe('0 造价咨询部'));
    expect(visibleRows()).toContain('1 沪宁城际铁路站前工程造价咨询项目部');
    fireEvent.click(within(nav).getByText('全部'));
    await waitFor(() => expect(visibleRows()[0]).toBe('0 华通工程咨询集团有限公司'));
  });

  it('shows the load failure with 重试', async () => {
    renderPage({ ...memory(), getTree: async () => { throw new HttpError({ status: 500, message: '数据库连接超时，请稍后再试' }); } });
    expect(await screen.findByText('树形数据加载失败')).toBeTruthy();
    expect(screen.getByText('数据库连接超时，请稍后再试')).toBeTruthy();
    expect(button(/重\s*试/)).toBeTruthy();
  });
});
