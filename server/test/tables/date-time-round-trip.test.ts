import { afterAll, describe, expect, it } from 'vitest';
import { stateMachineOf } from '@/engine/schema/state-rule';
import { createTestPlatform, outcome } from '../helper';

// One rule for date-times on the wire: local `YYYY-MM-DD HH:mm:ss` (dates `YYYY-MM-DD`) of the platform's zone,
// whatever the zone of the server process. Every table page with a date or date-time field is read, saved back
// unchanged twice, and read again: not one value may move.
const ZONES = ['UTC', 'Asia/Shanghai'];
const processZone = process.env.TZ;
afterAll(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe('date-times saved back unchanged', () => {
  for (const zone of ZONES) {
    it(`keep their value on every schema with TZ=${zone}`, async () => {
      process.env.TZ = zone;
      const t = await createTestPlatform();
      try {
        const token = await t.login('admin');
        const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
          t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': token }, payload });
        // The demo seed has no announcement; a draft gets its times through the same save.
        await call('POST', 'sys/annountCement/add', { titile: '元旦放假通知', msgContent: '<p>1月1日放假一天。</p>', priority: 'M' });
        const checked: string[] = [];
        for (const model of t.app.tables.all()) {
          const page = model.page;
          const dated = page.fields.filter((f) => (f.type === 'date' || f.type === 'datetime') && !f.virtual).map((f) => f.name);
          const offersEdit = (page as { actions?: { edit?: boolean } }).actions?.edit !== false;
          if (dated.length === 0 || !offersEdit) continue;
          const list = await call('GET', `${page.code}/list?pageSize=50`);
          // A record that may change: an approval page's draft, rejected or withdrawn one (in approval it is locked).
          // A record in a settled state (已签发) keeps its fields: one still open is proven.
          const machine = stateMachineOf(page);
          const record = ((list.json().result?.records ?? []) as Record<string, unknown>[])
            .find((r) => (!(page as { approval?: unknown }).approval || ['1', '4', '5'].includes(String(r.bpmStatus ?? '1')))
              && !machine?.locked?.includes(String(r[machine.field] ?? '')));
          if (!record) continue;
          const read = async () => (await call('GET', `${page.code}/queryById?id=${record.id}`)).json().result as Record<string, unknown>;
          const datesOf = (r: Record<string, unknown>) => Object.fromEntries(dated.map((name) => [name, r[name] ?? null]));
          // Empty dates get a value first (an evening time, which a zone mix-up would move to another day).
          const first = await read();
          // A date compared with another (公布日期 ≥ 截止日期) takes its partner's day, so the rule still holds.
          const partnerDay = (name: string) => {
            const partners = page.fields.flatMap((f) => (f.rules ?? []).flatMap((r) => ('compare' in r
              ? (f.name === name ? [r.compare] : r.compare === name ? [f.name] : []) : [])));
            const day = partners.map((p) => first[p]).find((v): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v));
            return day?.slice(0, 10) ?? '2026-03-02';
          };
          const samples = Object.fromEntries(dated.filter((name) => !first[name]).map((name) => {
            const field = page.fields.find((f) => f.name === name);
            const day = partnerDay(name);
            return [name, field?.type === 'date' ? day : `${day} 21:30:00`];
          }));
          let filled = await call('PUT', `${page.code}/edit`, { ...first, ...samples });
          // A page this view only shows (its company-view entry has no 编辑) is proved where it is edited.
          if (outcome(filled) === 510) continue;
          // Invented dates a module's own rules refuse (公示 of five working days after the decision) are left out: the
          // dates the record has are proven.
          if (outcome(filled) === 400 && filled.json().result?.fieldErrors) {
            for (const name of Object.keys(samples)) delete samples[name];
            filled = await call('PUT', `${page.code}/edit`, first);
          }
          expect(filled.json(), `${page.code} fill: ${filled.body}`).toMatchObject({ success: true });
          const before = await read();
          // What the form may write reads back as sent; what only the server writes keeps its own value.
          for (const [name, sample] of Object.entries(samples)) expect([sample, first[name] ?? null], `${page.code}.${name}`).toContainEqual(before[name] ?? null);
          for (const round of [1, 2]) {
            const saved = await call('PUT', `${page.code}/edit`, await read());
            expect(saved.json(), `${page.code} save ${round}: ${saved.body}`).toMatchObject({ success: true });
            expect(datesOf(await read()), `${page.code} after save ${round}`).toEqual(datesOf(before));
          }
          checked.push(page.code);
        }
        // The demo data has dated rows in these; a page that stops being checked is a gap in this proof.
        expect(checked).toEqual(expect.arrayContaining(['sys/user', 'sys/tenant', 'sys/annountCement', 'contract/income', 'news/notice', 'safety/hiddenDanger']));
      } finally {
        await t.close();
      }
    }, 300_000);
  }
});
