import { describe, expect, it } from 'vitest';
import { randomUUID } from './random-id';

describe('randomUUID', () => {
  it('gives 32 lower-case hex characters, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomUUID()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
