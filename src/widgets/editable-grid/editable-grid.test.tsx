import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createDictLookup, DictContextProvider, type GridColumn, type GridRowValues } from '@/engine';
import { EditableGrid, type EditableGridProps } from './editable-grid';
import type { EditableGridApi } from './use-editable-grid-controller';
import { contractColumns, contractRows, managerDicts } from './editable-grid.fixtures';

function mount(props: Partial<EditableGridProps> = {}) {
  const ref = createRef<EditableGridApi>();
  const utils = render(
    <DictContextProvider value={createDictLookup(managerDicts)}>
      <EditableGrid ref={ref} columns={contractColumns} dataSource={contractRows(5)} rowNumber {...props} />
    </DictContextProvider>,
  );
  const grid = screen.getByRole('grid');
  const cell = (rowIndex: number, key: string) => {
    const row = grid.querySelectorAll<HTMLElement>('.eg-body [role="row"]')[rowIndex];
    return row.querySelector<HTMLElement>(`[data-key="${key}"]`)!;
  };
  return { ...utils, ref, grid, cell };
}

describe('EditableGrid', () => {
  it('puts only a window of 10,000 rows and 20 columns in the DOM, with the statistics footer', () => {
    const columns: GridColumn[] = Array.from({ length: 20 }, (_, i) => ({ key: `c${i}`, title: `列${i}`, type: 'inputNumber', width: 120, statistics: i === 0 ? ['sum', 'average'] : undefined }));
    const rows = Array.from({ length: 10_000 }, (_, i) => Object.fromEntries([['id', `r${i}`], ...columns.map((c) => [c.key, 1])]));
    const { grid } = mount({ columns, dataSource: rows, height: 440, rowNumber: true, rowSelection: true });
    const domRows = grid.querySelectorAll('.eg-body [role="row"]');
    expect(domRows.length).toBeLessThan(40);
    expect(domRows[0].querySelectorAll('[role="gridcell"]').length).toBeLessThan(20);
    const footer = grid.querySelector('.eg-footer')!;
    expect(within(footer as HTMLElement).getByText('合计')).toBeTruthy();
    expect(within(footer as HTMLElement).getByText('平均')).toBeTruthy();
    expect(within(footer as HTMLElement).getByText('10000')).toBeTruthy();
    expect(within(footer as HTMLElement).getByText('1')).toBeTruthy();
  });

  it('shows the right rows after scrolling anywhere, reusing the same row elements', () => {
    const rows = contractRows(1000);
    const { grid } = mount({ dataSource: rows, height: 440 });
    const scroller = grid.querySelector<HTMLElement>('.eg-scroll')!;
    const domRows = () => [...grid.querySelectorAll<HTMLElement>('.eg-body [role="row"]')];
    let full: Set<HTMLElement> | undefined;
    for (const top of [44 * 500 + 10, 44 * 20, 44 * 900, 44 * 7 + 30, 0]) {
      fireEvent.scroll(scroller, { target: { scrollTop: top } });
      const shown = domRows().map((r) => Number(r.getAttribute('aria-rowindex')) - 2).sort((a, b) => a - b);
      const first = Math.floor(top / 44);
      expect(shown[0]).toBe(Math.max(0, first - 6));
      expect(shown).toEqual(Array.from({ length: shown.length }, (_, k) => shown[0] + k));
      expect(shown).toContain(first);
      for (const r of domRows()) {
        const index = Number(r.getAttribute('aria-rowindex')) - 2;
        expect(r.querySelector('[data-key="contractNo"]')!.textContent).toBe(rows[index].contractNo);
        expect(r.style.top).toBe(`${index * 44}px`);
      }
      // Away from the top the window is full: the same elements show other rows.
      if (top >= 44 * 6) {
        full ??= new Set(domRows());
        expect(domRows().every((r) => full!.has(r))).toBe(true);
      }
    }
  });

  it('number cell reverts letters while typing and empties a non-number on blur', () => {
    const { grid, cell, ref } = mount();
    fireEvent.mouseDown(cell(0, 'amount'));
    fireEvent.keyDown(grid, { key: '1' });
    const input = within(cell(0, 'amount')).getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '-' } });
    fireEvent.blur(input);
    expect(ref.current!.getValues()[0].amount).toBeNull();
  });

  it('tags cell puts a semicolon after each 2 characters', () => {
    const { grid, cell, ref } = mount();
    fireEvent.mouseDown(cell(1, 'tags'));
    fireEvent.keyDown(grid, { key: 'Enter' });
    const input = within(cell(1, 'tags')).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: '重点监理' } });
    expect(input.value).toBe('重点;监理;');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(ref.current!.getValues()[1].tags).toBe('重点;监理');
    expect(within(cell(1, 'tags')).getByText('监理')).toBeTruthy();
  });

  it('shows required and unique-in-column messages on their cells', async () => {
    const rows = contractRows(3);
    rows[2].contractNo = rows[0].contractNo;
    rows[1].projectName = '';
    const { ref, cell } = mount({ dataSource: rows });
    let errors: Awaited<ReturnType<EditableGridApi['validate']>> = [];
    await act(async () => { errors = await ref.current!.validate(); });
    expect(errors.map((e) => e.message)).toEqual(['合同编号不能重复', '请输入项目名称', '合同编号不能重复']);
    expect(within(cell(1, 'projectName')).getByText('请输入项目名称')).toBeTruthy();
    expect(within(cell(2, 'contractNo')).getByText('合同编号不能重复')).toBeTruthy();
    expect(cell(2, 'contractNo').className).toContain('eg-invalid');
  });

  it('new rows drop their id on export; removed stored rows are reported', async () => {
    const { ref } = mount({ toolbar: true, rowSelection: true });
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    fireEvent.click(screen.getByLabelText('选择第1行'));
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    await act(async () => undefined);
    const values = ref.current!.getValues();
    expect(values).toHaveLength(5);
    expect(values[4]).not.toHaveProperty('id');
    expect(ref.current!.getDeleted()).toEqual(['1800100000']);
  });

  it('drag sort: move up disabled on the first row, move down on the last, renumbering from 1', async () => {
    const rows = contractRows(3).map((r, i) => ({ ...r, orderNum: (i + 1) * 10 }));
    const { ref } = mount({ dataSource: rows, dragSort: true });
    fireEvent.click(screen.getByLabelText('拖动排序第1行'));
    expect((await screen.findByRole('menuitem', { name: '向上移' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: '向下移' }));
    expect(ref.current!.getValues().map((r) => [r.contractNo, r.orderNum])).toEqual([
      ['HT-2026-00002', 1], ['HT-2026-00001', 2], ['HT-2026-00003', 3]]);
    fireEvent.click(screen.getByLabelText('拖动排序第3行'));
    const menus = await screen.findAllByRole('menuitem', { name: '向下移' });
    expect(menus.at(-1)!.getAttribute('aria-disabled')).toBe('true');
  });

  it('rejects a column type named after a built-in grid key', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => mount({ columns: [{ key: 'n', title: '序号', type: 'row-number' as never }] })).toThrow(/内置类型/);
    spy.mockRestore();
  });

  it('file cell: uploading with percent, then done; a failure shows 上传出错 with 未知错误; removal clears', async () => {
    let progress!: (p: number) => void;
    let finish!: (path: string) => void;
    let fail!: (e: Error) => void;
    const uploadFn = vi.fn((_file: File, onProgress: (p: number) => void) => new Promise<string>((resolve, reject) => {
      progress = onProgress; finish = resolve; fail = reject;
    }));
    const columns: GridColumn[] = [{ key: 'attachment', title: '附件', type: 'file', width: 200 }];
    const { ref, grid } = mount({ columns, dataSource: [{ id: '1' }, { id: '2' }], uploadFn });
    const inputs = grid.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(inputs[0], { target: { files: [new File(['x'], '监理合同扫描件.pdf', { type: 'application/pdf' })] } });
    act(() => progress(40));
    expect(screen.getByText(/40%/)).toBeTruthy();
    await act(async () => finish('temp/contract_1.pdf'));
    expect(screen.getByLabelText('上传成功')).toBeTruthy();
    expect(ref.current!.getValues()[0].attachment).toMatchObject({ status: 'done', path: 'temp/contract_1.pdf', name: '监理合同扫描件.pdf' });
    expect(screen.getByText('监理合同扫…')).toBeTruthy();
    fireEvent.change(grid.querySelectorAll<HTMLInputElement>('input[type="file"]')[0], { target: { files: [new File(['y'], 'a.txt')] } });
    await act(async () => fail(new Error('')));
    expect(screen.getByText('上传出错')).toBeTruthy();
    expect(screen.getByText('未知错误')).toBeTruthy();
    fireEvent.click(screen.getAllByLabelText('删除文件')[1]);
    expect(ref.current!.getValues()[1].attachment).toBeNull();
  });

  it('keyboard: Enter edits and commits moving down, Esc cancels, Ctrl+Z / Ctrl+Y undo and redo', () => {
    const { grid, cell, ref } = mount();
    fireEvent.mouseDown(cell(0, 'contractNo'));
    fireEvent.keyDown(grid, { key: 'Enter' });
    const input = within(cell(0, 'contractNo')).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'HT-NEW' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(ref.current!.store.cursor).toEqual({ row: 1, col: 1 });
    fireEvent.keyDown(grid, { key: 'x' });
    fireEvent.keyDown(within(cell(1, 'contractNo')).getByRole('textbox'), { key: 'Escape' });
    expect(ref.current!.getValues()[1].contractNo).toBe('HT-2026-00002');
    expect(ref.current!.getValues()[0].contractNo).toBe('HT-NEW');
    fireEvent.keyDown(grid, { key: 'z', ctrlKey: true });
    expect(cell(0, 'contractNo').textContent).toBe('HT-2026-00001');
    fireEvent.keyDown(grid, { key: 'y', ctrlKey: true });
    expect(cell(0, 'contractNo').textContent).toBe('HT-NEW');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'Tab', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(ref.current!.store.cursor).toEqual({ row: 0, col: 1 });
  });

  it('lets an input method compose a whole word: no commit, check or move until the composition ends', () => {
    const { grid, cell, ref } = mount();
    fireEvent.mouseDown(cell(0, 'projectName'));
    fireEvent.keyDown(grid, { key: 'Enter' });
    const input = within(cell(0, 'projectName')).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'jing' } });
    // Enter and Tab pick the IME's candidate; the cell must stay in edit mode and keep its old value meanwhile.
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.keyDown(input, { key: 'Tab', keyCode: 229 });
    fireEvent.keyDown(input, { key: 'Process', keyCode: 229 });
    expect(within(cell(0, 'projectName')).getByRole('textbox')).toBe(input);
    expect(ref.current!.store.cursor).toEqual({ row: 0, col: 0 });
    expect(ref.current!.getValues()[0].projectName).toBe(contractRows(1)[0].projectName);
    expect(cell(0, 'projectName').querySelector('.eg-error-tip')).toBeNull();
    fireEvent.change(input, { target: { value: '京港澳' } });
    fireEvent.compositionEnd(input);
    expect(input.value).toBe('京港澳');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(ref.current!.getValues()[0].projectName).toBe('京港澳');
    expect(ref.current!.store.cursor).toEqual({ row: 1, col: 0 });
  });

  it('keeps number cells within their precision and checks declared bounds', async () => {
    const columns: GridColumn[] = [{ key: 'rate', title: '费率（%）', type: 'inputNumber', min: 0, max: 100, precision: 1 }];
    const { grid, cell, ref } = mount({ columns, dataSource: [{ id: 'r1', rate: 5 }] });
    fireEvent.mouseDown(cell(0, 'rate'));
    fireEvent.keyDown(grid, { key: 'Enter' });
    const input = within(cell(0, 'rate')).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '120.5' } });
    fireEvent.change(input, { target: { value: '120.55' } });
    expect(input.value).toBe('120.5');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(ref.current!.getValues()[0].rate).toBe(120.5);
    expect((await ref.current!.validate()).map((e) => e.message)).toEqual(['费率（%）不能大于 100']);
  });

  it('auto height: at least a few rows tall with 暂无数据 when empty, growing with rows up to a limit', () => {
    const autoHeight = { minRows: 3, maxRows: 8 };
    const empty = mount({ dataSource: [], autoHeight });
    const box = () => empty.grid.querySelector<HTMLElement>('.eg-scroll')!;
    // Header, 3 rows, the 合计 and 平均 rows, borders.
    expect(box().style.height).toBe(`${44 * 6 + 2}px`);
    expect(within(empty.grid).getByText('暂无数据')).toBeTruthy();
    act(() => empty.ref.current!.addRows([{}, {}, {}, {}, {}]));
    expect(box().style.height).toBe(`${44 * 8 + 2}px`);
    act(() => empty.ref.current!.addRows(Array.from({ length: 10 }, () => ({}))));
    expect(box().style.height).toBe(`${44 * 11 + 2}px`);
  });

  it('pastes an Excel block from the active cell, coercing numbers and adding rows', () => {
    const { grid, cell, ref } = mount({ dataSource: contractRows(2) as GridRowValues[] });
    fireEvent.mouseDown(cell(1, 'contractNo'));
    fireEvent.paste(grid, { clipboardData: { getData: () => 'HT-A\t1200.5\nHT-B\t一千\nHT-C\t300\n' } });
    const values = ref.current!.getValues();
    expect(values.map((r) => [r.contractNo, r.amount ?? null])).toEqual([
      ['HT-2026-00001', 100000], ['HT-A', 1200.5], ['HT-B', null], ['HT-C', 300]]);
    expect(values[3]).not.toHaveProperty('id');
  });
});
