import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { forumClient, newPost } from './forum-client';

// What editors (版主: 冯涛 and 张伟 in the demo, and the administrator) manage beside the posts: the boards and
// specialties (版块管理), the specialties' experts (专家管理), and moving a post to another board.
let t: TestPlatform;
let call: ReturnType<typeof forumClient>;
beforeAll(async () => {
  t = await createTestPlatform();
  call = forumClient(t);
});
afterAll(() => t.close());

const NO_RIGHT = { status: 510, message: '没有权限，请联系管理员授权' };
const boardRow = async (code: string) => (await call('fengtao', 'GET', `forumBoard/list?pageSize=100`)).result.records.find((b: { code: string }) => b.code === code);
type BoardItem = { code: string; name: string; enabled: boolean; postCount: number };

describe('版块管理', () => {
  it('lets editors add, rename and disable a board; nobody else', async () => {
    const list = await call('fengtao', 'GET', 'forumBoard/list?pageSize=100');
    expect(list.result.records.map((b: { code: string }) => b.code)).toEqual(expect.arrayContaining(['practice', 'news', 'bridge', 'cost']));
    const bim = { code: 'bim', name: 'BIM 应用', kind: 'question', status: '1', sort: 19, description: '建模、碰撞检查与数字化交付' };
    for (const user of ['wangpeng', 'lina', 'liuyang']) {
      expect(await call(user, 'GET', 'forumBoard/list'), user).toMatchObject(NO_RIGHT);
      expect(await call(user, 'POST', 'forumBoard/add', bim), user).toMatchObject(NO_RIGHT);
    }
    const add = await call('fengtao', 'POST', 'forumBoard/add', bim);
    expect(add.success, add.message).toBe(true);
    expect((await call('fengtao', 'POST', 'forumBoard/add', { ...bim, name: '另一个' }))).toMatchObject({ status: 400, message: expect.stringContaining('已存在') });
    expect((await call('zhangwei', 'POST', 'forumBoard/add', { ...bim, code: 'BIM-2' }))).toMatchObject({ status: 400, message: '版块编码以小写字母开头，只含小写字母、数字和下划线（2–32 位）' });

    const row = await boardRow('bim');
    expect(row).toMatchObject({ name: 'BIM 应用', kind: 'question', status: '1' });
    expect(await call('wangpeng', 'PUT', 'forumBoard/edit', { ...row, name: '改名' })).toMatchObject(NO_RIGHT);
    // The code is what posts belong to: an edit keeps it whatever it sends.
    const edit = await call('admin', 'PUT', 'forumBoard/edit', { ...row, name: 'BIM 与数字化', code: 'bim2' });
    expect(edit.success, edit.message).toBe(true);
    expect(await boardRow('bim')).toMatchObject({ name: 'BIM 与数字化' });
    const specialties = (await call('wangpeng', 'GET', 'board/list?kind=question')).result as BoardItem[];
    expect(specialties.find((b) => b.code === 'bim')).toMatchObject({ name: 'BIM 与数字化', enabled: true, postCount: 0 });
    // Boards are not deleted (posts belong to them): they are disabled.
    expect((await call('admin', 'DELETE', `forumBoard/delete?id=${row.id}`)).success).toBe(false);
  });

  it('refuses new posts in a disabled board with the reason, keeps its posts readable, and takes posts again once enabled', async () => {
    const old = (await call('wangpeng', 'POST', 'post/add', newPost('工地生活：冬至包饺子', '<p>项目部一起包饺子</p>', { boardCode: 'life' }))).result as string;
    const life = await boardRow('life');
    expect((await call('fengtao', 'PUT', 'forumBoard/edit', { ...life, status: '0' })).success).toBe(true);

    expect(await call('wangpeng', 'POST', 'post/add', newPost('元旦联欢报名', '<p>报名</p>', { boardCode: 'life' })))
      .toMatchObject({ status: 400, success: false, message: '「工地生活」版块已停用，不再接受新帖' });
    const boards = (await call('wangpeng', 'GET', 'board/list?kind=post')).result as BoardItem[];
    expect(boards.find((b) => b.code === 'life')).toMatchObject({ enabled: false });
    expect(boards.find((b) => b.code === 'practice')).toMatchObject({ enabled: true });
    // Its posts are still read and answered, and their author still edits them where they are.
    expect((await call('lina', 'GET', `post/queryById?id=${old}`)).result).toMatchObject({ title: '工地生活：冬至包饺子', boardCode: 'life' });
    expect((await call('lina', 'POST', 'reply/add', { postId: old, content: '<p>想吃！</p>' })).success).toBe(true);
    expect((await call('wangpeng', 'PUT', 'post/edit', { ...newPost('工地生活：冬至包饺子（补图）', '<p>项目部一起包饺子</p>', { boardCode: 'life' }), id: old })).success).toBe(true);
    // Nor may a post be moved into it, by an edit or by an editor.
    const other = (await call('wangpeng', 'POST', 'post/add', newPost('监理例会纪要模板', '<p>模板</p>'))).result as string;
    expect(await call('wangpeng', 'PUT', 'post/edit', { ...newPost('监理例会纪要模板', '<p>模板</p>', { boardCode: 'life' }), id: other }))
      .toMatchObject({ status: 400, message: '「工地生活」版块已停用，不再接受新帖' });
    expect(await call('fengtao', 'POST', 'post/move', { id: other, boardCode: 'life' })).toMatchObject({ status: 400, message: '「工地生活」版块已停用，不再接受新帖' });

    const tunnel = await boardRow('tunnel');
    await call('fengtao', 'PUT', 'forumBoard/edit', { ...tunnel, status: '0' });
    expect(await call('chenjing', 'POST', 'post/add', newPost('初支喷射混凝土回弹率', '<p>回弹率偏高怎么办？</p>', { kind: 'question', boardCode: 'tunnel' })))
      .toMatchObject({ status: 400, message: '「隧道」专业已停用，不再接受新的提问' });

    await call('fengtao', 'PUT', 'forumBoard/edit', { ...(await boardRow('life')), status: '1' });
    expect((await call('wangpeng', 'POST', 'post/add', newPost('元旦联欢报名', '<p>报名</p>', { boardCode: 'life' }))).success).toBe(true);
  });
});

