import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';
import { dialog, fillDate, formItem, pickOption } from './support/record-dialog';

// An approval's life in Chromium against the real server and its demo approvals: 王鹏 fills in and submits a leave,
// 冯涛 finds it in 我的待办 with the badge, approves it with a comment; 王鹏 sees the timeline and the diagram; the
// administrator opens 流程设计, finds a broken change refused, and deploys a new version.
const suite = chromiumSuite();

async function as(username: string, password: string, next: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS });
  suite.track(context);
  const page = await context.newPage();
  await login(page, suite.server.url, username, password, next);
  return page;
}

const REASON = `浏览器测试：陪同家人复诊 ${Date.now()}`;

describe('an approval in Chromium', () => {
  it('王鹏 fills in a leave and submits it; it is 审批中 and can no longer be edited', async () => {
    const page = await as('wangpeng', 'Company@2026', '/flow/leave');
    await page.locator('.crud-page .ant-table-row').first().waitFor();
    await page.locator('.crud-page').getByRole('button', { name: /新\s*增/ }).click();
    await dialog(page).waitFor();
    await formItem(page, '申请人').locator('input').fill('王鹏');
    await formItem(page, '所属部门/项目').locator('input').fill('工程技术部');
    await pickOption(page, '请假类型', '事假');
    await fillDate(page, '开始日期', '2026-12-14');
    await fillDate(page, '结束日期', '2026-12-15');
    // 请假天数 follows the dates (Monday and Tuesday: two working days), shown, not typed.
    await expect.poll(() => formItem(page, '请假天数').innerText()).toContain('2');
    await formItem(page, '请假事由').locator('textarea').fill(REASON);
    await dialog(page).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('添加成功！').first().isVisible()).toBe(true);

    const row = page.locator('.crud-page .ant-table-row').filter({ hasText: '2026-12-14' }).first();
    await expect.poll(() => row.innerText()).toContain('草稿');
    await row.getByText('提交', { exact: true }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => page.getByText('提交成功，已进入审批').first().isVisible()).toBe(true);
    await expect.poll(() => row.innerText()).toContain('审批中');
    expect(await row.getByText('编辑', { exact: true }).count()).toBe(0);
    await keepScreenshot(page, 'approval-01-submitted');
  });

  it('冯涛 sees it in 我的待办 with the badge, opens it, and approves it with a comment', async () => {
    const page = await as('fengtao', 'Company@2026', '/company/myBacklog');
    const item = page.locator('.approval-list .ant-table-row').filter({ hasText: '王鹏' }).first();
    await item.waitFor();
    const badge = Number(await page.locator('.approval-tab-todo .ant-badge').innerText());
    expect(badge).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.app-todo').getAttribute('data-highlighted')).toBe('true');
    // The newest task is on top: the leave 王鹏 just submitted.
    await page.locator('.approval-list .ant-table-row').first().getByText('办理').click();
    const drawer = page.locator('.approval-drawer');
    await drawer.getByText(REASON).waitFor();
    await keepScreenshot(page, 'approval-02-task');
    await drawer.getByRole('button', { name: /同\s*意/ }).click();
    const modal = page.locator('.ant-modal:visible').last();
    await modal.getByPlaceholder('填写审批意见（驳回、退回时必填）').fill('同意，注意把试验报告交接给赵强');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByText('已同意，流转到下一节点').first().isVisible()).toBe(true);
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(async () => Number(await page.locator('.approval-tab-todo .ant-badge').innerText())).toBe(badge - 1);
  });

  it('王鹏 opens the approval from his list: the timeline shows 冯涛\'s comment, the diagram its passed and current nodes', async () => {
    const page = await as('wangpeng', 'Company@2026', '/flow/leave');
    const row = page.locator('.crud-page .ant-table-row').filter({ hasText: '2026-12-14' }).first();
    await row.getByText('审批', { exact: true }).click();
    const drawer = page.locator('.approval-drawer');
    await drawer.getByRole('tab', { name: '流转记录' }).click();
    await drawer.getByText('同意，注意把试验报告交接给赵强').waitFor();
    expect(await drawer.locator('.approval-step').filter({ hasText: '分管领导审批' }).innerText()).toContain('孙丽华');
    await drawer.getByRole('tab', { name: '流程图' }).click();
    await drawer.locator('.flow-node-current').first().waitFor();
    expect(await drawer.locator('.djs-element.flow-node-done[data-element-id="Task_DeptLeader"]').count()).toBe(1);
    expect(await drawer.locator('.djs-element.flow-node-current[data-element-id="Task_Fgld"]').count()).toBe(1);
    await keepScreenshot(page, 'approval-03-diagram');
  });

  it('流程设计: a node appended without approvers is refused with its problems; a renamed node deploys version 2', async () => {
    const page = await as('admin', 'Admin@2026', '/flow/definition');
    const leave = page.locator('.flow-definitions-page .ant-table-row').filter({ hasText: 'flow_leave' }).first();
    await leave.waitFor();
    expect(await leave.innerText()).toContain('flow/leave');
    await leave.getByText('设计').click();
    const designer = page.locator('.flow-designer');
    const hr = designer.locator('.djs-element[data-element-id="Task_Hr"]');
    await hr.waitFor();
    // Append a task after 人事备案 from the context pad: it has no approver and no way out.
    await hr.click();
    await page.locator('.djs-context-pad .entry[data-action="append.append-task"]').click();
    await page.keyboard.press('Escape');
    await designer.getByRole('button', { name: /部署新版本/ }).click();
    await expect.poll(() => designer.locator('.flow-designer-alert').innerText()).toContain('修正后才能部署');
    await keepScreenshot(page, 'approval-04-refused');
    // Remove the appended task (it is marked as faulty), rename 人事备案 and deploy.
    const appended = designer.locator('.djs-shape[data-element-id^="Activity_"]');
    expect(await appended.evaluate((el) => el.classList.contains('flow-lint-error'))).toBe(true);
    // Still selected from the append, or selected again from the problem list (which shows when nothing is).
    const remove = page.locator('.djs-context-pad .entry[data-action="delete"]');
    if (!(await remove.isVisible())) await designer.locator('.bpmn-problem-item').filter({ hasText: '元素缺少名称' }).click();
    await remove.click();
    await expect.poll(() => appended.count()).toBe(0);
    await hr.click();
    const name = designer.locator('.bpmn-properties-panel input').first();
    await name.fill('人事部备案');
    await name.press('Enter');
    await designer.getByRole('button', { name: /部署新版本/ }).click();
    await expect.poll(() => page.getByText('已部署「请假审批」第 2 版').first().isVisible()).toBe(true);
    await keepScreenshot(page, 'approval-05-deployed');
  });
});
