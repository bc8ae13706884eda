import { describe, expect, it } from 'vitest';
import { todoCountOf } from './shell-api';

describe('todoCountOf', () => {
  it('reads queryTodo’s result as a count; anything else is nothing pending', () => {
    expect(todoCountOf(3)).toBe(3);
    expect(todoCountOf('2')).toBe(2);
    expect([todoCountOf(0), todoCountOf(-1), todoCountOf(null), todoCountOf(undefined), todoCountOf(''), todoCountOf('abc'), todoCountOf({ total: 4 })]).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
