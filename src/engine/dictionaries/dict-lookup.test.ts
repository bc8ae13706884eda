import { describe, expect, it } from 'vitest';
import { createDictLookup } from './dict-lookup';

describe('createDictLookup', () => {
  const dicts = createDictLookup({
    priority: [
      { value: 'H', text: '高', title: '高', label: '高' },
      { value: 'M', text: '中', title: '中', label: '中' },
    ],
    yn: [{ value: '1', text: '是' }, { value: '0', text: '否' }],
  });

  it('finds texts, comparing values as strings', () => {
    expect(dicts.text('priority', 'H')).toBe('高');
    expect(dicts.text('yn', 1)).toBe('是');
    expect(dicts.text('priority', 'H,M')).toBe('高，中');
    expect(dicts.text('priority', 'X')).toBeUndefined();
    expect(dicts.text('missing', 'H')).toBeUndefined();
    expect(dicts.text('priority', null)).toBeUndefined();
  });

  it('lists items and tolerates a missing map', () => {
    expect(dicts.items('yn').map((i) => i.text)).toEqual(['是', '否']);
    expect(dicts.items('missing')).toEqual([]);
    expect(createDictLookup(undefined).codes()).toEqual([]);
  });
});
