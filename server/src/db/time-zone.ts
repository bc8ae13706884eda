import { PLATFORM_TIMEZONE } from '../http/format';

/**
 * Every database session runs in the platform's time zone, so a wire date-time (`2026-03-02 09:00:00`, local
 * time) written to a `timestamptz` column means that local time, `::date` of a timestamp is the local day,
 * and nothing depends on the zone of the server process or of the database server.
 */
export const SESSION_TIME_ZONE = PLATFORM_TIMEZONE;

if (!/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/.test(SESSION_TIME_ZONE)) throw new Error(`PLATFORM_TIMEZONE 无效：${SESSION_TIME_ZONE}`);

/** Date columns as their `yyyy-MM-dd` text: a JavaScript Date at some zone's midnight could move the day. */
export const DATE_OID = 1082;
export const keepDateText = (value: string) => value;
