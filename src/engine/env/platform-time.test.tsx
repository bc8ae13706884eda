import { afterEach, describe, expect, it } from 'vitest';
import { platformLongDate, platformTimeZone, platformToday, startingValue } from './platform-time';

// 2026-11-27 20:30 UTC is already the 28th in China: a browser running in UTC must still start forms on the 28th.
const LATE_EVENING_UTC = new Date('2026-11-27T20:30:00Z');

function announce(zone: string) {
  const meta = document.createElement('meta');
  meta.name = 'platform-time-zone';
  meta.content = zone;
  document.head.append(meta);
}

afterEach(() => document.head.querySelectorAll('meta[name="platform-time-zone"]').forEach((m) => m.remove()));

describe('the platform’s time zone in the browser', () => {
  it('takes the zone the server announced in the page', () => {
    announce('Europe/Berlin');
    expect(platformTimeZone()).toBe('Europe/Berlin');
    expect(platformToday(LATE_EVENING_UTC)).toBe('2026-11-27');
    expect(startingValue({ default: 'now', dbType: 'timestamp' }, LATE_EVENING_UTC)).toBe('2026-11-27 21:30:00');
  });

  it('falls back to China’s zone, so a form’s 今天 and the screen’s date are the group’s day', () => {
    expect(platformTimeZone()).toBe('Asia/Shanghai');
    expect(startingValue({ default: 'today', dbType: 'date' }, LATE_EVENING_UTC)).toBe('2026-11-28');
    expect(platformLongDate(LATE_EVENING_UTC)).toBe('2026年11月28日 星期六');
  });
});
