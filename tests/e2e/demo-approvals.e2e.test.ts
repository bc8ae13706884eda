import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seededDataDir, startServer, type ServerProcess } from './support/server-process';

// The demo approvals run through the real engine on a fresh database's first start (a failing step stops it). On
// the data seeded before the browser tests, every approval page holds at least 20 records, in every state
// (草稿 1, 审批中 2, 已通过 3, 已驳回 4, 已撤回 5), and the linked ones agree.
const dataDir = seededDataDir('platform-demo-approvals-', inject('seededDataDir'));
let server: ServerProcess;
let token: string;
beforeAll(async () => {
  // Seventy list requests in a row: past the per-session rate limit, which is not what this file checks.
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT: 'off' });
  const res = await fetch(`${server.url}/devops/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }) });
  token = ((await res.json()) as { result: { token: string } }).result.token;
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const get = async (url: string): Promise<Json> => (await fetch(`${server.url}/devops${url}`, { headers: { 'X-Access-Token': token } })).json();

const FLOWS = ['leave', 'vehicle', 'invoice', 'seal', 'train', 'overtime', 'articles', 'payment', 'receipt', 'travel', 'ticket', 'facility', 'purchase'];

describe('the demo approvals', () => {
  it.each(FLOWS)('flow/%s: at least 20 records, in every state from 草稿 to 已撤回', async (flow) => {
    const counts: Record<string, number> = {};
    for (const state of ['1', '2', '3', '4', '5']) counts[state] = (await get(`/flow/${flow}/list?bpmStatus=${state}&pageSize=1`)).result.total;
    for (const state of Object.keys(counts)) expect(counts[state], `${flow} state ${state}`).toBeGreaterThan(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20);
  });

  it('every demo ticket names a demo trip of its passenger; an issued ticket’s trip is approved and the flight lies within it', async () => {
    const trips = (await get('/flow/travel/list?pageSize=100')).result.records as Json[];
    const tickets = (await get('/flow/ticket/list?pageSize=100')).result.records as Json[];
    expect(tickets.length).toBeGreaterThanOrEqual(20);
    for (const ticket of tickets) {
      const trip = trips.find((r) => r.applyNo === ticket.travelApplyNo);
      expect(trip, ticket.travelApplyNo).toBeDefined();
      expect(trip.travellers.split(','), ticket.reason).toContain(ticket.passenger);
      if (ticket.bpmStatus !== '3') continue;
      expect(trip.bpmStatus, ticket.reason).toBe('3');
      expect(ticket.flightDate >= trip.startDate && ticket.flightDate <= trip.endDate, ticket.reason).toBe(true);
    }
  });

  it('an approval in progress waits on someone: every running instance has an open task', async () => {
    const running = (await get('/company/flow/instance/list?status=running&pageSize=100')).result;
    expect(running.total).toBeGreaterThan(50);
    for (const row of running.records as Json[]) expect(row.currentNames, row.title).toBeTruthy();
  });
});
