import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { SchemaLoaderContextProvider, usePageSchema } from './schema-loader-context';
import { createSchemaLoader } from './load-page-schema';

// A page that names no schema yet (流程定义's designer drawer before a definition is opened) must not ask the server
// for `/sys/schema/` — an empty code that the server answers 404, which staff would see as a failed request.
function Probe({ code }: { code: string }) {
  const { state } = usePageSchema(code);
  return <span data-testid="state">{state.status}</span>;
}

describe('usePageSchema', () => {
  it('asks for nothing while no page is named, and loads the page once one is', async () => {
    const asked: string[] = [];
    const loader = createSchemaLoader({
      async load(code) {
        asked.push(code);
        return { code, kind: 'crud', title: '新闻通知', table: 'biz_news_notice', fields: [{ name: 'title', label: '标题', type: 'input' }] };
      },
    });
    const view = render(<SchemaLoaderContextProvider value={loader}><Probe code="" /></SchemaLoaderContextProvider>);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
    view.rerender(<SchemaLoaderContextProvider value={loader}><Probe code="news/notice" /></SchemaLoaderContextProvider>);
    await waitFor(() => expect(asked).toEqual(['news/notice']));
  });

  it('loads an open page again when its schema is invalidated (a newer version was published), not for another page', async () => {
    let version = 0;
    const asked: string[] = [];
    const loader = createSchemaLoader({
      async load(code) {
        asked.push(code);
        version += 1;
        return {
          schemaVersion: 1, kind: 'crud', code, title: `新闻通知 v${version}`, table: 'biz_news_notice', scope: 'company', permissionPrefix: 'news:notice',
          fields: [{ name: 'title', label: '标题', type: 'input', dbType: 'varchar' }],
        };
      },
    });
    function Title() {
      const { state } = usePageSchema('news/notice');
      return <span data-testid="title">{state.status === 'ready' ? state.schema.title : state.status}</span>;
    }
    const view = render(<SchemaLoaderContextProvider value={loader}><Title /></SchemaLoaderContextProvider>);
    await waitFor(() => expect(view.getByTestId('title').textContent).toBe('新闻通知 v1'));
    loader.invalidate('fleet/repair');
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual(['news/notice']);
    loader.invalidate('news/notice');
    await waitFor(() => expect(view.getByTestId('title').textContent).toBe('新闻通知 v2'));
  });
});
