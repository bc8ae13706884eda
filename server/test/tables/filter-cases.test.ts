import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSchema } from '@/engine/schema/page-schema';
import { compileRowFilter, inferFilterFields, parseJeecgQuery, type FilterField } from '@/engine/schema/filters';
import { createTestPlatform, type TestPlatform } from '../helper';
import { ensureTables } from '../../src/tables/table-ddl';
import { createTableRegistry } from '../../src/tables/table-registry';
import { createCountCache } from '../../src/tables/count-cache';
import { listPage, type ReadContext } from '../../src/tables/table-reads';
import { tableRepository } from '../../src/tables/table-repository';
import type { TableModel } from '../../src/tables/table-model';
import type { AuthInfo } from '../../src/auth/tokens';

// One table of filter cases, run three ways: the SQL the server compiles (on PGlite here, on PostgreSQL when
// DATABASE_URL is set), and the in-memory evaluator the browser's memory provider uses — all over the same rows,
// each answer checked against the ids the case expects.
const page: PageSchema = {
  schemaVersion: 1, kind: 'crud', code: 'test/filterCase', title: '过滤用例', table: 'biz_test_filter_case', scope: 'global',
  permissionPrefix: 'test:filterCase', defaultSort: { field: 'no', order: 'asc' },
  fields: [
    { name: 'no', label: '编号', type: 'input', dbType: 'varchar', length: 20 },
    { name: 'name', label: '名称', type: 'input', dbType: 'varchar', length: 100, query: { mode: 'like' } },
    { name: 'state', label: '状态', type: 'input', dbType: 'varchar', length: 10 },
    { name: 'amount', label: '金额', type: 'money', dbType: 'numeric', scale: 2 },
    { name: 'qty', label: '数量', type: 'inputNumber', dbType: 'int' },
    { name: 'signDate', label: '签订日期', type: 'date', dbType: 'date' },
    { name: 'checkTime', label: '检查时间', type: 'datetime', dbType: 'timestamp' },
    { name: 'closed', label: '已关闭', type: 'checkbox', dbType: 'boolean' },
    { name: 'kinds', label: '检查类型', type: 'select-multiple', dbType: 'varchar', length: 50, dict: 'priority' },
  ],
};

const ROWS = [
  { no: 'A1', name: '京港澳高速改扩建监理', state: '1', amount: '1200000.00', qty: 3, signDate: '2025-01-15', checkTime: '2025-01-15 09:30:00', closed: false, kinds: 'L,M' },
  { no: 'A2', name: '成渝环线高速 50%_检测', state: '2', amount: '350000.50', qty: 10, signDate: '2025-03-31', checkTime: '2025-03-31 23:59:59', closed: true, kinds: 'H' },
  { no: 'A3', name: '雄安新区路网设计咨询', state: '2', amount: '88000.00', qty: 0, signDate: '2025-04-01', checkTime: '2025-04-01 00:00:00', closed: false, kinds: 'M' },
  { no: 'B1', name: 'G4京港澳试验检测', state: '3', amount: '5000.00', qty: 7, signDate: '2026-02-10', checkTime: '2026-02-10 14:00:00', closed: true, kinds: 'L,H' },
  { no: 'B2', name: null, state: null, amount: null, qty: null, signDate: null, checkTime: null, closed: null, kinds: null },
];

/** The same rows as the in-memory provider holds them in stories and demos: amounts as numbers. */
const DEMO_ROWS = ROWS.map((r) => ({ ...r, amount: r.amount === null ? null : Number(r.amount) }));

