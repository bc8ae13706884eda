import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import {
  createDemoCustom, createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider, HttpError, type DataProvider,
} from '@/engine';
import { DictCheckbox, DictRadio, DictSelect, DictSelectMultiple } from './dict-select';
import { DictSelectSearch } from './dict-select-search';

function wrap(node: ReactNode, provider: DataProvider = createMemoryDataProvider({}, { custom: createDemoCustom() }), dicts = {}) {
  return render(
    <App>
      <EngineProvider dataProvider={provider} registry={createWidgetRegistry()} dicts={createDictLookup(dicts)}>{node}</EngineProvider>
    </App>,
  );
}
const openSelect = () => fireEvent.mouseDown(document.querySelector('.ant-select-selector') as HTMLElement);

describe('dictionary widgets', () => {
  it('select loads getDictItems once per code and writes the chosen value', async () => {
    const custom = vi.fn(createDemoCustom());
    const onChange = vi.fn();
    wrap(<><DictSelect dictCode="project_state" onChange={onChange} /><DictRadio dictCode="project_state" /></>, createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }));
    await screen.findByText('已完工');
    openSelect();
    fireEvent.click(await screen.findByTitle('在建'));
    expect(onChange).toHaveBeenCalledWith('2');
    expect(custom).toHaveBeenCalledTimes(1);
  });

  it('prefers the login dictionary cache and shows 字典编码不能为空 without a code', async () => {
    const custom = vi.fn(createDemoCustom());
    wrap(<><DictRadio dictCode="contract_type" /><DictCheckbox /></>, createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }), {
      contract_type: [{ value: 'SR', text: '收入合同' }],
    });
    expect(screen.getByText('收入合同')).toBeTruthy();
    expect(screen.getByText('字典编码不能为空')).toBeTruthy();
    expect(custom).not.toHaveBeenCalled();
  });

  it('checkbox emits a comma-separated string', async () => {
    const onChange = vi.fn();
    wrap(<DictCheckbox dictCode="supervision_attr" value="JL" onChange={onChange} />);
    const option = await screen.findByText('造价咨询');
    // antd's group only reports options that have registered (in an effect after they render); a user never clicks sooner.
    await waitFor(() => expect(document.querySelectorAll('.ant-checkbox-wrapper-checked')).toHaveLength(1));
    await act(async () => {});
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('JL,ZX');
  });

  it('select-multiple shows one tag and a +n summary', async () => {
    wrap(<DictSelectMultiple dictCode="supervision_attr" value="JL,ZX,SJ" />);
    await screen.findByText('施工监理');
    expect(screen.getByText('+ 2 ...')).toBeTruthy();
    expect(screen.queryByText('设计咨询')).toBeNull();
  });

  describe('select-search', () => {
    it('prompts, debounces 300 ms, searches loadDict and reports an empty result', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const custom = vi.fn(createDemoCustom());
      const onChange = vi.fn();
      wrap(<DictSelectSearch dict="sys_user,realname,username" pageSize={10} onChange={onChange} />, createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }));
      openSelect();
      expect(await screen.findByText('请输入搜索内容')).toBeTruthy();
      const input = document.querySelector('.ant-select-selection-search-input') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '张' } });
      fireEvent.change(input, { target: { value: '张伟' } });
      await act(async () => { vi.advanceTimersByTime(299); });
      expect(custom).not.toHaveBeenCalled();
      await act(async () => { vi.advanceTimersByTime(1); });
      expect(custom).toHaveBeenCalledTimes(1);
      expect(custom.mock.calls[0][0]).toMatchObject({ query: { keyword: '张伟', pageSize: 10 } });
      fireEvent.click(await screen.findByTitle('张伟'));
      expect(onChange).toHaveBeenCalledWith('zhangwei');
      openSelect();
      fireEvent.change(input, { target: { value: '不存在的人' } });
      await act(async () => { vi.advanceTimersByTime(300); });
      expect(await screen.findByText('没有查询到任何数据')).toBeTruthy();
      vi.useRealTimers();
    });

    it('shows a service message as a warning', async () => {
      const provider = createMemoryDataProvider({}, {
        custom: async () => { throw new HttpError({ status: 200, message: '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!' }); },
      });
      wrap(<DictSelectSearch dict="sys_user,password,username" />, provider);
      openSelect();
      fireEvent.change(document.querySelector('.ant-select-selection-search-input') as HTMLInputElement, { target: { value: 'a' } });
      expect(await screen.findByText('系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!', {}, { timeout: 2000 })).toBeTruthy();
      await waitFor(() => expect(document.querySelector('.ant-message-warning')).toBeTruthy());
    });
  });
});
