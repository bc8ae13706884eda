import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { AccessControlContextProvider, allowAll, createDictLookup, createMemoryDataProvider, EngineProvider, type DataRecord } from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { RecordPanelDrawer } from './record-panel-drawer';
import { announcement, fileDict, job, panelEndpoints, staffDict } from './record-panels.fixtures';

vi.setConfig({ testTimeout: 60_000 });

function show(name: 'dict-items' | 'announcement-reads' | 'job-runs', record: DataRecord, calls: Parameters<typeof panelEndpoints>[0] = []) {
  const provider = createMemoryDataProvider({}, { custom: panelEndpoints(calls) });
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EngineProvider dataProvider={provider} registry={createDefaultWidgetRegistry()} dicts={createDictLookup({})}>
          <AccessControlContextProvider value={allowAll}>
            <RecordPanelDrawer name={name} title="面板" record={record} onClose={() => undefined} />
          </AccessControlContextProvider>
        </EngineProvider>
      </App>
    </ConfigProvider>,
  );
}

/** The item editor once open, with the given title. */
const editor = (title: string) => waitFor(() => {
  const modal = document.querySelector<HTMLElement>('.ant-modal.dict-item-editor');
  expect(modal?.querySelector('.ant-modal-title')?.textContent).toBe(title);
  return modal!;
});

describe('record panels', () => {
  it('字典配置: lists the items with their colour and state; the schema file’s items cannot be edited', async () => {
    show('dict-items', fileDict);
    await screen.findByText('加急（本单位）');
    expect(screen.getByText('本字典来自模式文件：文件中声明的项只读，可在此增加本单位自用的项。')).toBeTruthy();
    const fileRow = screen.getByText('一般').closest('tr') as HTMLElement;
    expect(within(fileRow).getByText('编辑').closest('.ant-typography-disabled')).toBeTruthy();
    const ownRow = screen.getByText('加急（本单位）').closest('tr') as HTMLElement;
    expect(within(ownRow).getByText('编辑').closest('.ant-typography-disabled')).toBeNull();
  });

  it('字典配置: adds an item with its value, order and state, and keeps the value of an existing one', async () => {
    const calls: Parameters<typeof panelEndpoints>[0] = [];
    show('dict-items', staffDict, calls);
    await screen.findByText('修复养护');
    expect(screen.getByText('停用')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新增字典项/ }));
    const dialog = await editor('新增字典项');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '专项养护' } });
    fireEvent.change(within(dialog).getByLabelText('数据值'), { target: { value: 'special' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.find((c) => c.url === '/sys/dictItem/add')).toBeTruthy());
    expect(calls.find((c) => c.url === '/sys/dictItem/add')!.payload).toMatchObject({ dictId: 'd-maintain', itemText: '专项养护', itemValue: 'special', sortOrder: 3, status: 1 });

    fireEvent.click(within(screen.getByText('预防养护').closest('tr') as HTMLElement).getByText('编辑'));
    const edit = await editor('编辑字典项');
    expect((within(edit).getByLabelText('数据值') as HTMLInputElement).disabled).toBe(true);
  });

  it('阅读情况: counts and lists who read it and when, and who has not', async () => {
    show('announcement-reads', announcement);
    await screen.findByText('张伟');
    expect(screen.getByText('已读（2）')).toBeTruthy();
    expect(screen.getByText('未读（1）')).toBeTruthy();
    expect(screen.getByText('2026-11-02 10:05:37')).toBeTruthy();
    fireEvent.click(screen.getByText('未读（1）'));
    await screen.findByText('赵强');
  });

  it('执行记录: shows the next five run times and each run with its duration, result and error', async () => {
    show('job-runs', job);
    await screen.findByText('删除 180 天前的操作日志 1240 条');
    expect(screen.getByText(/2026-11-28 02:30:00，2026-11-29 02:30:00/)).toBeTruthy();
    expect(screen.getByText('840 毫秒')).toBeTruthy();
    expect(screen.getByText('30.0 秒')).toBeTruthy();
    expect(screen.getByText('失败')).toBeTruthy();
    expect(screen.getByText('查询超时：canceling statement due to statement timeout')).toBeTruthy();
  });
});
