import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DataProviderContextProvider, testDataProvider, type CustomParams } from '@/engine';
import { PARTY_STYLE_DETAIL } from '../detail-pages/detail-configs';
import { RecordDetailPage } from '../detail-pages/record-detail-page';
import { ServicesContextProvider } from '../services/services-context';
import { createFakeServices, fakeNotice } from '../testing/fake-services';
import { NoticeModal } from './notice-modal';

const STORY = {
  id: 's04', title: '党员先锋冯涛：扎根一线的“技术尖兵”', styleType: 'model', styleType_dictText: '先进典型',
  summary: '冯涛同志扎根项目一线。', content: '<p>带头攻克拼宽路基沉降控制难题。</p>',
};

/** The notice modal over a router that knows the party-building detail page, which reads its record from memory. */
function renderNotice(notice: typeof fakeNotice) {
  const services = createFakeServices({ loggedIn: true });
  const asked: CustomParams[] = [];
  const provider = testDataProvider({
    custom: async <T,>(params: CustomParams) => (asked.push(params), { data: STORY as T }),
    getList: async () => ({ data: [], total: 0 }),
  });
  render(
    <ServicesContextProvider value={services}>
      <DataProviderContextProvider value={provider}>
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
          <NoticeModal />
          <Routes>
            <Route path="/dashboard/analysis" element={<p>首页</p>} />
            <Route path={PARTY_STYLE_DETAIL.route} element={<RecordDetailPage title="党建风采详情" config={PARTY_STYLE_DETAIL} />} />
          </Routes>
        </MemoryRouter>
      </DataProviderContextProvider>
    </ServicesContextProvider>,
  );
  act(() => services.notices.show(notice));
  return asked;
}

describe('NoticeModal', () => {
  it('opens the record a notice links: 查看详情 lands on its detail page showing the record', async () => {
    const asked = renderNotice({
      ...fakeNotice, titile: '关于学习党员先锋冯涛同志先进事迹的通知', openType: 'url', busType: 'party_style', busId: 's04',
      openPage: '/company/party/style/show/detail?id=s04',
    });
    expect(screen.queryByRole('button', { name: '去处理' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '查看详情' }));
    expect(await screen.findByRole('heading', { name: STORY.title })).toBeTruthy();
    expect(screen.getByText('带头攻克拼宽路基沉降控制难题。')).toBeTruthy();
    expect(asked[0]).toMatchObject({ url: '/party/style/queryById', query: { id: 's04' } });
    expect(screen.queryByText('首页')).toBeNull();
  });

  it('keeps 去处理 for a notice that asks for work', async () => {
    renderNotice({ ...fakeNotice, busType: 'bpm', openType: 'url', openPage: '/company/myBacklog' });
    expect(await screen.findByRole('button', { name: '去处理' })).toBeTruthy();
  });
});
