import fs from 'node:fs';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { startServer, type ServerProcess, seededDataDir } from './support/server-process';

// kill -9 while approvals are in flight, then a restart on the same data: every approval is either fully taken or
// not at all — its record's state, its instance, its open tasks and its timeline agree, nothing is lost or repeated.
const dataDir = seededDataDir('platform-crash-', inject('seededDataDir'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function api(username: string) {
  const res = await fetch(`${server!.url}/devops/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Company@2026' }) });
  const token = ((await res.json()) as Json).result.token as string;
  return async (method: string, url: string, body?: unknown): Promise<Json> => {
    const r = await fetch(`${server!.url}/devops${url}`, {
      method, headers: { 'X-Access-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
    });
    return r.json();
  };
}

const STATE: Record<string, string> = { running: '2', approved: '3', rejected: '4', withdrawn: '5' };

describe('an approval survives kill -9', () => {
  it('approvals cut off by kill -9 are either done or not; after a restart each is consistent and can go on', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const applicant = await api('wangpeng');
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const added = await applicant('POST', '/flow/leave/add', {
        applicantName: '王鹏', departName: '工程技术部', leaveType: 'personal', startTime: '2026-12-21', endTime: '2026-12-21', leaveDays: 1, reason: `断电测试 ${i}`,
      });
      // JeecgBoot's Result.OK(msg, data): the new record's id is in `result`.
      ids.push(added.result.id);
      expect((await applicant('POST', '/company/flow/instance/start', { pageCode: 'flow/leave', id: added.result.id })).success).toBe(true);
    }
    const leader = await api('fengtao');
    const tasks = ((await leader('GET', '/company/flow/task/list?tab=todo&pageSize=100')).result.records as Json[]).filter((r) => ids.includes(r.businessId));
    expect(tasks).toHaveLength(8);
    // Every approval at once; the process is killed as the first answers come back.
    const inFlight = tasks.map((t) => leader('POST', '/company/flow/task/approve', { taskId: t.taskId, comment: '同意' }).catch(() => null));
    await Promise.race(inFlight);
    server.proc.kill('SIGKILL');
    await Promise.all(inFlight);
    const killed = server.proc;
    await new Promise((r) => (killed.exitCode !== null || killed.signalCode !== null ? r(null) : killed.once('exit', r)));

    server = await startServer({ DATA_DIR: dataDir });
    expect(server.output()).toContain('沿用已有数据');
    const view = await api('wangpeng');
    const again = await api('fengtao');
    let passed = 0;
    for (const id of ids) {
      const record = (await view('GET', `/flow/leave/queryById?id=${id}`)).result;
      const detail = (await view('GET', `/company/flow/instance/byBusiness?pageCode=flow/leave&id=${id}`)).result;
      expect(record.bpmStatus, id).toBe(STATE[detail.instance.status]);
      const approvals = detail.events.filter((e: Json) => e.action === 'approve' && e.nodeId === 'Task_DeptLeader');
      expect(approvals.length, id).toBeLessThanOrEqual(1);
      const open = detail.tasks.map((t: Json) => t.nodeId);
      expect(open).toEqual(detail.instance.currentNodes);
      if (approvals.length) {
        passed++;
        expect(open).toEqual(['Task_Hr']);
      } else {
        // Not taken before the kill: still 冯涛's, and he can approve it now.
        expect(open).toEqual(['Task_DeptLeader']);
        const task = ((await again('GET', '/company/flow/task/list?tab=todo&pageSize=100')).result.records as Json[]).find((r) => r.businessId === id);
        expect((await again('POST', '/company/flow/task/approve', { taskId: task.taskId })).success).toBe(true);
      }
    }
    expect(passed).toBeGreaterThan(0);
  }, 180_000);
});
