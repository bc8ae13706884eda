import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createDictLookup, createMemoryDataProvider, EngineProvider, STUDIO_TEMPLATES, type PageSchema, type StudioRoleView } from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { FormDesigner } from './designer/form-designer';
import { PreviewPane } from './preview/preview-pane';
import { SchemaCodeEditor } from './editor/schema-code-editor';

// jsdom lays nothing out: CodeMirror measures text ranges when it draws the cursor and selection.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

const dicts = createDictLookup({ enable_status: [{ value: '1', text: '启用' }, { value: '0', text: '停用' }], yn: [{ value: '1', text: '是' }, { value: '0', text: '否' }] });
const ledger = STUDIO_TEMPLATES.find((t) => t.id === 'ledger')!.build({ code: 'fleet/vehicleRepair', title: '车辆维修' });

function Host({ children }: { children: React.ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <App>
        <EngineProvider dataProvider={createMemoryDataProvider({})} registry={createDefaultWidgetRegistry()} dicts={dicts}>
          {children}
        </EngineProvider>
      </App>
    </ConfigProvider>
  );
}

/** The designer over a page held as JSON text, as the studio holds it. */
function DesignerHarness({ onText }: { onText(text: string): void }) {
  const [page, setPage] = useState<Record<string, unknown>>(ledger);
  return <FormDesigner page={page} onChange={(next) => { setPage(next); onText(JSON.stringify(next)); }} />;
}

describe('the field designer', () => {
  it('adds fields from the palette and sets their label, query mode and dictionary in the same JSON', async () => {
    let text = '';
    render(<Host><DesignerHarness onText={(t) => (text = t)} /></Host>);
    fireEvent.click(screen.getByRole('button', { name: '添加金额' }));
    let page = JSON.parse(text) as { fields: Record<string, unknown>[] };
    expect(page.fields.at(-1)).toMatchObject({ name: 'field1', label: '金额', type: 'money', dbType: 'numeric' });

    fireEvent.change(screen.getByLabelText('标签'), { target: { value: '维修费用（元）' } });
    fireEvent.change(screen.getByLabelText('字段名'), { target: { value: 'repairCost' } });
    fireEvent.blur(screen.getByLabelText('字段名'));
    page = JSON.parse(text);
    expect(page.fields.at(-1)).toMatchObject({ name: 'repairCost', label: '维修费用（元）' });
    expect(screen.getByTestId('designer-field-repairCost').textContent).toContain('维修费用（元）');

    fireEvent.click(screen.getByRole('button', { name: '添加是否' }));
    page = JSON.parse(text);
    expect(page.fields.at(-1)).toMatchObject({ name: 'field1', type: 'radio', dict: 'yn' });
    expect(page.fields.map((f) => f.name)).toEqual(['recordNo', 'subject', 'recordDate', 'handler', 'amount', 'status', 'remark', 'repairCost', 'field1']);
    // Everything the designer does not edit is kept.
    expect(JSON.parse(text)).toMatchObject({ code: 'fleet/vehicleRepair', defaultSort: { field: 'recordDate', order: 'desc' } });
  });

  it('puts a control dropped from the palette where it is dropped: before the field under the pointer, or after it on its lower half', () => {
    let text = '';
    render(<Host><DesignerHarness onText={(t) => (text = t)} /></Host>);
    const names = () => (JSON.parse(text) as { fields: { name: string }[] }).fields.map((f) => f.name);
    const palette = (key: string) => ({ getData: (type: string) => (type === 'text/x-studio-palette' ? key : '') });
    // jsdom has no DragEvent, so the pointer's height is set on the plain event it makes.
    const dropOn = (el: HTMLElement, key: string, clientY = 0) => {
      for (const kind of ['dragOver', 'drop'] as const) {
        const event = createEvent[kind](el, { dataTransfer: palette(key) });
        Object.defineProperty(event, 'clientY', { value: clientY });
        fireEvent(el, event);
      }
    };
    // On the upper half of 登记日期 (jsdom lays out nothing: every box is at 0, so y 0 is its top).
    dropOn(screen.getByTestId('designer-field-recordDate'), 'money');
    expect(names()).toEqual(['recordNo', 'subject', 'field1', 'recordDate', 'handler', 'amount', 'status', 'remark']);
    // On the lower half of 经办人: after it.
    const handler = screen.getByTestId('designer-field-handler');
    handler.getBoundingClientRect = () => new DOMRect(0, 200, 400, 40);
    dropOn(within(handler).getByText('经办人'), 'date', 230);
    expect(names()).toEqual(['recordNo', 'subject', 'field1', 'recordDate', 'handler', 'field2', 'amount', 'status', 'remark']);
    expect(screen.getByTestId('designer-field-field2').textContent).toContain('日期');
  });

  it('moves a field up and removes one', () => {
    let text = '';
    render(<Host><DesignerHarness onText={(t) => (text = t)} /></Host>);
    const handler = screen.getByTestId('designer-field-handler');
    fireEvent.click(within(handler).getAllByRole('button')[0]);
    expect((JSON.parse(text) as { fields: { name: string }[] }).fields.map((f) => f.name).slice(2, 4)).toEqual(['handler', 'recordDate']);
    fireEvent.click(within(screen.getByTestId('designer-field-remark')).getAllByRole('button')[2]);
    expect((JSON.parse(text) as { fields: { name: string }[] }).fields.map((f) => f.name)).not.toContain('remark');
  });
});

