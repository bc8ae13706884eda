import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider } from '@/engine';
import { CrudPage } from './crud-page';
import { newsDicts, newsRows, noticeSchema } from './crud-page.fixtures';

// Names that look like HTML (a department, a user, a title) are shown as text in lists, never parsed.
describe('CrudPage with hostile text', () => {
  it('shows markup in a cell as the characters typed, creating no element and running nothing', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><svg onload="window.__pwned=1">';
    const rows = [{ ...newsRows[0], id: 'x1', title: hostile, publisher: '<b>华通公路</b>', publishDate: '2099-01-01' }, ...newsRows.slice(1)];
    render(
      <ConfigProvider locale={zhCN}>
        <EngineProvider dataProvider={createMemoryDataProvider({ 'news/notice': rows })} registry={createWidgetRegistry()} dicts={createDictLookup(newsDicts)}>
          <CrudPage schema={noticeSchema} />
        </EngineProvider>
      </ConfigProvider>,
    );
    expect(await screen.findByText(hostile)).toBeTruthy();
    expect(screen.getByText('<b>华通公路</b>')).toBeTruthy();
    expect(document.querySelector('tbody img, tbody svg[onload], tbody b')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
