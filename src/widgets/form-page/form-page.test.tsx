import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AccessControlContextProvider, allowAll, createDictLookup, createMemoryDataProvider, createWidgetRegistry, denyAll, EngineProvider,
  HttpError, type AccessControl, type DataProvider, type FormPageSchema,
} from '@/engine';
import { FormPage } from './form-page';
import { hazardDicts, hazardReportSchema, supervisionSettingsRows, supervisionSettingsSchema } from './form-page.fixtures';

function renderPage(provider: DataProvider, schema: FormPageSchema = hazardReportSchema, access: AccessControl = allowAll) {
  return render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider dataProvider={provider} registry={createWidgetRegistry()} dicts={createDictLookup(hazardDicts)}>
        <AccessControlContextProvider value={access}>
          <FormPage schema={schema} />
        </AccessControlContextProvider>
      </EngineProvider>
    </ConfigProvider>,
  );
}

const itemOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
const inputOf = (label: string) => within(itemOf(label)).getByRole('textbox') as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(inputOf(label), { target: { value } });
const button = (name: RegExp) => screen.getByRole('button', { name });

vi.setConfig({ testTimeout: 90_000 });
// Forms and modals mount slowly in jsdom on a busy machine: give every findBy / waitFor more room than 1 s.
configure({ asyncUtilTimeout: 8000 });

describe('FormPage create', () => {
  it('shows each field’s validation message, then saves, says 保存成功 and clears the form', async () => {
    const provider = createMemoryDataProvider({ 'safety/hazardReport': [] });
    const create = vi.spyOn(provider, 'create');
    renderPage(provider);
    await screen.findByText('隐患上报');
    expect((within(itemOf('隐患等级')).getByLabelText('一般隐患') as HTMLInputElement).checked).toBe(true);
    type('联系电话', '12345');
    fireEvent.click(button(/提交上报/));
    await waitFor(() => expect(within(itemOf('隐患描述')).getByText('请输入隐患描述')).toBeTruthy());
    expect(within(itemOf('联系电话')).getByText('请输入正确的手机号码')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    // The click guard holds the button for 3 s after each click.
    expect((button(/提交上报/) as HTMLButtonElement).disabled).toBe(true);

    type('隐患描述', '5层东侧临边防护栏杆缺失');
    type('隐患部位', '3号楼 5层 东侧临边');
    type('上报人', '李明');
    type('联系电话', '13812345678');
    await waitFor(() => expect((button(/提交上报/) as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(button(/提交上报/));
    await screen.findByText('保存成功');
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][0].variables).toMatchObject({ title: '5层东侧临边防护栏杆缺失', level: 'general', reporterPhone: '13812345678' });
    await waitFor(() => expect(inputOf('隐患描述').value).toBe(''));
    expect((within(itemOf('隐患等级')).getByLabelText('一般隐患') as HTMLInputElement).checked).toBe(true);
  });

  it('makes 整改建议 required for a 重大隐患 (linkage) and 重置 clears what was typed', async () => {
    renderPage(createMemoryDataProvider({ 'safety/hazardReport': [] }));
    await screen.findByText('隐患上报');
    fireEvent.click(within(itemOf('隐患等级')).getByLabelText('重大隐患'));
    fireEvent.click(button(/提交上报/));
    await waitFor(() => expect(within(itemOf('整改建议')).getByText('请输入整改建议')).toBeTruthy());
    type('上报人', '李明');
    fireEvent.click(button(/重\s*置/));
    await waitFor(() => expect(inputOf('上报人').value).toBe(''));
    expect((within(itemOf('隐患等级')).getByLabelText('一般隐患') as HTMLInputElement).checked).toBe(true);
  });

  it('puts the server’s field errors on their fields', async () => {
    renderPage({
      ...createMemoryDataProvider({ 'safety/hazardReport': [] }),
      create: async () => {
        throw new HttpError({ status: 400, message: '校验失败', fieldErrors: { location: '隐患部位不在当前项目的工点范围内' } });
      },
    });
    await screen.findByText('隐患上报');
    type('隐患描述', '塔吊附着装置螺栓松动');
    type('隐患部位', '2号塔吊');
    type('上报人', '李明');
    type('联系电话', '13812345678');
    fireEvent.click(button(/提交上报/));
    expect(await within(itemOf('隐患部位')).findByText('隐患部位不在当前项目的工点范围内')).toBeTruthy();
  });
});

describe('FormPage single', () => {
  it('loads the one record, saves it in place with its version, and can save again', async () => {
    const provider = createMemoryDataProvider({ 'project/supervisionSettings': supervisionSettingsRows });
    const update = vi.spyOn(provider, 'update');
    renderPage(provider, supervisionSettingsSchema);
    await waitFor(() => expect(inputOf('总监理工程师').value).toBe('王建国'));
    type('总监理工程师', '王建华');
    fireEvent.click(button(/保存设置/));
    await screen.findByText('保存成功');
    expect(update.mock.calls[0][0]).toMatchObject({ id: 's1', variables: { chiefEngineer: '王建华', version: 4 } });
    await waitFor(() => expect(inputOf('总监理工程师').value).toBe('王建华'));
    type('总监电话', '13700001111');
    await waitFor(() => expect((button(/保存设置/) as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(button(/保存设置/));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][0]).toMatchObject({ id: 's1', variables: { chiefPhone: '13700001111', version: 5 } });
  });

  it('adds the record when there is none yet, with the default submit label 提交', async () => {
    const provider = createMemoryDataProvider({ 'project/supervisionSettings': [] }, { newId: () => 'new1' });
    const create = vi.spyOn(provider, 'create');
    renderPage(provider, { ...supervisionSettingsSchema, submitLabel: undefined });
    await screen.findByText('总监理工程师');
    type('总监理工程师', '刘海涛');
    fireEvent.click(button(/提\s*交/));
    await screen.findByText('保存成功');
    expect(create.mock.calls[0][0].variables).toMatchObject({ chiefEngineer: '刘海涛', reportCycle: 'month', inspectionDays: 7 });
    await waitFor(() => expect(inputOf('总监理工程师').value).toBe('刘海涛'));
  });

  it('is read-only without the permission to save', async () => {
    renderPage(createMemoryDataProvider({ 'project/supervisionSettings': supervisionSettingsRows }), supervisionSettingsSchema, denyAll);
    expect(await screen.findByText('您没有保存此表单的权限，只能查看。')).toBeTruthy();
    await screen.findByText('王建国');
    expect(screen.queryByRole('button', { name: /保存设置/ })).toBeNull();
  });
});
