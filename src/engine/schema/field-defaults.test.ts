import { describe, expect, it } from 'vitest';
import { fieldDefault } from './field-defaults';

describe('fieldDefault', () => {
  const at = new Date('2026-11-24T17:30:05Z'); // 2026-11-25 01:30:05 in Shanghai

  it('resolves today and now in the given time zone, so a late evening in UTC is already tomorrow in Shanghai', () => {
    expect(fieldDefault({ dbType: 'date', default: 'today' }, at, 'Asia/Shanghai')).toBe('2026-11-25');
    expect(fieldDefault({ dbType: 'date', default: 'today' }, at, 'UTC')).toBe('2026-11-24');
    expect(fieldDefault({ dbType: 'timestamp', default: 'now' }, at, 'Asia/Shanghai')).toBe('2026-11-25 01:30:05');
  });

  it('leaves every other default as written', () => {
    expect(fieldDefault({ dbType: 'varchar', default: 'today' }, at)).toBe('today');
    expect(fieldDefault({ dbType: 'date', default: '2026-01-01' }, at)).toBe('2026-01-01');
    expect(fieldDefault({ dbType: 'int', default: 0 }, at)).toBe(0);
  });
});
