import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRowId } from '../../src/db/seed/seed-files';
import { createTestPlatform, type TestPlatform, expectRefused, callAs } from '../helper';

// A notice that links a record: the administrator picks a party-building story, a site's standardisation, an
// innovation or a forum post; the reader's notice carries the detail page of that record, which they may open.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = callAs(() => t);
const inbox = async (user: string) => {
  const r = (await as(user, 'GET', '/sys/annountCement/listByUser?pageSize=100')).json().result;
  return [...r.anntMsgList, ...r.sysMsgList] as { id: string; titile: string; openType: string; openPage: string; busType: string }[];
};
/** Notices this file writes (to everyone, so not every reader may open what they link): the demo check skips them. */
const madeHere = new Set<string>();
const draft = async (body: object) => {
  const res = await as('admin', 'POST', '/sys/annountCement/add', { titile: '关联详情的通告', msgCategory: '1', priority: 'M', msgType: 'ALL', ...body });
  if (res.json().result?.id) madeHere.add(res.json().result.id);
  return res;
};

/** The endpoint each detail page reads its record from, by the link's route. */
const READ_BY_ROUTE: Record<string, string> = {
  '/company/party/style/show/detail': '/party/style/queryById',
  '/company/istandardization/ImageDetail': '/imaging/standard/queryById',
  '/company/ihighlights/InnovationDetail': '/innovation/highlight/queryById',
  '/company/messageDetail': '/forum/post/queryById',
};
const readLinked = (user: string, openPage: string) => {
  const [route, query] = openPage.split('?');
  return as(user, 'GET', `${READ_BY_ROUTE[route]}?${query}`);
};

describe('announcements linking a detail page', () => {
  it('stores the chosen record’s detail page and serves it to the reader, who can open the record', async () => {
    const story = seedRowId('party/style', 'S04');
    const add = await draft({ busType: 'party_style', linkPartyStyle: story, openPage: 'javascript:alert(1)', openType: 'url' });
    expect(add.json(), add.body).toMatchObject({ success: true });
    const id = add.json().result.id as string;
    const stored = (await as('admin', 'GET', `/sys/annountCement/queryById?id=${id}`)).json().result;
    // The page is the server's, whatever the client sent; the form's picker shows the record again for editing.
    expect(stored).toMatchObject({ busType: 'party_style', busId: story, openType: 'url', openPage: `/company/party/style/show/detail?id=${story}`, linkPartyStyle: story });
    expect((await as('admin', 'GET', `/sys/annountCement/doReleaseData?id=${id}`)).json().success).toBe(true);

    const notice = (await inbox('lina')).find((n) => n.id === id)!;
    expect(notice).toMatchObject({ openType: 'url', openPage: `/company/party/style/show/detail?id=${story}`, busType: 'party_style' });
    const record = await readLinked('lina', notice.openPage);
    expect(record.json().result).toMatchObject({ id: story, title: '党员先锋冯涛：扎根一线的“技术尖兵”' });
  });

  it('refuses a link without a record or to a record that does not exist', async () => {
    const none = await draft({ busType: 'innovation' });
    expectRefused(none, 400);
    expect(none.json().message).toBe('请输入创新亮点');
    const missing = await draft({ busType: 'forum_post', linkPost: '0123456789abcdef0123456789abcdef' });
    expectRefused(missing, 400);
    expect(missing.json().message).toBe('论坛帖子 / 技术问答不存在');
    expectRefused(await draft({ busType: 'somewhere', linkPost: 'x' }), 400);
  });

  it('drops the link when the kind is cleared, and keeps a JeecgBoot client’s own page when no kind is chosen', async () => {
    const highlight = seedRowId('innovation/highlight', 'H01');
    const id = (await draft({ busType: 'innovation', linkInnovation: highlight })).json().result.id as string;
    const current = (await as('admin', 'GET', `/sys/annountCement/queryById?id=${id}`)).json().result;
    expect(current.openPage).toBe(`/company/ihighlights/InnovationDetail?id=${highlight}`);
    const edit = await as('admin', 'PUT', '/sys/annountCement/edit', { ...current, busType: '', linkInnovation: '' });
    expect(edit.json(), edit.body).toMatchObject({ success: true });
    expect((await as('admin', 'GET', `/sys/annountCement/queryById?id=${id}`)).json().result).toMatchObject({ busType: null, busId: null, openPage: null });

    const plain = (await draft({ openType: 'url', openPage: '/news/notice' })).json().result.id as string;
    expect((await as('admin', 'GET', `/sys/annountCement/queryById?id=${plain}`)).json().result).toMatchObject({ openType: 'url', openPage: '/news/notice' });
  });

  it('comes with published demo notices linking real records, each readable by the people it reached', async () => {
    const readers = ['lina', 'wangpeng', 'zhaoqiang', 'zhangwei', 'wangqiang'];
    const kinds = new Set<string>();
    for (const user of readers) {
      for (const notice of (await inbox(user)).filter((n) => !madeHere.has(n.id) && n.busType && n.openPage?.includes('?id='))) {
        kinds.add(notice.busType);
        const record = await readLinked(user, notice.openPage);
        expect(record.json(), `${user} ${notice.titile}`).toMatchObject({ success: true });
        expect(record.json().result.title).toBeTruthy();
      }
    }
    expect(kinds).toEqual(new Set(['party_style', 'image_standard', 'innovation', 'forum_post']));
    // The project's people read the site's standardisation in their project's view (刘洋 has read the notice: it is in
    // his notice list, no longer in the bell).
    const token = await t.loginInProject('liuyang', 'p01');
    const notices = (await t.get('/devops/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=100', token)).json().result.records as { openPage: string; busType: string }[];
    const site = notices.find((n) => n.busType === 'image_standard')!;
    const [, query] = site.openPage.split('?');
    expect((await t.get(`/devops/imaging/standard/queryById?${query}`, token)).json().result.title).toBe('京港澳改扩建总监办驻地');
  });
});
