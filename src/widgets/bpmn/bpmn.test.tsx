import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import BaseViewer from 'bpmn-js/lib/BaseViewer';
import Canvas from 'diagram-js/lib/core/Canvas';
import { installSvgGeometry } from './bpmn-jsdom.fixtures';
import {
  conditionToExpression, expressionToCondition, fieldRightRows, importErrorText, insertAtCaret, withFieldRight,
} from './bpmn-helpers';
import { BpmnViewer } from './bpmn-viewer';
import { BpmnModeler, type BpmnModelerApi } from './bpmn-modeler';
import { LazyBpmnViewer } from './index';
import {
  BROKEN_PROCESS_XML, LEAVE_FORM_FIELDS, LEAVE_PROCESS_PROBLEMS, LEAVE_PROCESS_UNFINISHED_XML, LEAVE_PROCESS_XML, SAMPLE_ROLES, SAMPLE_USERS,
} from './bpmn-samples';

// bpmn-js really runs here: jsdom gets fake SVG geometry (bpmn-jsdom.fixtures.ts), so the tests see the drawn
// diagram, its markers, the panel and the XML the modeler writes, but not positions or sizes (the browser check does).
installSvgGeometry();
// A failed test must not leave bpmn-js patched for the next one.
afterEach(() => vi.restoreAllMocks());

const shape = (id: string) => document.querySelector(`.djs-element[data-element-id="${id}"]`);
const hasMarker = (id: string, marker: string) => Boolean(shape(id)?.classList.contains(marker));

describe('panel helpers', () => {
  it('shows ${days > 3} as days > 3 and stores what the user typed wrapped once', () => {
    expect(conditionToExpression('${leaveDays > 3}')).toBe('leaveDays > 3');
    expect(conditionToExpression(' amount >= 100000 ')).toBe('amount >= 100000');
    expect(expressionToCondition('days > 3')).toBe('${days > 3}');
    expect(expressionToCondition('${days > 3}')).toBe('${days > 3}');
    expect(expressionToCondition('   ')).toBeUndefined();
    expect(insertAtCaret('> 3', 'leaveDays', 0)).toBe('leaveDays > 3');
    expect(insertAtCaret('amount >=', 'limit')).toBe('amount >= limit');
  });

  it('lists every form field with its right, read-only when the node does not name it', () => {
    const rows = fieldRightRows(LEAVE_FORM_FIELDS, 'reason:editable;approverRemark:required');
    expect(rows.map((r) => `${r.label}:${r.right}`)).toEqual([
      '请假类型:readonly', '开始时间:readonly', '结束时间:readonly', '请假天数:readonly', '事由:editable', '工作交接人:readonly', '审批意见:required',
    ]);
    // Stored in the form's order; a right for a field the form lost is kept.
    expect(withFieldRight('oldField:hidden;reason:readonly', LEAVE_FORM_FIELDS, 'leaveType', 'editable')).toBe('leaveType:editable;reason:readonly;oldField:hidden');
  });

  it('explains a failed import in Chinese', () => {
    expect(importErrorText('', undefined)).toBe('流程图无法显示：没有流程定义');
    expect(importErrorText('x', new Error('unparsable content \n detected\n\tnested error: unexpected end of file'))).toBe('流程图无法显示：XML 格式不正确（文件不完整）');
    expect(importErrorText('x', new Error('no diagram to display'))).toBe('流程图无法显示：文件中没有流程图的图形信息（BPMNDI）');
  });
});

