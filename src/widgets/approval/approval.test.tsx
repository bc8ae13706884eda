import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  createBundledSchemaSource, createDictLookup, createMemoryDataProvider, createSchemaLoader, createWidgetRegistry, EngineProvider,
  type DataRecord,
} from '@/engine';
import { CrudPage } from '../crud-page/crud-page';
import { ApprovalList } from './approval-list';
import { ApprovalPanel } from './approval-panel';
import { createFlowFixture, leaveDicts, leaveRecord, leaveSchema } from './approval.fixtures';

function renderWith(node: React.ReactNode, calls: { url: string; payload?: unknown }[] = [], rows: DataRecord[] = [], manage = false) {
  const provider = createMemoryDataProvider({ 'flow/leave': rows }, { custom: createFlowFixture(calls, { manage }) });
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EngineProvider dataProvider={provider} registry={createWidgetRegistry()} dicts={createDictLookup(leaveDicts)}
          schemaLoader={createSchemaLoader(createBundledSchemaSource([leaveSchema]))}>
          {node}
        </EngineProvider>
      </App>
    </ConfigProvider>,
  );
}

const WAIT = { timeout: 5000 };

describe('approvals', () => {
  it('opens a pending leave from 我的待办 with the node\'s rights: hidden phone gone, handover editable, the rest read-only', async () => {
    renderWith(<ApprovalList />);
    fireEvent.click(await screen.findByText('请假申请 · QJ-2026-0012 · 李娜', {}, WAIT));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    await within(drawer).findByText('本节点可填写的字段', {}, WAIT);
    expect(within(drawer).getByText('年休假，回老家探望父母')).toBeTruthy();
    expect(within(drawer).queryByText('联系电话')).toBeNull();
    expect(within(drawer).getByText('本节点有 1 个字段不可见')).toBeTruthy();
    expect(drawer.querySelector('[data-field="handover"]')).toBeTruthy();
    expect(drawer.querySelector('[data-field="reason"]')).toBeNull();
    expect(within(drawer).getByRole('button', { name: '退 回' })).toBeTruthy();
  });

  it('refuses a rejection without a comment, then rejects with one; the list and the badge shrink', async () => {
    const calls: { url: string; payload?: unknown }[] = [];
    renderWith(<ApprovalList />, calls);
    fireEvent.click(await screen.findByText('请假申请 · QJ-2026-0015 · 王鹏', {}, WAIT));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(await within(drawer).findByRole('button', { name: '驳 回' }, WAIT));
    const modal = (await screen.findAllByRole('dialog', {}, WAIT)).at(-1)!;
    fireEvent.click(within(modal).getByRole('button', { name: '确 定' }));
    expect(await within(modal).findByText('请填写审批意见', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/reject'))).toBe(false);
    fireEvent.change(within(modal).getByPlaceholderText('填写审批意见（驳回、退回时必填）'), { target: { value: '投标期间人手紧张，请改期' } });
    fireEvent.click(within(modal).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/reject'))?.payload).toMatchObject({ taskId: 'task-1', comment: '投标期间人手紧张，请改期' }), WAIT);
    await waitFor(() => expect(document.querySelector('.approval-tab-todo .ant-badge')?.textContent).toBe('2'), WAIT);
  });

  it('offers 提交 on a draft and 审批 on a record in approval, and hides 编辑/删除 while it is in approval', async () => {
    const calls: { url: string; payload?: unknown }[] = [];
    const draft = { ...leaveRecord, id: 'd1', applyNo: 'QJ-2026-0020', bpmStatus: '1', createTime: '2026-11-25 09:00:00' };
    const running = { ...leaveRecord, id: 'r1', bpmStatus: '2', createTime: '2026-11-24 09:00:00' };
    renderWith(<CrudPage schema={leaveSchema} />, calls, [draft, running]);
    const draftRow = (await screen.findByText('QJ-2026-0020', {}, WAIT)).closest('tr')!;
    const runningRow = screen.getByText('QJ-2026-0012').closest('tr')!;
    expect(within(runningRow).queryByText('编辑')).toBeNull();
    expect(within(runningRow).queryByText('删除')).toBeNull();
    expect(within(runningRow).getByText('审批')).toBeTruthy();
    expect(within(draftRow).queryByText('审批')).toBeNull();
    fireEvent.click(within(draftRow).getByText('提交'));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }, WAIT));
    await waitFor(() => expect(calls.find((c) => c.url === '/company/flow/instance/start')?.payload).toEqual({ pageCode: 'flow/leave', id: 'd1' }), WAIT);
  });

  it('gives a process administrator 流程管理: the fields the branches read, and 改派 of an open task to another user', async () => {
    const calls: { url: string; payload?: unknown }[] = [];
    renderWith(<ApprovalPanel target={{ instanceId: 'inst-1' }} />, calls, [], true);
    fireEvent.click(await screen.findByRole('tab', { name: '流程管理' }, WAIT));
    expect(await screen.findByText('leaveDays', {}, WAIT)).toBeTruthy();
    const manage = document.querySelector('.approval-manage') as HTMLElement;
    const row = within(manage).getByText('孙丽华').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /改\s*派/ }));
    const modal = (await screen.findAllByRole('dialog', {}, WAIT)).at(-1)!;
    fireEvent.click(within(modal).getByRole('button', { name: '确 定' }));
    expect(await within(modal).findByText('请选择人员', {}, WAIT)).toBeTruthy();
    const input = modal.querySelector('.ant-select-selection-search-input') as HTMLInputElement;
    fireEvent.mouseDown(modal.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.change(input, { target: { value: '钱' } });
    fireEvent.click(await screen.findByText('钱卫东', { selector: '.ant-select-item-option-content' }, WAIT));
    fireEvent.click(within(modal).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/company/flow/task/reassign')?.payload).toEqual({ taskId: 'task-1', toUser: 'qianweidong' }), WAIT);
  });

  it('shows no 流程管理 to an approver who is not a process administrator; 流转记录 lists each step\'s attachments', async () => {
    renderWith(<ApprovalPanel target={{ instanceId: 'inst-1' }} />);
    await screen.findByRole('tab', { name: '流程图' }, WAIT);
    expect(screen.queryByRole('tab', { name: '流程管理' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '流转记录' }));
    expect(await screen.findByText('工作交接清单.pdf', {}, WAIT)).toBeTruthy();
  });
});
