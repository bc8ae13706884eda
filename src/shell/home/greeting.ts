import { shellMessages } from '../shared/messages';

/**
 * Greeting by hour: before 9 早上好, until 11 上午好, until 13 中午好, before 20 下午好, else 晚上好.
 *
 * @example
 * greetingFor(new Date('2026-03-18T14:00:00')); // '下午好'
 */
export function greetingFor(date: Date = new Date()): string {
  const hour = date.getHours();
  const g = shellMessages.greeting;
  if (hour < 9) return g.morning;
  if (hour <= 11) return g.forenoon;
  if (hour <= 13) return g.noon;
  if (hour < 20) return g.afternoon;
  return g.evening;
}
