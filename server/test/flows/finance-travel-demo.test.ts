import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { approvalKit, type Json } from './approval-kit';

// The demo approvals run through the real engine at start; a step that fails stops the start. This seeds them once
// and counts what each page ends with, state by state (草稿 1, 审批中 2, 已通过 3, 已驳回 4, 已撤回 5).
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ seedDemoFlows: true });
}, 240_000);
afterAll(async () => t?.close());

const EXPECTED: Record<string, Record<string, number>> = {
  'flow/payment': { 1: 2, 2: 8, 3: 8, 4: 2, 5: 1 },
  'flow/receipt': { 1: 3, 2: 6, 3: 8, 4: 3, 5: 2 },
  'flow/travel': { 1: 2, 2: 5, 3: 10, 4: 3, 5: 2 },
  'flow/ticket': { 1: 3, 2: 4, 3: 9, 4: 3, 5: 2 },
  'flow/facility': { 1: 2, 2: 6, 3: 9, 4: 3, 5: 2 },
  'flow/purchase': { 1: 2, 2: 6, 3: 8, 4: 3, 5: 2 },
};

describe('demo approvals of the finance, travel, facility and purchase flows', () => {
  for (const [page, states] of Object.entries(EXPECTED)) {
    it(`${page}: every state, at least 20 records`, async () => {
      const { call } = approvalKit(() => t, page);
      const counts: Record<string, number> = {};
      for (const state of ['1', '2', '3', '4', '5', '6']) {
        const res = await call('admin', 'GET', `/${page}/list?bpmStatus=${state}&pageSize=1`);
        counts[state] = (res.result as Json).total;
      }
      expect(counts).toEqual({ 6: 0, ...states });
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20);
    });
  }

  it('every demo ticket names a demo trip; an issued ticket’s trip is approved and the flight lies within it', async () => {
    const { call } = approvalKit(() => t, 'flow/ticket');
    const trips = (await call('admin', 'GET', '/flow/travel/list?pageSize=100')).result.records as Json[];
    const tickets = (await call('admin', 'GET', '/flow/ticket/list?pageSize=100')).result.records as Json[];
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
});
