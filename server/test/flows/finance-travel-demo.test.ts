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
});