/** Query parameters → the `no` of every row that must come back, in the default order. */
const CASES: [title: string, query: Record<string, string | string[]>, expected: string[]][] = [
  ['a plain value on a like field is contains', { name: '京港澳' }, ['A1', 'B1']],
  ['*x* is contains', { no: '*1*' }, ['A1', 'B1']],
  ['x* starts with', { name: 'G4*' }, ['B1']],
  ['*x ends with', { name: '*咨询' }, ['A3']],
  ['LIKE wildcards in the text are text', { name: '*50%_*' }, ['A2']],
  ['a plain value on an exact field is equal', { state: '2' }, ['A2', 'A3']],
  ['a comma list is IN', { state: '1,3' }, ['A1', 'B1']],
  ['a repeated parameter is IN, as JeecgBoot binds it', { state: ['1', '3'] }, ['A1', 'B1']],
  ['!x is not equal (NULL never matches)', { state: '!2' }, ['A1', 'B1']],
  ['>= compares numbers', { amount: '>= 350000.5' }, ['A1', 'A2']],
  ['< compares numbers', { qty: '< 5' }, ['A1', 'A3']],
  ['number range', { amount_begin: '5000', amount_end: '350000.50' }, ['A2', 'A3', 'B1']],
  ['date range includes both ends', { signDate_begin: '2025-03-31', signDate_end: '2025-04-01' }, ['A2', 'A3']],
  ['date-time range with bare dates covers whole days', { checkTime_begin: '2025-03-31', checkTime_end: '2025-03-31' }, ['A2']],
  ['date-time end day includes its last second', { checkTime_end: '2025-03-31' }, ['A1', 'A2']],
  ['date-time begin with a time', { checkTime_begin: '2025-03-31 23:59:59' }, ['A2', 'A3', 'B1']],
  ['a date-time equal to a bare date is that day', { checkTime: '2026-02-10' }, ['B1']],
  ['boolean equal', { closed: 'true' }, ['A2', 'B1']],
  ['_MultiString is IN', { no_MultiString: 'A3,B2' }, ['A3', 'B2']],
  ['a multi-select matches a row holding the asked value among others', { kinds: 'M' }, ['A1', 'A3']],
  ['IN on a multi-select matches a row holding any of the values', { kinds: 'H,M' }, ['A1', 'A2', 'A3', 'B1']],
  ['superQuery AND', { superQueryParams: JSON.stringify([{ field: 'state', rule: 'eq', val: '2' }, { field: 'amount', rule: 'gt', val: '100000' }]), superQueryMatchType: 'and' }, ['A2']],
  ['superQuery OR', { superQueryParams: JSON.stringify([{ field: 'state', rule: 'eq', val: '1' }, { field: 'qty', rule: 'ge', val: '7' }]), superQueryMatchType: 'or' }, ['A1', 'A2', 'B1']],
  ['superQuery left_like and right_like', { superQueryParams: JSON.stringify([{ field: 'name', rule: 'left_like', val: '检测' }, { field: 'no', rule: 'right_like', val: 'A' }]) }, ['A2']],
  ['superQuery in and ne', { superQueryParams: JSON.stringify([{ field: 'no', rule: 'in', val: 'A1,A2,A3' }, { field: 'state', rule: 'ne', val: '1' }]) }, ['A2', 'A3']],
  ['superQuery URL-encoded twice', { superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'no', rule: 'eq', val: 'B1' }])) }, ['B1']],
  ['simple filters and superQuery together', { state: '2', superQueryParams: JSON.stringify([{ field: 'qty', rule: 'eq', val: '0' }]) }, ['A3']],
  ['an empty value filters nothing', { name: '', state: '' }, ['A1', 'A2', 'A3', 'B1', 'B2']],
  ['a parameter that is no field is ignored', { nothing: 'x' }, ['A1', 'A2', 'A3', 'B1', 'B2']],
];

const REFUSED: [title: string, query: Record<string, string>, message: string][] = [
  ['a non-number on a number field', { amount: 'abc' }, '金额必须是数字'],
  ['a malformed date', { signDate_begin: '2025/01/01' }, '签订日期的日期格式应为 YYYY-MM-DD'],
  ['pageNo=Infinity', { pageNo: 'Infinity' }, '参数 pageNo 必须是正整数'],
  ['a huge page number', { pageNo: '1e308' }, '参数 pageNo 必须是正整数'],
  ['superQuery that is no JSON', { superQueryParams: '[{' }, '高级查询参数 superQueryParams 不是合法的 JSON'],
  ['superQuery on an unknown field', { superQueryParams: JSON.stringify([{ field: 'secret', rule: 'eq', val: '1' }]) }, '高级查询的字段不存在：secret'],
  ['superQuery with an unknown rule', { superQueryParams: JSON.stringify([{ field: 'no', rule: 'regex', val: '1' }]) }, '高级查询的规则不正确：regex'],
  ['a sort on an unknown column', { column: 'secret' }, '请注意，将要排序的列字段不存在：secret'],
  ['a sort direction that is not asc/desc', { column: 'no', order: 'sideways' }, '排序方向只能是 asc 或 desc'],
];

describe('filter cases: SQL and memory agree', () => {
  let t: TestPlatform;
  let model: TableModel;
  let ctx: ReadContext;
  let wireRows: Record<string, unknown>[];
  const auth: AuthInfo = { userId: 'u', username: 'admin', sessionId: 's', tenantIds: ['1'], companyId: '001', projectId: null, menuCode: '11' };

  beforeAll(async () => {
    t = await createTestPlatform();
    await ensureTables(t.db, [page]);
    model = (await createTableRegistry(t.db, [page], new Map())).get('test/filterCase')!;
    for (const row of ROWS) await tableRepository(t.db, model).insert(auth, row);
    ctx = { db: t.db, tableDicts: () => [], counts: createCountCache(t.db) };
    wireRows = (await listPage(ctx, model, auth, { pageSize: '100' })).records;
  });
  afterAll(async () => t.close());

  for (const [title, query, expected] of CASES) {
    it(title, async () => {
      const sql = (await listPage(ctx, model, auth, { ...query, pageSize: '100' })).records.map((r) => r.no);
      const fields: FilterField[] = model.filterFields;
      const { filter } = parseJeecgQuery(query, { fields });
      const memory = wireRows.filter(compileRowFilter(filter, fields)).map((r) => r.no);
      // The memory provider has rows but no schema: it infers each field's kind from demo rows as a story holds them
      // (numbers as numbers). It never sees a plain value meant as "contains" — the browser sends *x* for that.
      const inferred = inferFilterFields(DEMO_ROWS, fields.map((f) => f.name));
      // Nor does it know a multi-select column from the rows alone.
      const provider = title.includes('like field') || title.includes('multi-select')
        ? expected
        : DEMO_ROWS.filter(compileRowFilter(parseJeecgQuery(query, { fields: inferred }).filter, inferred)).map((r) => r.no);
      expect({ sql, memory, provider }).toEqual({ sql: expected, memory: expected, provider: expected });
    });
  }

  for (const [title, query, message] of REFUSED) {
    it(`refuses ${title} with 400: ${message}`, async () => {
      await expect(listPage(ctx, model, auth, query)).rejects.toMatchObject({ status: 400, message });
    });
  }
});
