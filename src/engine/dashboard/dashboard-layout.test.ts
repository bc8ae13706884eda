import { describe, expect, it } from 'vitest';
import type { DashboardPanel } from '../schema/page-schema';
import { dashboardLayouts, naturalRows, wideLayout } from './dashboard-layout';
import { drillHref } from './panel-drill';

const stat = (span?: number): DashboardPanel => ({ type: 'stat', title: '项目总数', report: 'r', field: 'n', span });
const chart = (height?: number): DashboardPanel => ({ type: 'chart', title: '各状态项目数', report: 'r', chart: 'bar', x: 'x', y: ['y'], height });

describe('dashboard layout', () => {
  it('flows panels without a grid position by span, starting a new row when the next does not fit', () => {
    const items = wideLayout([stat(8), stat(8), stat(8), chart(300), chart(300)]);
    const row = naturalRows(stat(8));
    expect(items.map(({ x, y, w }) => [x, y, w])).toEqual([[0, 0, 8], [8, 0, 8], [16, 0, 8], [0, row, 12], [12, row, 12]]);
    expect(items.every((i) => i.static)).toBe(true);
  });

  it('places panels with a grid where they say, and the flowing ones below them', () => {
    const items = wideLayout([{ ...stat(), grid: { x: 6, y: 0, w: 6, h: 10 } }, stat(24)]);
    expect(items[0]).toMatchObject({ x: 6, y: 0, w: 6, h: 10 });
    expect(items[1]).toMatchObject({ x: 0, y: 10, w: 24 });
  });

  it('a taller chart takes more rows', () => {
    expect(naturalRows(chart(600))).toBeGreaterThan(naturalRows(chart(240)));
  });

  it('halves the layout for medium screens and stacks it in reading order on narrow ones', () => {
    const { md, sm } = dashboardLayouts([{ ...stat(), grid: { x: 12, y: 0, w: 12, h: 4 } }, { ...stat(), grid: { x: 0, y: 0, w: 12, h: 6 } }]);
    expect(md.map(({ x, w }) => [x, w])).toEqual([[6, 6], [0, 6]]);
    expect(sm.map(({ i, y, w }) => [i, y, w])).toEqual([['1', 0, 1], ['0', 6, 1]]);
  });
});

describe('drill-down target', () => {
  it('filters the list by the clicked row, or opens it plainly', () => {
    expect(drillHref({ path: '/contract/income', field: 'status' }, { status: 'signed' })).toBe('/contract/income?status=signed');
    expect(drillHref({ path: '/project/info', field: 'province', param: 'regionCode' }, { province: '四川' })).toBe('/project/info?regionCode=%E5%9B%9B%E5%B7%9D');
    expect(drillHref({ path: '/contract/income', field: 'status' }, { status: '' })).toBe('/contract/income');
    expect(drillHref({ path: '/contract/income' })).toBe('/contract/income');
    expect(drillHref(undefined, { status: 'signed' })).toBeUndefined();
    expect(drillHref({ path: '/projectMgmt/info?state=2', field: 'company_id', param: 'companyId' }, { company_id: 'c01' })).toBe('/projectMgmt/info?state=2&companyId=c01');
  });
});
