import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it('greets by hour', () => {
    const at = (hour: number, minute = 0) => greetingFor(new Date(2026, 2, 18, hour, minute));
    expect([at(0), at(8, 59)]).toEqual(['早上好', '早上好']);
    expect([at(9), at(11, 59)]).toEqual(['上午好', '上午好']);
    expect([at(12), at(13, 59)]).toEqual(['中午好', '中午好']);
    expect([at(14), at(19, 59)]).toEqual(['下午好', '下午好']);
    expect([at(20), at(23, 59)]).toEqual(['晚上好', '晚上好']);
  });
});
