import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await t.login(user) }, payload });

async function publish(body: object): Promise<string> {
  const add = await as('admin', 'POST', '/sys/annountCement/add', body);
  expect(add.json(), add.body).toMatchObject({ success: true });
  const id = add.json().result.id;
  expect((await as('admin', 'GET', `/sys/annountCement/doReleaseData?id=${id}`)).json().message).toBe('该系统通知发布成功');
  return id;
}

describe('announcements', () => {
  it('sanitise rich content on the server and keep the title as text', async () => {
    const evil = '<p>安全<img src=x onerror=alert(1)><svg onload=alert(2)></svg><a href="javascript:alert(3)">点我</a>' +
      '<iframe srcdoc="<script>x</script>"></iframe><script>alert(4)</script><style>@import url(x)</style>' +
      '<form action="/x"><input></form><object data="x"></object><a href="https://www.example.com">链接</a> ${7*7} {{7*7}}</p>';
    const id = await publish({ titile: '<b>年终安全检查</b> ${7*7}', msgContent: evil, priority: 'H', msgCategory: '1', msgType: 'ALL' });
    const got = (await as('lina', 'GET', `/sys/annountCement/queryById?id=${id}`)).json().result;
    expect(got.titile).toBe('<b>年终安全检查</b> ${7*7}');
    expect(got.msgContent).not.toMatch(/onerror|onload|javascript:|<script|<iframe|<style|<form|<object|<svg/i);
    expect(got.msgContent).toContain('<a href="https://www.example.com">链接</a>');
    expect(got.msgContent).toContain('${7*7} {{7*7}}');
  });

  it('refuse out-of-range enums (priority, type) with 400', async () => {
    expectRefused((await as('admin', 'POST', '/sys/annountCement/add', { titile: 'x', priority: 'X' })), 400);
    expectRefused((await as('admin', 'POST', '/sys/annountCement/add', { titile: 'x', msgType: 'EVERYONE' })), 400);
  });

  it('may only be written and released by holders of the permission', async () => {
    expectRefused((await as('lina', 'POST', '/sys/annountCement/add', { titile: '越权通告' })), 510);
    expectRefused((await as('lina', 'GET', '/sys/annountCement/doReleaseData?id=x')), 510);
  });

  it('reach every user when sent to all; unread ones are listed by category and reading one removes it', async () => {
    const id = await publish({ titile: '关于元旦放假安排的通知', msgContent: '<p>1月1日放假一天。</p>', priority: 'M', msgCategory: '1' });
    const before = (await as('wangqiang', 'GET', '/sys/annountCement/listByUser')).json().result;
    expect(before.anntMsgList.map((a: { titile: string }) => a.titile)).toContain('关于元旦放假安排的通知');
    expect(before.anntMsgList[0]).toMatchObject({ priority: expect.any(String), sender: 'admin', sendTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(Object.keys(before)).toEqual(['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal']);
    await as('wangqiang', 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id });
    const after = (await as('wangqiang', 'GET', '/sys/annountCement/listByUser')).json().result;
    expect(after.anntMsgTotal).toBe(before.anntMsgTotal - 1);
    const mine = (await as('wangqiang', 'GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=50')).json().result;
    expect(mine.records.find((r: { anntId: string }) => r.anntId === id)).toMatchObject({ readFlag: '1' });
  });

  it('reach only the chosen audience: a project, or named users', async () => {
    const projectId = await publish({ titile: '京港澳项目冬季施工专项部署', msgCategory: '2', msgType: 'PROJECT', audienceIds: 'p01' });
    const inProject = (await as('liuyang', 'GET', '/sys/annountCement/listByUser')).json().result;
    expect(inProject.sysMsgList.map((a: { id: string }) => a.id)).toContain(projectId);
    const outside = (await as('chenjing', 'GET', '/sys/annountCement/listByUser')).json().result;
    expect(outside.sysMsgList.map((a: { id: string }) => a.id)).not.toContain(projectId);
    expectRefused((await as('chenjing', 'GET', `/sys/annountCement/queryById?id=${projectId}`)), 404);
  });

  it('disappear when revoked', async () => {
    const id = await publish({ titile: '误发的通知', msgCategory: '1' });
    expect((await as('admin', 'GET', `/sys/annountCement/doReovkeData?id=${id}`)).json().message).toBe('该系统通知撤销成功');
    const list = (await as('zhaomin', 'GET', '/sys/annountCement/listByUser')).json().result;
    expect(list.anntMsgList.map((a: { id: string }) => a.id)).not.toContain(id);
  });
});
