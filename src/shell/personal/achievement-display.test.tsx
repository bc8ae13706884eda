import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AchievementItem, PersonAchievements } from '@/engine/schema/wire/personal';
import { AchievementDisplay } from './achievement-display';

const item = (over: Partial<AchievementItem> & Pick<AchievementItem, 'kind' | 'title' | 'date'>): AchievementItem => ({
  id: over.title, pageCode: 'research/achievement', year: over.date ? Number(over.date.slice(0, 4)) : null,
  typeText: null, levelText: null, source: null, role: null, code: null, summary: null, ...over,
});

const data: PersonAchievements = {
  person: { username: 'fengtao', realname: '冯涛', post: '工程技术部部长', companyIds: ['c01'] },
  items: [
    item({ kind: 'honor', title: '华通公路2025年度优秀部门负责人', date: '2026-01-15', typeText: '先进个人', levelText: '公司级', source: '华通公路工程咨询有限公司' }),
    item({ kind: 'paper', title: '改扩建高速公路拼宽路基差异沉降监测与控制', date: '2026-03-25', typeText: '北大中文核心', role: '第一作者、通讯作者', source: '公路，2026, 71(3)' }),
    item({ kind: 'patent', title: '一种改扩建高速公路拼宽路基差异沉降监测装置', date: '2025-11-14', typeText: '实用新型', levelText: '已授权' }),
    item({ kind: 'honor', title: '河北省公路学会科学技术奖先进个人', date: '2025-10-30', levelText: '省部级' }),
  ].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')),
  counts: { outcome: 0, award: 0, patent: 1, paper: 1, project: 0, honor: 2 },
};

const tile = (label: string) => screen.getByRole('tab', { name: new RegExp(label) });

describe('AchievementDisplay', () => {
  it('counts each kind and lists every achievement on a timeline grouped by year, newest first', () => {
    render(<AchievementDisplay data={data} />);
    expect(tile('成果总数').textContent).toBe('4成果总数');
    expect(tile('荣誉').textContent).toBe('2荣誉');
    expect(tile('论文').textContent).toBe('1论文');
    const timeline = document.querySelector('.achievement-timeline')!;
    const text = timeline.textContent ?? '';
    expect(text.indexOf('2026')).toBeLessThan(text.indexOf('改扩建高速公路拼宽路基差异沉降监测与控制'));
    expect(text.indexOf('华通公路2025年度优秀部门负责人')).toBeLessThan(text.indexOf('2025'));
    expect(within(timeline as HTMLElement).getByText('本人：第一作者、通讯作者')).toBeTruthy();
  });

  it('filters by kind and by year, and shows cards on request', async () => {
    render(<AchievementDisplay data={data} />);
    fireEvent.click(tile('荣誉'));
    expect(screen.queryByText('改扩建高速公路拼宽路基差异沉降监测与控制')).toBeNull();
    expect(screen.getByText('河北省公路学会科学技术奖先进个人')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '全部年度' }));
    fireEvent.click(await screen.findByTitle('2026 年'));
    expect(screen.queryByText('河北省公路学会科学技术奖先进个人')).toBeNull();
    expect(screen.getByText('华通公路2025年度优秀部门负责人')).toBeTruthy();
    // The tiles count within the chosen year.
    expect(tile('荣誉').textContent).toBe('1荣誉');
    expect(tile('知识产权').textContent).toBe('0知识产权');
    fireEvent.click(screen.getByText('卡片'));
    const card = document.querySelector('.achievement-card.achievement-honor')!;
    expect(card.textContent).toContain('出处：华通公路工程咨询有限公司');
    fireEvent.click(tile('知识产权'));
    expect(screen.getByText('没有符合条件的成果')).toBeTruthy();
  });

  it('says so when the person has no achievements', () => {
    render(<AchievementDisplay data={{ ...data, items: [], counts: { outcome: 0, award: 0, patent: 0, paper: 0, project: 0, honor: 0 } }} />);
    expect(screen.getByText('暂无成果')).toBeTruthy();
  });
});
