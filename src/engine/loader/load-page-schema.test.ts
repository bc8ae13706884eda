import { describe, expect, it } from 'vitest';
import { createSchemaLoader } from './load-page-schema';
import { createBundledSchemaSource, createHttpSchemaSource, type SchemaSource } from './schema-source';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { noticeSchema } from '../testing/fixtures';
import { HttpError } from '../data/http-error';

describe('createSchemaLoader', () => {
  it('validates and caches per code', async () => {
    let fetches = 0;
    const inner = createBundledSchemaSource([noticeSchema]);
    const source: SchemaSource = { load: (code) => (fetches++, inner.load(code)) };
    const loader = createSchemaLoader(source);
    const [a, b] = await Promise.all([loader.load('news/notice'), loader.load('news/notice')]);
    expect(a.status).toBe('ready');
    expect(b).toBe(a);
    expect(fetches).toBe(1);
    loader.invalidate('news/notice');
    await loader.load('news/notice');
    expect(fetches).toBe(2);
  });

  it('reports problems by JSON Pointer', async () => {
    const broken = { ...noticeSchema, fields: [{ ...noticeSchema.fields[0], type: 'bogus' }] };
    const loaded = await createSchemaLoader(createBundledSchemaSource({ 'news/notice': broken })).load('news/notice');
    expect(loaded.status).toBe('invalid');
    if (loaded.status === 'invalid') expect(loaded.problems[0].pointer).toBe('/fields/0/type');
  });

  it('flags a schema served under another code', async () => {
    const loaded = await createSchemaLoader(createBundledSchemaSource({ 'news/other': noticeSchema })).load('news/other');
    expect(loaded).toMatchObject({ status: 'invalid', problems: [{ pointer: '/code' }] });
  });

  it('does not cache failed fetches', async () => {
    let attempts = 0;
    const loader = createSchemaLoader({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('断网');
        return noticeSchema;
      },
    });
    await expect(loader.load('news/notice')).rejects.toThrow('断网');
    expect((await loader.load('news/notice')).status).toBe('ready');
  });

  it('shows the problems a development server reports for a broken file, and asks again next time', async () => {
    const problems = [{ pointer: '/fields/0/type', message: '未知的取值 "inptu"（是不是想写 "input"？）' }];
    let attempts = 0;
    const loader = createSchemaLoader({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new HttpError({ status: 422, message: '页面模式 news/notice 有 1 个问题，请修改后保存', result: { problems } });
        return noticeSchema;
      },
    });
    expect(await loader.load('news/notice')).toEqual({ status: 'invalid', code: 'news/notice', problems });
    expect((await loader.load('news/notice')).status).toBe('ready');
  });

  it('trusts a source that serves only linted pages, but still checks the code it was asked for', async () => {
    const broken = { ...noticeSchema, fields: [{ ...noticeSchema.fields[0], type: 'bogus' }] };
    const linted = (schemas: Record<string, unknown>): SchemaSource => ({ ...createBundledSchemaSource(schemas), linted: true });
    expect((await createSchemaLoader(linted({ 'news/notice': broken })).load('news/notice')).status).toBe('ready');
    expect(await createSchemaLoader(linted({ 'news/other': noticeSchema })).load('news/other')).toMatchObject({ status: 'invalid', problems: [{ pointer: '/code' }] });
  });

  it('reads from /sys/schema/<code> through the provider, which serves linted pages only', async () => {
    const urls: string[] = [];
    const provider = createMemoryDataProvider({}, { custom: async (p) => (urls.push(p.url), { data: noticeSchema as never }) });
    expect(await createHttpSchemaSource(provider).load('news/notice')).toEqual(noticeSchema);
    expect(urls).toEqual(['/sys/schema/news/notice']);
    expect(createHttpSchemaSource(provider).linted).toBe(true);
  });
});