describe('专家管理', () => {
  it('lets editors name a specialty’s experts, once each, shown on the specialty; nobody else', async () => {
    const idOf = async (username: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username])).rows[0].id;
    const sunId = await idOf('sunlihua');
    const expert = { boardCode: 'cost', userId: sunId, title: '副总经理，计量支付与变更审核' };
    expect(await call('wangpeng', 'POST', 'forumExpert/add', expert)).toMatchObject(NO_RIGHT);
    const add = await call('zhangwei', 'POST', 'forumExpert/add', expert);
    expect(add.success, add.message).toBe(true);
    expect(await call('fengtao', 'POST', 'forumExpert/add', { ...expert, title: '再登记一次' })).toMatchObject({ status: 400, message: '该专家已登记在这个专业' });
    // 李娜 is one of the demo's 造价 experts already.
    expect(await call('fengtao', 'POST', 'forumExpert/add', { ...expert, userId: await idOf('lina') })).toMatchObject({ status: 400, message: '该专家已登记在这个专业' });
    const shown = (await call('chenjing', 'GET', 'expert/list?board=cost')).result as { realname: string; title: string; boardName: string }[];
    expect(shown).toContainEqual(expect.objectContaining({ realname: '孙丽华', title: '副总经理，计量支付与变更审核', boardName: '造价' }));

    const rows = (await call('fengtao', 'GET', 'forumExpert/list?pageSize=100&boardCode=cost')).result.records as { id: string; userId: string; userId_dictText: string }[];
    const mine = rows.find((r) => r.userId === sunId)!;
    expect(mine.userId_dictText).toBe('孙丽华');
    expect(await call('lina', 'DELETE', `forumExpert/delete?id=${mine.id}`)).toMatchObject(NO_RIGHT);
    expect((await call('fengtao', 'DELETE', `forumExpert/delete?id=${mine.id}`)).success).toBe(true);
    expect(((await call('chenjing', 'GET', 'expert/list?board=cost')).result as { realname: string }[]).map((e) => e.realname)).not.toContain('孙丽华');
  });
});

describe('moving a post to another board', () => {
  it('is an editor’s: the post then lists under the new board only; its author and others are refused', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('混凝土试块同条件养护的温度记录', '<p>放在哪里养护？</p>'))).result as string;
    const inBoard = async (board: string) => ((await call('lina', 'GET', `post/list?kind=post&board=${board}&pageSize=100`)).result.records as { id: string }[]).map((p) => p.id);
    expect(await inBoard('practice')).toContain(id);

    expect(await call('wangpeng', 'POST', 'post/move', { id, boardCode: 'testing' })).toMatchObject({ status: 510, message: '仅版主可以执行此操作' });
    expect(await call('zhaoqiang', 'POST', 'post/move', { id, boardCode: 'testing' })).toMatchObject({ status: 510, message: '仅版主可以执行此操作' });
    expect(await inBoard('testing')).not.toContain(id);

    expect(await call('fengtao', 'POST', 'post/move', { id, boardCode: 'testing' })).toMatchObject({ success: true, message: '已移至「试验检测」' });
    expect(await inBoard('testing')).toContain(id);
    expect(await inBoard('practice')).not.toContain(id);
    expect((await call('wangpeng', 'GET', `post/queryById?id=${id}`)).result).toMatchObject({ boardCode: 'testing' });

    // A post stays a post: a specialty of the exchange platform is no board for it, nor is a board that does not exist.
    expect(await call('fengtao', 'POST', 'post/move', { id, boardCode: 'bridge' })).toMatchObject({ status: 400, message: '请选择正确的版块' });
    expect(await call('admin', 'POST', 'post/move', { id, boardCode: '' })).toMatchObject({ status: 400, message: '请选择要移至的版块' });
    expect(await inBoard('testing')).toContain(id);
  });
});