describe('BpmnViewer', () => {
  it('draws the process and marks the passed and current nodes', async () => {
    const { rerender } = render(<BpmnViewer xml={LEAVE_PROCESS_XML} doneNodes={['Start_Leave', 'Task_DeptLeader']} currentNodes={['Task_DivisionLeader']} />);
    await waitFor(() => expect(hasMarker('Task_DeptLeader', 'flow-node-done')).toBe(true));
    expect(screen.getByText('总经理审批')).toBeTruthy();
    expect(hasMarker('Task_DivisionLeader', 'flow-node-current')).toBe(true);
    expect(hasMarker('Task_GeneralManager', 'flow-node-current')).toBe(false);
    expect(screen.getByText('已完成')).toBeTruthy();

    // The record moves on: the markers follow without a new import.
    rerender(<BpmnViewer xml={LEAVE_PROCESS_XML} doneNodes={['Start_Leave', 'Task_DeptLeader', 'Task_DivisionLeader']} currentNodes={['Task_GeneralManager']} />);
    await waitFor(() => expect(hasMarker('Task_GeneralManager', 'flow-node-current')).toBe(true));
    expect(hasMarker('Task_DivisionLeader', 'flow-node-current')).toBe(false);
    expect(hasMarker('Task_DivisionLeader', 'flow-node-done')).toBe(true);
  });

  it('says why a diagram cannot be shown, and recovers with the next xml', async () => {
    const { rerender } = render(<BpmnViewer xml={BROKEN_PROCESS_XML} />);
    expect(await screen.findByText('流程图无法显示：XML 格式不正确（文件不完整）')).toBeTruthy();
    rerender(<BpmnViewer xml={LEAVE_PROCESS_XML} />);
    await waitFor(() => expect(screen.queryByText(/流程图无法显示/)).toBeNull());
    expect(screen.getByText('部门负责人审批')).toBeTruthy();
  });

  it('still shows the diagram when the canvas cannot be measured for fitting', async () => {
    const zoom = vi.spyOn(Canvas.prototype, 'zoom').mockImplementation(() => {
      throw new TypeError("parameter 1 is not of type 'SVGMatrix'");
    });
    render(<BpmnViewer xml={LEAVE_PROCESS_XML} currentNodes={['Task_DeptLeader']} />);
    await waitFor(() => expect(hasMarker('Task_DeptLeader', 'flow-node-current')).toBe(true));
    expect(zoom).toHaveBeenCalled();
    expect(screen.queryByText(/流程图无法显示/)).toBeNull();
  });

  it('destroys bpmn-js when it unmounts', async () => {
    const destroy = vi.spyOn(BaseViewer.prototype, 'destroy');
    const { unmount } = render(<BpmnViewer xml={LEAVE_PROCESS_XML} />);
    await screen.findByText('人事备案');
    unmount();
    expect(destroy).toHaveBeenCalled();
  });

  it('loads bpmn-js on demand behind 加载流程图…', async () => {
    render(<LazyBpmnViewer xml={LEAVE_PROCESS_XML} currentNodes={['Task_HrFiling']} />);
    expect(screen.getByText('加载流程图…')).toBeTruthy();
    await waitFor(() => expect(hasMarker('Task_HrFiling', 'flow-node-current')).toBe(true), { timeout: 10_000 });
  });
});

async function renderModeler(xml = LEAVE_PROCESS_XML, problems: typeof LEAVE_PROCESS_PROBLEMS = []) {
  const onChange = vi.fn();
  let api: BpmnModelerApi | undefined;
  render(
    <BpmnModeler xml={xml} fields={LEAVE_FORM_FIELDS} roles={SAMPLE_ROLES} users={SAMPLE_USERS} problems={problems} onChange={onChange} onReady={(a) => (api = a)} />,
  );
  await waitFor(() => expect(shape('Task_DeptLeader')).toBeTruthy());
  return { onChange, saveXML: () => api!.saveXML() };
}

/** Clicks an element on the canvas as a user does (diagram-js listens on the shape's hit area). */
function clickElement(id: string) {
  const hit = shape(id)?.querySelector('.djs-hit') ?? shape(id);
  act(() => {
    fireEvent.mouseDown(hit!);
    fireEvent.mouseUp(hit!);
    fireEvent.click(hit!);
  });
}

