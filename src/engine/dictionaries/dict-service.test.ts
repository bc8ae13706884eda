import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../data/test-data-provider';
import { HttpError } from '../data/http-error';
import { createDictService, dictServiceFor } from './dict-service';

const sex = [{ value: 1, text: '男' }, { value: '2', title: '女' }];

describe('dict service', () => {
  it('loads getDictItems/{code} once and normalises items', async () => {
    const custom = vi.fn(async () => ({ data: sex }));
    const service = createDictService(testDataProvider({ custom }));
    const items = await service.getDictItems('sex');
    expect(items).toEqual([{ value: '1', text: '男' }, { value: '2', title: '女', text: '女' }]);
    await service.getDictItems('sex');
    expect(custom).toHaveBeenCalledTimes(1);
    expect(custom).toHaveBeenCalledWith({ url: '/sys/dict/getDictItems/sex', method: 'get' });
  });

  it('shares one in-flight request between concurrent callers', async () => {
    let resolve!: (v: unknown) => void;
    const custom = vi.fn(() => new Promise((r) => { resolve = r; }));
    const service = createDictService(testDataProvider({ custom }));
    const a = service.getDictItems('project_state');
    const b = service.getDictItems('project_state');
    resolve({ data: [{ value: '2', text: '在建' }] });
    expect(await a).toBe(await b);
    expect(custom).toHaveBeenCalledTimes(1);
  });

  it('keeps one cache per provider instance', async () => {
    const p1 = testDataProvider({ custom: async () => ({ data: sex }) });
    const p2 = testDataProvider({ custom: async () => ({ data: sex }) });
    expect(dictServiceFor(p1)).toBe(dictServiceFor(p1));
    expect(dictServiceFor(p1)).not.toBe(dictServiceFor(p2));
  });

  it('rejects an empty code with 字典编码不能为空', async () => {
    const service = createDictService(testDataProvider());
    await expect(service.getDictItems('')).rejects.toThrow('字典编码不能为空');
    await expect(service.getDictItems('  ')).rejects.toThrow('字典编码不能为空');
    await expect(service.searchDict('', '张')).rejects.toThrow('字典编码不能为空');
  });

  it('forgets a failed load so the next call retries', async () => {
    const custom = vi.fn()
      .mockRejectedValueOnce(new HttpError({ status: 500, message: '操作失败' }))
      .mockResolvedValueOnce({ data: sex });
    const service = createDictService(testDataProvider({ custom }));
    await expect(service.getDictItems('sex')).rejects.toThrow('操作失败');
    expect(await service.getDictItems('sex')).toHaveLength(2);
  });

  it('searches a table dictionary with keyword and pageSize, uncached', async () => {
    const custom = vi.fn(async () => ({ data: [{ value: 'zhangwei', text: '张伟' }] }));
    const service = createDictService(testDataProvider({ custom }));
    await service.searchDict('sys_user,realname,username', '张', 10);
    await service.searchDict('sys_user,realname,username', '张', 10);
    expect(custom).toHaveBeenCalledTimes(2);
    expect(custom).toHaveBeenLastCalledWith({
      url: `/sys/dict/loadDict/${encodeURIComponent('sys_user,realname,username')}`, method: 'get', query: { keyword: '张', pageSize: 10 },
    });
  });
});
