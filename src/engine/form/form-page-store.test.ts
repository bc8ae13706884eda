import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { testDataProvider } from '../data/test-data-provider';
import type { FormPageSchema } from '../schema/page-schema';
import { createFormPageStore } from './form-page-store';

const single: FormPageSchema = {
  schemaVersion: 1, kind: 'form', mode: 'single', code: 'project/settings', title: '监理工作设置', table: 'biz_settings', scope: 'project',
  permissionPrefix: 'project:settings', fields: [{ name: 'chief', label: '总监', type: 'input', dbType: 'varchar' }],
};

describe('FormPageStore', () => {
  it('single mode finds the scope’s one record, then edits the saved one', async () => {
    const store = createFormPageStore(createMemoryDataProvider({ 'project/settings': [{ id: 's1', chief: '王建国' }] }), single);
    expect(store.status).toBe('loading');
    await store.load();
    expect([store.status, store.recordId]).toEqual(['ready', 's1']);
    store.saved({ id: 's1', chief: '王建华' });
    expect(store.revision).toBe(1);
  });

  it('single mode without a record adds one and goes on editing it', async () => {
    const store = createFormPageStore(createMemoryDataProvider({ 'project/settings': [] }), single);
    await store.load();
    expect(store.recordId).toBeUndefined();
    store.saved({ id: 'new1' });
    expect(store.recordId).toBe('new1');
  });

  it('create mode is ready at once and never keeps a record; a failed lookup says why', async () => {
    const create = createFormPageStore(createMemoryDataProvider({}), { ...single, mode: 'create' });
    expect(create.status).toBe('ready');
    create.saved({ id: 'r1' });
    expect(create.recordId).toBeUndefined();
    create.restart();
    expect(create.revision).toBe(2);
    const failing = createFormPageStore(testDataProvider({ getList: async () => { throw new Error('没有权限，请联系管理员授权'); } }), single);
    await failing.load();
    expect([failing.status, failing.error]).toEqual(['error', '没有权限，请联系管理员授权']);
  });
});
