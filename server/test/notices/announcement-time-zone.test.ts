import { afterAll, describe, expect, it } from 'vitest';
import { PLATFORM_TIMEZONE } from '../../src/http/format';
import { createTestPlatform } from '../helper';

// Date-times on the wire are local times of the platform's zone (PLATFORM_TIMEZONE), whatever the zone of the server
// process: an announcement's start and end are saved and read back as the same strings, and stored as that local time.
const ZONES = ['UTC', 'Asia/Shanghai'];
const START = '2026-03-02 09:00:00';
const END = '2026-03-31 18:00:00';
const MOVED = { startTime: '2026-12-31 23:30:00', endTime: '2027-01-01 00:30:00' };

const processZone = process.env.TZ;
afterAll(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe('announcement times across the server process’s time zone', () => {
  for (const zone of ZONES) {
    it(`round-trip unchanged with TZ=${zone}`, async () => {
      process.env.TZ = zone;
      expect(new Date('2026-03-02T00:00:00Z').getTimezoneOffset()).toBe(zone === 'UTC' ? 0 : -480);
      const t = await createTestPlatform();
      try {
        const admin = await t.login('admin');
        const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
          t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': token }, payload });
        const add = await call('POST', 'sys/annountCement/add', { titile: `时区 ${zone}`, msgContent: '<p>x</p>', startTime: START, endTime: END });
        expect(add.json(), add.body).toMatchObject({ success: true });
        const id = add.json().result.id as string;

        const read = async () => (await call('GET', `sys/annountCement/queryById?id=${id}`)).json().result;
        expect(await read()).toMatchObject({ startTime: START, endTime: END });
        const listed = (await call('GET', `sys/annountCement/list?titile=${encodeURIComponent(`时区 ${zone}`)}`)).json().result.records;
        expect(listed).toEqual([expect.objectContaining({ startTime: START, endTime: END })]);
        // Stored as that local time of the platform's zone, not of the process's.
        const stored = await t.db.query<{ start: string; end: string }>(
          `SELECT to_char(start_time AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI:SS') AS start, to_char(end_time AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI:SS') AS end
             FROM sys_announcement WHERE id = $1`, [id, PLATFORM_TIMEZONE]);
        expect(stored.rows[0]).toEqual({ start: START, end: END });
        // Filtering by a day of the platform's zone finds it on that day.
        const byDay = (await call('GET', `sys/annountCement/list?startTime_begin=2026-03-02&startTime_end=2026-03-02`)).json().result.records;
        expect(byDay.map((r: { id: string }) => r.id)).toContain(id);

        // An edit across midnight and the year's end, then what a reader sees once it is published.
        const record = await read();
        expect((await call('PUT', 'sys/annountCement/edit', { ...record, ...MOVED })).json()).toMatchObject({ success: true });
        expect(await read()).toMatchObject(MOVED);
        await call('GET', `sys/annountCement/doReleaseData?id=${id}`);
        const inbox = (await call('GET', 'sys/annountCement/listByUser', undefined, await t.login('lina'))).json().result;
        expect(inbox.anntMsgList.find((a: { id: string }) => a.id === id)).toMatchObject(MOVED);
      } finally {
        await t.close();
      }
    });
  }
});
