import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AccessControlContextProvider, allowAll, createAccessControl, createDictLookup, createMemoryDataProvider, createWidgetRegistry,
  EngineProvider, HttpError, type AccessControl, type CrudPageSchema, type DataProvider, type MemoryDataProviderOptions,
} from '@/engine';
import { CrudPage } from './crud-page';
import { contactDicts, contactRows, contactSchema, lackingDelete } from './crud-page-actions.fixtures';

function renderPage(provider: DataProvider, access: AccessControl = allowAll, schema: CrudPageSchema = contactSchema) {
  return render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider dataProvider={provider} registry={createWidgetRegistry()} dicts={createDictLookup(contactDicts)}>
        <AccessControlContextProvider value={access}>
          <CrudPage schema={schema} />
        </AccessControlContextProvider>
      </EngineProvider>
    </ConfigProvider>,
  );
}

const provider = (options?: MemoryDataProviderOptions) => createMemoryDataProvider({ 'demo/contact': contactRows }, options);
const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row')];
const dialog = () => screen.getByRole('dialog');
const button = (name: RegExp, root: HTMLElement = document.body) => within(root).getByRole('button', { name });
const itemOf = (label: string) => within(dialog()).getByText(label, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;

afterEach(() => vi.restoreAllMocks());
// Forms, modals and their styles are slow to mount in jsdom, the more so on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

describe('CrudPage actions', () => {
  it('shows the validator message on the invalid field when saving a new record', async () => {
    renderPage(provider());
    await screen.findByText('共 3 条');
    fireEvent.click(button(/新\s*增/));
    await screen.findByText('新增通讯录');
    fireEvent.change(within(itemOf('手机号')).getByRole('textbox'), { target: { value: '12345' } });
    fireEvent.click(button(/确\s*定/, dialog()));
    await waitFor(() => expect(within(itemOf('姓名')).getByText('请输入姓名')).toBeTruthy());
    expect(within(itemOf('手机号')).getByText('手机号必须是手机号码')).toBeTruthy();
    // Required fields carry the asterisk; a default fills 性别.
    expect(itemOf('姓名').querySelector('.ant-formily-item-asterisk')).toBeTruthy();
    expect((within(itemOf('性别')).getByLabelText('女') as HTMLInputElement).checked).toBe(true);
  });

  it('saves a new record and shows it in the list', async () => {
    renderPage(provider());
    await screen.findByText('共 3 条');
    fireEvent.click(button(/新\s*增/));
    await screen.findByText('新增通讯录');
    fireEvent.change(within(itemOf('姓名')).getByRole('textbox'), { target: { value: '赵子龙' } });
    fireEvent.change(within(itemOf('手机号')).getByRole('textbox'), { target: { value: '13912345678' } });
    fireEvent.click(within(itemOf('性别')).getByLabelText('男'));
    fireEvent.click(button(/确\s*定/, dialog()));
    await screen.findByText('添加成功！');
    await screen.findByText('共 4 条');
    expect(screen.getByText('赵子龙')).toBeTruthy();
  });

  it('edits a record, and puts server field errors back on the field', async () => {
    const data = provider();
    const refusing: DataProvider = {
      ...data,
      update: async () => {
        throw new HttpError({ status: 400, message: '手机号“13800000001”已存在', fieldErrors: { mobile: '手机号“13800000001”已存在' } });
      },
    };
    renderPage(refusing);
    await screen.findByText('共 3 条');
    fireEvent.click(within(bodyRows()[0]).getByText('编辑'));
    await screen.findByText('编辑通讯录');
    await waitFor(() => expect((within(itemOf('姓名')).getByRole('textbox') as HTMLInputElement).value).toBe('张伟'));
    fireEvent.click(button(/确\s*定/, dialog()));
    expect(await within(itemOf('手机号')).findByText('手机号“13800000001”已存在')).toBeTruthy();
  });

  it('offers 刷新 after a 409 and loads the latest record into the form', async () => {
    const data = provider();
    renderPage(data);
    await screen.findByText('共 3 条');
    fireEvent.click(within(bodyRows()[0]).getByText('编辑'));
    await waitFor(() => expect((within(itemOf('姓名')).getByRole('textbox') as HTMLInputElement).value).toBe('张伟'));
    // Someone else saves first.
    await data.update({ resource: 'demo/contact', id: contactRows[0].id, variables: { name: '张伟（已改）', version: 1 } });
    fireEvent.click(button(/确\s*定/, dialog()));
    await screen.findByText('数据已被他人修改，请刷新后重试');
    fireEvent.click(button(/刷\s*新/, dialog()));
    await waitFor(() => expect((within(itemOf('姓名')).getByRole('textbox') as HTMLInputElement).value).toBe('张伟（已改）'));
  });

  it('deletes a row after the confirm', async () => {
    renderPage(provider());
    await screen.findByText('共 3 条');
    fireEvent.click(within(bodyRows()[0]).getByText('删除'));
    await screen.findByText('确定删除吗?');
    fireEvent.click(button(/确\s*定|OK/, document.querySelector('.ant-popover') as HTMLElement));
    await screen.findByText('共 2 条');
    expect(screen.queryByText('张伟')).toBeNull();
  });

  it('batch-deletes the selected rows after 确认删除', async () => {
    renderPage(provider());
    await screen.findByText('共 3 条');
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    fireEvent.click(within(bodyRows()[0]).getByRole('checkbox'));
    fireEvent.click(within(bodyRows()[1]).getByRole('checkbox'));
    await screen.findByText('已选择 2 项');
    fireEvent.click(button(/批量删除/));
    await screen.findByText('是否删除选中数据?');
    fireEvent.click(button(/确\s*定|OK/, document.querySelector('.ant-modal-confirm') as HTMLElement));
    await screen.findByText('共 1 条');
    expect(screen.getByText('已选择 0 项')).toBeTruthy();
  });

  it('hides the buttons the user has no permission for', async () => {
    renderPage(provider(), lackingDelete);
    await screen.findByText('共 3 条');
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(within(bodyRows()[0]).getByText('编辑')).toBeTruthy();
    expect(within(bodyRows()[0]).queryByText('删除')).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    fireEvent.click(within(bodyRows()[0]).getByRole('checkbox'));
    await screen.findByText('已选择 1 项');
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
  });

  it('shows no buttons at all without an access provider', async () => {
    render(
      <EngineProvider dataProvider={provider()} registry={createWidgetRegistry()} dicts={createDictLookup(contactDicts)}>
        <CrudPage schema={contactSchema} />
      </EngineProvider>,
    );
    await screen.findByText('共 3 条');
    expect(screen.queryByRole('button', { name: /新\s*增|导\s*出|导\s*入/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });

  it('removes batch delete when the auth prefix rule batch_delete is configured and not granted', async () => {
    const access = createAccessControl({
      auth: [{ action: 'demo:contact:deleteBatch,demo:contact:exportXls', type: '1' }],
      allAuth: [{ action: 'online:contact:batch_delete', type: '1', status: '1' }],
    });
    render(
      <EngineProvider dataProvider={provider()} registry={createWidgetRegistry()} dicts={createDictLookup(contactDicts)}>
        <AccessControlContextProvider value={access}>
          <CrudPage schema={contactSchema} authPrefix="online:contact:" />
        </AccessControlContextProvider>
      </EngineProvider>,
    );
    await screen.findByText('共 3 条');
    fireEvent.click(within(bodyRows()[0]).getByRole('checkbox'));
    await screen.findByText('已选择 1 项');
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
  });

  it('downloads the export as <title>_<YYYYMMDDHHmmss>.xlsx', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPage(provider({ exportFile: async () => ({ data: new Blob(['xlsx']) }) }));
    await screen.findByText('共 3 条');
    fireEvent.click(button(/导\s*出/));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^通讯录_\d{14}\.xlsx$/);
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('warns 文件下载失败 on an empty export and reports failures with the server message', async () => {
    renderPage(provider({ exportFile: async () => ({ data: new Blob([]) }) }));
    await screen.findByText('共 3 条');
    fireEvent.click(button(/导\s*出/));
    expect(await screen.findByText('文件下载失败')).toBeTruthy();
  });

  it('lists the refused rows of a partial import', async () => {
    renderPage(provider({
      importFile: async () => ({
        status: 'partial', message: '总上传行数：3，已导入行数：1，错误行数：2',
        errors: [{ row: 3, message: '请输入姓名' }, { row: 4, message: '手机号必须是手机号码' }],
      }),
    }));
    await screen.findByText('共 3 条');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '通讯录.xlsx')] } });
    expect((await screen.findAllByText('总上传行数：3，已导入行数：1，错误行数：2')).length).toBeGreaterThan(0);
    expect(screen.getByText('第 3 行：请输入姓名')).toBeTruthy();
    expect(screen.getByText('第 4 行：手机号必须是手机号码')).toBeTruthy();
  });

  it('shows the detail with dictionary texts', async () => {
    renderPage(provider());
    await screen.findByText('共 3 条');
    fireEvent.click(within(bodyRows()[0]).getByText('详情'));
    await screen.findByText('通讯录详情');
    const detail = dialog();
    await waitFor(() => expect(within(detail).getByText('张伟')).toBeTruthy());
    expect(within(detail).getByText('男')).toBeTruthy();
    expect(within(detail).getByText('1988-05-12')).toBeTruthy();
  });
});
