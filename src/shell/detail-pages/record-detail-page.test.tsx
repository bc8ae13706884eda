import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DataProviderContextProvider, HttpError, testDataProvider, type CustomParams, type DataProvider } from '@/engine';
import { INNOVATION_DETAIL } from './detail-configs';
import { RecordDetailPage } from './record-detail-page';

const RECORD = {
  id: 'h01', title: '基于无人机的高边坡巡视与隐患识别', category: 'smart', category_dictText: '智慧监理', completers: '赵强、王鹏、刘洋',
  declareDate: '2025-10-12', costSaved: 186000, description: '<p>采用多旋翼无人机每周航拍<script>window.hacked=1</script><img src=x onerror="window.hacked=2"></p>',
  effect: '单次巡视由 2 人·天缩短为 0.5 人·天', gallery: 'demo/202601/aa.jpg,demo/202601/bb.jpg', video: 'temp/202601/cc.pdf',
  achievementId: 'a04', achievementId_dictText: '高边坡无人机巡检成果',
};

function renderAt(url: string, provider: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <DataProviderContextProvider value={provider}>
        <RecordDetailPage title="创新亮点详情" config={INNOVATION_DETAIL} />
      </DataProviderContextProvider>
    </MemoryRouter>,
  );
}

describe('RecordDetailPage', () => {
  it("reads the record through its page's queryById and shows title, facts, sanitised text, gallery, attachments and related items", async () => {
    const asked: CustomParams[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const provider = testDataProvider({
      custom: async <T,>(params: CustomParams) => {
        asked.push(params);
        await gate;
        return { data: RECORD as T };
      },
      getList: async (params) => ({
        data: (params.filters?.length ? [RECORD, { id: 'h02', title: '隧道智能通风监控' }] : [{ id: 'h03', title: '监理日志移动端“语音速记”' }, { id: 'h02', title: '隧道智能通风监控' }]) as never, total: 2,
      }),
      fileUrl: async (path: string) => `/devops/sys/common/static/${path}?sig=1`,
    });
    renderAt('/company/ihighlights/InnovationDetail?id=h01', provider);
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: RECORD.title })).toBeTruthy();
    expect(asked[0]).toMatchObject({ url: '/innovation/highlight/queryById', method: 'get', query: { id: 'h01' } });
    expect(screen.getByText('智慧监理')).toBeTruthy();
    expect(screen.getByText('186,000.00')).toBeTruthy();
    expect(screen.getByText('采用多旋翼无人机每周航拍')).toBeTruthy();
    expect(document.querySelector('.detail-rich script')).toBeNull();
    expect(document.querySelector('.detail-rich img')?.getAttribute('onerror')).toBeFalsy();
    await waitFor(() => expect(document.querySelectorAll('.detail-gallery img')).toHaveLength(2));
    expect(document.querySelector('.detail-gallery img')?.getAttribute('src')).toBe('/devops/sys/common/static/demo/202601/aa.jpg?sig=1');
    expect(screen.getByText('附件 1（PDF）')).toBeTruthy();
    expect(screen.getByText('关联科研成果：高边坡无人机巡检成果')).toBeTruthy();
    const related = await screen.findByRole('link', { name: '隧道智能通风监控' });
    expect(related.getAttribute('href')).toBe('/company/ihighlights/InnovationDetail?id=h02');
    // Same category first, then the latest others, each once.
    expect([...document.querySelectorAll('.detail-related a')].map((a) => a.textContent)).toEqual(['隧道智能通风监控', '监理日志移动端“语音速记”']);
    expect(screen.queryByRole('link', { name: RECORD.title })).toBeNull();
  });

  it('opens the picture viewer over the gallery', async () => {
    const provider = testDataProvider({
      custom: async <T,>() => ({ data: RECORD as T }),
      fileUrl: async (path: string) => `/files/${path}`,
    });
    renderAt('/company/ihighlights/InnovationDetail?id=h01', provider);
    await waitFor(() => expect(document.querySelectorAll('.detail-gallery img')).toHaveLength(2));
    fireEvent.click(document.querySelector('.detail-gallery .ant-image')!);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).toBeTruthy());
  });

  it('asks for an id when none is given, without calling the server', async () => {
    let called = false;
    renderAt('/company/ihighlights/InnovationDetail', testDataProvider({ custom: async () => ((called = true), { data: null as never }) }));
    expect(await screen.findByText('未指定要查看的记录（缺少 id 参数），请从列表中打开。')).toBeTruthy();
    expect(called).toBe(false);
  });

  it('says the record is missing or not the user’s when the server refuses it', async () => {
    const provider = testDataProvider({ custom: async () => Promise.reject(new HttpError({ status: 404, message: '未找到对应数据' })) });
    renderAt('/company/ihighlights/InnovationDetail?id=other-company', provider);
    expect(await screen.findByText('未找到该记录，或您无权查看（记录可能已删除，或不在您的公司、项目范围内）。')).toBeTruthy();
  });
});
