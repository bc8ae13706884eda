import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DataProviderContextProvider, testDataProvider, type CustomParams } from '@/engine';
import type { PersonAchievements, PersonalSummary } from '@/engine/schema/wire/personal';
import { createFlowFixture } from '@/widgets/approval/approval.fixtures';
import { ServicesContextProvider } from '../services/services-context';
import { createFakeServices } from '../testing/fake-services';
import { PersonalCentrePage } from './personal-centre-page';
import { GROUP_MODE_KEY } from './personal-mode';

const ACHIEVEMENTS: PersonAchievements = {
  person: { username: 'admin', realname: '系统管理员', post: null, companyIds: ['001'] },
  items: [{
    kind: 'honor', id: 'h1', pageCode: 'hr/honor', title: '集团2025年度先进工作者', date: '2026-01-20', year: 2026,
    typeText: '先进个人', levelText: '集团级', source: '工程咨询集团', role: '获得人', code: '集团发〔2026〕5号', summary: null,
  }],
  counts: { outcome: 0, award: 0, patent: 0, paper: 0, project: 0, honor: 1 },
};
const SUMMARY: PersonalSummary = {
  profile: { post: null, companies: ['工程咨询集团'], roles: ['管理员'] },
  assessments: [{ id: 'a1', instanceName: '2025年度集团机关员工考核', family: '员工', weightedScore: 92.35, scoreRank: 2, grade: '优秀', status: '已反馈', confirmDate: '2026-01-20' }],
  training: [{ year: 2026, totalHours: 40, continuingHours: 24, safetyHours: 16, sessions: 5 }],
};

function renderCentre() {
  const flow = createFlowFixture();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const provider = testDataProvider({
    custom: async <T,>(params: CustomParams) => {
      if (params.url === '/personal/achievements') return (await gate, { data: ACHIEVEMENTS as T });
      if (params.url === '/personal/summary') return { data: SUMMARY as T };
      return flow<T>(params);
    },
  });
  render(
    <MemoryRouter>
      <ServicesContextProvider value={createFakeServices({ loggedIn: true })}>
        <DataProviderContextProvider value={provider}>
          <PersonalCentrePage />
        </DataProviderContextProvider>
      </ServicesContextProvider>
    </MemoryRouter>,
  );
  return { release };
}

afterEach(() => sessionStorage.clear());

describe('PersonalCentrePage', () => {
  it('shows the profile, the approval counts, and the achievements once they arrive', async () => {
    const { release } = renderCentre();
    const work = document.querySelector('.personal-work') as HTMLElement;
    expect(work.querySelector('.ant-skeleton')).toBeTruthy();
    expect(await screen.findByText('工程咨询集团')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.personal-approval-todo strong')?.textContent).toBe('3'));
    release();
    expect(await within(work).findByText('集团2025年度先进工作者')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '我的考核' }));
    expect(await screen.findByText('2025年度集团机关员工考核')).toBeTruthy();
    expect(screen.getByText('92.35')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '我的帖子' }));
    // The forum's own list of the user's posts (none in this fake).
    expect(await screen.findByText('还没有发过帖子')).toBeTruthy();
  });

  it('switches the session to personal mode, so the workspace opens on the personal centre', async () => {
    renderCentre();
    const toggle = await screen.findByRole('switch', { name: '个人模式' });
    fireEvent.click(toggle);
    expect(sessionStorage.getItem(GROUP_MODE_KEY)).toBe('false');
    fireEvent.click(toggle);
    expect(sessionStorage.getItem(GROUP_MODE_KEY)).toBe('true');
  });
});