describe('the live preview', () => {
  const staff: StudioRoleView = { roleCode: 'project_staff', roleName: '项目员工', sees: true, perms: [] };
  it('lists sample records made from the fields, and a role sees only the buttons it is granted', async () => {
    render(<Host><PreviewPane page={ledger as unknown as PageSchema} roles={[staff]} /></Host>);
    const preview = await screen.findByTestId('studio-preview');
    await within(preview).findByText('共 8 条', {}, { timeout: 20_000 });
    expect(within(preview).getAllByText('启用').length).toBeGreaterThan(0);
    expect(within(preview).getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '预览角色' }));
    fireEvent.click(await screen.findByText('项目员工（project_staff）'));
    await waitFor(() => expect(within(preview).queryByRole('button', { name: /新\s*增/ })).toBeNull());
  });

  it('opens the record form in edit mode on a sample record', async () => {
    render(<Host><PreviewPane page={ledger as unknown as PageSchema} roles={[]} /></Host>);
    fireEvent.click(screen.getByText('编辑'));
    await waitFor(() => expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).value).toBe('名称示例1'));
  });
});

describe('the code editor', () => {
  it('shows the text and marks a problem at its JSON Pointer', async () => {
    const text = JSON.stringify({ kind: 'crud', fields: [{ name: 'a', type: 'inptu' }] }, null, 2);
    render(<SchemaCodeEditor value={text} onChange={() => undefined} problems={[{ pointer: '/fields/0/type', message: '未知的取值 "inptu"（是不是想写 "input"？）' }]} />);
    const editor = screen.getByTestId('schema-code-editor');
    expect(editor.textContent).toContain('"inptu"');
    await waitFor(() => expect(editor.querySelector('.cm-lintRange-error')?.textContent).toBe('"inptu"'));
  });

  it('marks an unknown key on its own line rather than its whole object', async () => {
    const text = JSON.stringify({ kind: 'crud', fields: [{ name: 'a', lenght: 40 }] }, null, 2);
    render(<SchemaCodeEditor value={text} onChange={() => undefined} problems={[{ pointer: '/fields/0', message: '未知属性 "lenght"（是不是想写 "length"？）' }]} />);
    await waitFor(() => expect(screen.getByTestId('schema-code-editor').querySelector('.cm-lintRange-error')?.textContent).toBe('40'));
  });
});
