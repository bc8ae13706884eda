import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { lintFlow } from '../../src/flows/flow-lint';
import { ROOT, type TestPlatform } from '../helper';

// Answers are read loosely: each test asserts the properties a user would see.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export interface Answer { success: boolean; message: string; result: Json; code: number }

/**
 * What an approval test does through the HTTP API, as leave-flow.test.ts does it: add a record as the applicant,
 * submit it, find a user's open task for it, decide it, read it back.
 */
export function approvalKit(t: () => TestPlatform, page: string) {
  async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer> {
    const res = await t().app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await t().login(user) }, payload });
    return res.json() as Answer;
  }
  const add = (user: string, body: object) => call(user, 'POST', `/${page}/add`, body);
  async function draft(user: string, body: object): Promise<string> {
    const res = await add(user, body);
    expect(res.success, res.message).toBe(true);
    return String(res.result.id);
  }
  const submit = (user: string, id: string) => call(user, 'POST', '/company/flow/instance/start', { pageCode: page, id });
  const todo = async (user: string) => (await call(user, 'GET', '/company/flow/task/list?tab=todo&pageSize=100')).result.records as Json[];
  const record = async (id: string, user = 'admin') => (await call(user, 'GET', `/${page}/queryById?id=${id}`)).result;
  const taskOf = async (user: string, id: string) => (await todo(user)).find((r) => r.businessId === id);
  const act = (user: string, action: string, taskId: string, body: object = {}) => call(user, 'POST', `/company/flow/task/${action}`, { taskId, ...body });
  const detail = async (user: string, id: string) => (await call(user, 'GET', `/company/flow/instance/byBusiness?pageCode=${page}&id=${id}`)).result;

  /** Approves the record's open task of each user in turn, checking the node it sits at. */
  async function walk(id: string, steps: [user: string, node: string, body?: object][]) {
    for (const [user, node, body] of steps) {
      const task = await taskOf(user, id);
      expect(task?.nodeName, `${user} at ${node}`).toBe(node);
      const res = await act(user, 'approve', task.taskId, { comment: '同意', ...body });
      expect(res.success, `${user} at ${node}: ${res.message}`).toBe(true);
    }
  }

  return { call, add, draft, submit, todo, record, taskOf, act, detail, walk };
}

/** The flow file's problems against its page's fields, linted twice (the second run must not see the first). */
export async function flowProblems(name: string): Promise<unknown[]> {
  const fields = (JSON.parse(fs.readFileSync(path.join(ROOT, `schemas/modules/flow/${name}.json`), 'utf8')) as { fields: { name: string }[] }).fields.map((f) => f.name);
  const xml = fs.readFileSync(path.join(ROOT, `schemas/flows/${name}.bpmn`), 'utf8');
  return [...(await lintFlow(xml, fields)), ...(await lintFlow(xml, fields))];
}
