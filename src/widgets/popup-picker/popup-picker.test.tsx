import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createDemoCustom, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DataProvider } from '@/engine';
import { PopupPicker } from './popup-picker';
import { buildPopupResult, checkPopupConfig, checkPopupSelection } from './use-popup-picker-controller';

function wrap(node: ReactNode, provider: DataProvider = createMemoryDataProvider({}, { custom: createDemoCustom() })) {
  return render(<App><EngineProvider dataProvider={provider} registry={createWidgetRegistry()}>{node}</EngineProvider></App>);
}
const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('.ant-modal tbody tr.ant-table-row')];
const openPicker = () => fireEvent.click(document.querySelector('.popup-picker input') as HTMLInputElement);
// getByRole is slow on a full antd table in jsdom: plain selectors keep these tests fast.
const clickOk = () => fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);

describe('popup picker rules', () => {
  it('checks the configuration and the selection', () => {
    expect(checkPopupConfig({ code: 'user_list', orgFields: 'username', destFields: '' }).error).toBe('popup参数未正确配置!');
    expect(checkPopupConfig({ orgFields: 'username', destFields: 'a' }).error).toBe('popup参数未正确配置!');
    expect(checkPopupConfig({ code: 'x', orgFields: 'a,b', destFields: 'c' }).error).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(checkPopupConfig({ code: 'x', orgFields: 'a, b', destFields: 'c,d' }).error).toBeUndefined();
    expect(checkPopupSelection([], true)).toBe('请选择一条记录');
    expect(checkPopupSelection([{ a: 1 }, { a: 2 }], false)).toBe('请选择一条记录');
    expect(checkPopupSelection([{ a: 1 }, { a: 2 }], true)).toBeUndefined();
    expect(buildPopupResult([{ u: 'zhangwei', n: '张伟' }, { u: 'wangfang', n: '王芳' }], ['u', 'n'], ['acc', 'name']))
      .toEqual({ acc: 'zhangwei,wangfang', name: '张伟,王芳' });
  });
});

describe('PopupPicker', () => {
  it('shows the config error and stays disabled', async () => {
    wrap(<PopupPicker code="user_list" orgFields="username,realname" destFields="leader" />);
    expect(screen.getAllByText('popup参数未正确配置,原始值和目标值数量不一致!').length).toBeGreaterThan(0);
    expect((document.querySelector('.popup-picker input') as HTMLInputElement).disabled).toBe(true);
  });

  it('loads columns → query info → data, titles the 1200 px modal, pages, and writes the chosen row', async () => {
    const custom = vi.fn(createDemoCustom());
    const onChange = vi.fn();
    wrap(<PopupPicker code="user_list" field="leaderName" orgFields="username,realname" destFields="leaderAccount,leaderName" sorter="username=asc" onChange={onChange} />,
      createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }));
    openPicker();
    await screen.findByText('用户报表');
    await screen.findByText('1-10 共22条');
    expect(custom.mock.calls.map(([p]) => p.url)).toEqual([
      '/online/cgreport/api/getRpColumns/user_list', '/online/cgreport/api/getQueryInfo/rp-user-list', '/online/cgreport/api/getData/rp-user-list',
    ]);
    expect(custom.mock.calls[2][0].query).toMatchObject({ pageNo: 1, pageSize: 10, column: 'username', order: 'asc' });
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1200px');
    // Dictionary column through customRender → dictOptions.
    expect(within(rows()[0]).getByText('女')).toBeTruthy();

    clickOk();
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(within(rows()[0]).getByText('chenjing'));
    clickOk();
    expect(onChange).toHaveBeenCalledWith('陈静', { leaderAccount: 'chenjing', leaderName: '陈静' });
  });

  it('searches with the query form (hidden fields behind 展开) and joins multi selections across pages', async () => {
    const custom = vi.fn(createDemoCustom());
    const onChange = vi.fn();
    wrap(<PopupPicker code="user_list" multi orgFields="username" destFields="members" sorter="username=asc" onChange={onChange} />,
      createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }));
    openPicker();
    await screen.findByText('1-10 共22条');
    expect(screen.queryByText('性别', { selector: 'label' })).toBeNull();
    fireEvent.click(screen.getByText('展开'));
    expect(screen.getByText('性别', { selector: 'label' })).toBeTruthy();
    fireEvent.click(within(rows()[0]).getByText('chenjing'));
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('11-20 共22条');
    fireEvent.click(within(rows()[0]).getByText(String(rows()[0].cells[1].textContent)));
    const second = rows()[0].cells[1].textContent;
    clickOk();
    expect(onChange).toHaveBeenCalledWith(`chenjing,${second}`, { members: `chenjing,${second}` });

    onChange.mockClear();
    openPicker();
    await screen.findByText('1-10 共22条');
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '王' } });
    fireEvent.click(document.querySelector('.report-query-form button[type=submit]') as HTMLElement);
    await screen.findByText('1-1 共1条');
    expect(custom.mock.lastCall?.[0].query).toMatchObject({ realname: '*王*', pageNo: 1 });
  });

  it('clears every dest field', async () => {
    const onChange = vi.fn();
    wrap(<PopupPicker code="user_list" orgFields="username,realname" destFields="a,b" value="张伟" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('清除'));
    expect(onChange).toHaveBeenCalledWith('', { a: '', b: '' });
  });

  it('reports a load failure in an error modal', async () => {
    wrap(<PopupPicker code="nope" orgFields="a" destFields="b" />, createMemoryDataProvider({}, { custom: createDemoCustom({ failReports: '实体不存在' }) }));
    openPicker();
    expect((await screen.findAllByText('出错了')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByText('Popup初始化失败，请检查你的配置或稍后重试！实体不存在')).toBeTruthy());
  });
});
