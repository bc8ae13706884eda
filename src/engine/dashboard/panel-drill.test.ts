import { describe, expect, it } from 'vitest';
import type { CrudPageSchema } from '../schema/page-schema';
import { buildFilters, linkQueryValues } from '../list/query-fields';
import { drillHref } from './panel-drill';

const income = {
  schemaVersion: 1, kind: 'crud', code: 'contract/income', title: '收入合同', table: 'biz_contract_income',
  fields: [
    { name: 'contractName', label: '合同名称', type: 'input', dbType: 'varchar', query: { mode: 'like' } },
    { name: 'status', label: '状态', type: 'select', dbType: 'varchar', dict: 'contract_status', query: { mode: 'eq' } },
    { name: 'signDate', label: '签订日期', type: 'date', dbType: 'date', query: { mode: 'range' } },
    { name: 'amount', label: '金额', type: 'number', dbType: 'numeric' },
  ],
} as unknown as CrudPageSchema;

describe('a drill-down link opens the list filtered', () => {
  it('the list takes the conditions the panel put in the link, and only those it may be queried by', () => {
    const href = drillHref({ path: '/contract/income', field: 'status' }, { status: 'executing' })!;
    const values = linkQueryValues(income, href.slice(href.indexOf('?')));
    expect(values).toEqual({ status: 'executing' });
    expect(buildFilters(income, values)).toEqual([{ field: 'status', operator: 'eq', value: 'executing' }]);
    expect(linkQueryValues(income, '?amount=1&signDate=2026-01-01&contractName=监理')).toEqual({ contractName: '监理' });
  });
});
