import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { GridColumn } from './grid-columns';
import { createGridStore } from './grid-store';
import { pasteBlock } from './grid-paste';

const columns: GridColumn[] = [
  { key: 'name', title: '项目名称', type: 'input', validateRules: [{ required: true, message: '请输入${title}' }] },
  { key: 'code', title: '合同编号', type: 'input', validateRules: [{ pattern: 'only' }] },
  { key: 'amount', title: '金额', type: 'inputNumber', statistics: ['sum', 'average'] },
  { key: 'phone', title: '电话', type: 'input', validateRules: [{ pattern: 'm', message: '${title}(${key})不正确' }] },
  { key: 'orderNum', title: '排序', type: 'normal' },
];
const rows = () => [
  { id: 'a1', name: '甲', code: 'HT-1', amount: 100, orderNum: 1 },
  { id: 'a2', name: '乙', code: 'HT-2', amount: 300, orderNum: 2 },
];

describe('GridStore', () => {
  it('rejects column types named after built-in grid keys', () => {
    for (const type of ['rowNumber', 'row-checkbox', 'rowDragSort']) {
      expect(() => createGridStore({ columns: [{ key: 'x', title: 'X', type: type as never }] })).toThrow(/内置类型/);
    }
  });

  it('tracks row states and exports new rows without their id', () => {
    const store = createGridStore({ columns, rows: rows() });
    const [added] = store.addRows([{ name: '丙' }]);
    expect(added.id).toMatch(/^[0-9a-f]{32}$/);
    expect(added.status).toBe('new');
    expect(store.insertBelow(0).status).toBe('inserted');
    store.setCell(store.rows[0], 'name', '甲改');
    expect(store.rows[0].status).toBe('edited');
    store.setCell(store.rows[0], 'name', '甲');
    expect(store.rows[0].status).toBe('stored');
    const values = store.getValues();
    expect(values).toHaveLength(4);
    expect(values[1]).not.toHaveProperty('id');
    expect(values[3]).toEqual({ name: '丙' });
    expect(values[0].id).toBe('a1');
  });

  it('waits for asyncRemove before removing stored rows; new rows go at once', async () => {
    let answer!: (ok: boolean) => void;
    const asyncRemove = vi.fn(() => new Promise<boolean>((resolve) => { answer = resolve; }));
    const store = createGridStore({ columns, rows: rows(), asyncRemove });
    const [fresh] = store.addRows();
    const pending = store.remove([store.rows[0], fresh]);
    expect(store.rowCount).toBe(3);
    answer(true);
    await pending;
    expect(store.rowCount).toBe(1);
    expect(store.getDeleted()).toEqual(['a1']);

    const refused = createGridStore({ columns, rows: rows(), asyncRemove: async () => false });
    await refused.remove([refused.rows[0]]);
    expect(refused.rowCount).toBe(2);
    expect(refused.getDeleted()).toEqual([]);
  });

  it('drag sort renumbers the order field from 1', () => {
    const store = createGridStore({ columns, rows: [...rows(), { id: 'a3', name: '丙', orderNum: 9 }], dragSort: true });
    store.move(2, 0);
    expect(store.getValues().map((r) => [r.name, r.orderNum])).toEqual([['丙', 1], ['甲', 2], ['乙', 3]]);
    store.insertBelow(0);
    expect(store.getValues().map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
  });

  it('undo and redo edits, one paste being one step', () => {
    const store = createGridStore({ columns, rows: rows() });
    store.setCell(store.rows[0], 'amount', 150);
    pasteBlock(store, '新甲\tX\t12.5\n新乙\tY\tabc\n新丙\tZ\t7\n', { row: 0, col: 0 }, store.columns);
    expect(store.rowCount).toBe(3);
    expect(store.getValues().map((r) => r.amount)).toEqual([12.5, null, 7]);
    store.undo();
    expect(store.getValues().slice(0, 2).map((r) => [r.name, r.amount])).toEqual([['甲', 150], ['乙', 300]]);
    store.undo();
    expect(store.rows[0].values.amount).toBe(100);
    store.redo();
    expect(store.rows[0].values.amount).toBe(150);
  });

  it('validates required, unique-in-column and named patterns with filled-in messages', async () => {
    const store = createGridStore({ columns, rows: [...rows(), { id: 'a3', name: '', code: 'HT-1', phone: '123' }] });
    const errors = await store.validate();
    expect(errors.map((e) => e.message)).toEqual(['合同编号不能重复', '请输入项目名称', '合同编号不能重复', '电话(phone)不正确']);
    expect(store.error(store.rows[2], 'name')).toBe('请输入项目名称');
    store.setCell(store.rows[2], 'code', 'HT-3');
    expect(store.error(store.rows[0], 'code')).toBeUndefined();
  });

  it('checks a unique column on edit by its index: the edit reads a few rows, not the column', () => {
    const n = 10_000;
    let reads = 0;
    // Each row's values count the reads of 合同编号, as a scan of the column would make them.
    const counted = (values: Record<string, unknown>) => new Proxy(values, {
      get(target, key, receiver) {
        if (key === 'code') reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const many = Array.from({ length: n }, (_, i) => counted({ id: `r${i}`, name: `项目${i}`, code: `HT-${i}` }));
    const store = createGridStore({ columns, rows: many });
    const [first, second, third] = store.rows;

    reads = 0;
    store.setCell(first, 'code', 'HT-1');
    expect(store.error(first, 'code')).toBe('合同编号不能重复');
    expect(store.error(second, 'code')).toBe('合同编号不能重复');
    store.setCell(third, 'code', 'HT-1');
    expect(store.error(third, 'code')).toBe('合同编号不能重复');
    store.setCell(first, 'code', 'HT-0');
    store.setCell(third, 'code', 'HT-2');
    expect(store.error(first, 'code')).toBeUndefined();
    expect(store.error(second, 'code')).toBeUndefined();
    expect(store.error(third, 'code')).toBeUndefined();
    // Four edits, each touching the edited row and those sharing its old or new value: a scan would read 40,000.
    expect(reads).toBeLessThan(50);

    store.undo();
    expect(store.error(second, 'code')).toBe('合同编号不能重复');
    void store.remove([third]);
    expect(store.error(second, 'code')).toBe('合同编号不能重复');
    store.setCell(second, 'code', 'HT-3');
    expect(store.error(second, 'code')).toBe('合同编号不能重复');
  });

  it('checks declared bounds with the record validator’s messages', async () => {
    const store = createGridStore({
      columns: [
        { key: 'rate', title: '费率（%）', type: 'inputNumber', min: 0, max: 100, precision: 2 },
        { key: 'memo', title: '说明', type: 'input', minLength: 2, maxLength: 4 },
      ],
      rows: [{ id: '1', rate: 120, memo: '短' }, { id: '2', rate: 1.234, memo: '太长的说明' }, { id: '3', rate: 12.5, memo: '正好' }],
    });
    expect((await store.validate()).map((e) => e.message)).toEqual([
      '费率（%）不能大于 100', '说明至少 2 个字符', '费率（%）最多保留 2 位小数', '说明不能超过 4 个字符',
    ]);
    store.setCell(store.rows[0], 'rate', -1);
    expect(store.error(store.rows[0], 'rate')).toBe('费率（%）不能小于 0');
  });

  it('runs async handlers', async () => {
    const store = createGridStore({
      columns: [{ key: 'code', title: '编号', type: 'input', validateRules: [{ handler: async (v) => (v === 'bad' ? '编号已被占用' : true) }] }],
      rows: [{ id: '1', code: 'bad' }, { id: '2', code: 'ok' }],
    });
    expect((await store.validate()).map((e) => e.message)).toEqual(['编号已被占用']);
  });

  it('sums and averages like JVxeTable (non-numbers count as 0)', () => {
    const store = createGridStore({ columns, rows: [...rows(), { id: 'a3', amount: 'x' }] });
    expect(store.statistic('amount', 'sum')).toBe(400);
    expect(store.statistic('amount', 'average')).toBeCloseTo(133.33, 2);
  });

  it('an edit wakes only the observers of that cell', () => {
    const store = createGridStore({ columns, rows: rows() });
    const seen = { a: 0, b: 0 };
    const stopA = autorun(() => { store.rows[0].get('name'); seen.a += 1; });
    const stopB = autorun(() => { store.rows[1].get('name'); seen.b += 1; });
    store.setCell(store.rows[0], 'name', '新名称');
    expect(seen).toEqual({ a: 2, b: 1 });
    stopA();
    stopB();
  });

  it('applies a row pushed by the server as stored', () => {
    const store = createGridStore({ columns, rows: rows() });
    const row = store.applyServerRow({ id: 'a2', amount: 999 });
    expect(row?.values.amount).toBe(999);
    expect(row?.status).toBe('stored');
    expect(store.applyServerRow({ id: 'zz' })).toBeUndefined();
  });
});