const panel = () => document.querySelector('.bpmn-properties-panel') as HTMLElement;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(panel().querySelector(`.ant-select[aria-label="${label}"] .ant-select-selector`)!);
  // Each opened select leaves its (hidden) list behind: the option is the last one with that title.
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('BpmnModeler', () => {
  it('lists the server’s problems, marks them on the diagram and jumps to one on click', async () => {
    await renderModeler(LEAVE_PROCESS_UNFINISHED_XML, LEAVE_PROCESS_PROBLEMS);
    expect(screen.getByText('选择一个节点或连线以编辑其属性')).toBeTruthy();
    await waitFor(() => expect(hasMarker('Task_GeneralManager', 'flow-lint-error')).toBe(true));
    expect(hasMarker('Task_HrFiling', 'flow-lint-warn')).toBe(true);
    fireEvent.click(screen.getByText(LEAVE_PROCESS_PROBLEMS[0].message));
    expect(await screen.findByDisplayValue('总经理审批')).toBeTruthy();
    expect(within(panel()).getByText('用户任务（审批节点）')).toBeTruthy();
    expect(within(panel()).getByText('请先选择审批人类型')).toBeTruthy();
  });

  it('edits an approval node: approver, field rights, name — and reports the XML once, debounced', async () => {
    const { onChange, saveXML } = await renderModeler();
    clickElement('Task_DivisionLeader');
    expect(await screen.findByDisplayValue('分管领导审批')).toBeTruthy();
    // The stored role code shows as the role's name, the unnamed fields as read-only.
    expect(within(panel()).getByText('分管领导')).toBeTruthy();
    expect(within(panel()).getByText('或签').closest('label')?.className).toContain('checked');

    await choose('审批意见的权限', '可编辑');
    await choose('工作交接人的权限', '隐藏');
    await choose('审批人类型', '指定人员');
    await choose('审批人', '赵敏');
    const name = within(panel()).getByLabelText('名称');
    fireEvent.change(name, { target: { value: '分管副总审批' } });
    fireEvent.blur(name);

    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 400));
    expect(onChange).toHaveBeenCalledTimes(1);
    const xml = onChange.mock.calls[0][0] as string;
    expect(xml).toContain('name="分管副总审批"');
    expect(xml).toContain('flow:assigneeType="user" flow:assignee="zhaomin"');
    expect(xml).toContain('flow:fieldRights="leaveDays:readonly;reason:readonly;handoverUser:hidden;approverRemark:editable"');
    expect(await saveXML()).toBe(xml);
    // The name is on the canvas too.
    expect(screen.getByText('分管副总审批', { selector: 'tspan' })).toBeTruthy();
  });

  it('keeps the user’s place when the page feeds the emitted XML back', async () => {
    function Page() {
      const [xml, setXml] = useState(LEAVE_PROCESS_XML);
      return (
        <>
          <span data-testid="saved">{xml === LEAVE_PROCESS_XML ? '未修改' : '已修改'}</span>
          <BpmnModeler xml={xml} fields={LEAVE_FORM_FIELDS} roles={SAMPLE_ROLES} users={SAMPLE_USERS} onChange={setXml} />
        </>
      );
    }
    render(<Page />);
    await waitFor(() => expect(shape('Task_HrFiling')).toBeTruthy());
    clickElement('Task_HrFiling');
    await choose('驳回至', '上一节点');
    await waitFor(() => expect(screen.getByTestId('saved').textContent).toBe('已修改'), { timeout: 2000 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // Not re-imported: the node is still selected and still edited in the panel.
    expect(within(panel()).getByDisplayValue('人事备案')).toBeTruthy();
    expect(screen.queryByText('选择一个节点或连线以编辑其属性')).toBeNull();
  });

  it('writes a gateway condition as ${…}, inserts field names, and removes it when cleared', async () => {
    const { saveXML } = await renderModeler();
    clickElement('Flow_Gateway_Division');
    const input = (await within(panel()).findByLabelText('条件表达式')) as HTMLInputElement;
    expect(input.value).toBe('leaveDays > 3');

    fireEvent.change(input, { target: { value: ' >= 5' } });
    fireEvent.select(input, { target: { selectionStart: 0 } });
    fireEvent.click(within(panel()).getByTitle('leaveDays'));
    await waitFor(() => expect(input.value).toBe('leaveDays >= 5'));
    expect(await saveXML()).toContain('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${leaveDays &gt;= 5}</bpmn:conditionExpression>');

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(async () => expect(await saveXML()).not.toContain('conditionExpression'));
  });

  it('shows the default flow as such and offers no condition for it', async () => {
    await renderModeler();
    clickElement('Flow_Gateway_Hr');
    const toggle = await within(panel()).findByRole('switch', { name: '默认分支' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(within(panel()).queryByLabelText('条件表达式')).toBeNull();
  });
});
