import type { DataProvider } from '@/engine';

export type PostKind = 'post' | 'question';
export type PostSort = 'new' | 'hot' | 'reply';

export interface ForumAuthor { username: string; realname: string; avatar?: string | null; post?: string | null; company?: string | null }

export interface ForumPost {
  id: string;
  kind: PostKind;
  boardCode: string;
  boardName: string;
  title: string;
  excerpt: string;
  labels: string[];
  author: ForumAuthor;
  pinned: boolean;
  locked: boolean;
  news: boolean;
  solved: boolean;
  acceptedReplyId: string | null;
  replyCount: number;
  thumbsCount: number;
  collectionCount: number;
  loveCount: number;
  viewCount: number;
  createTime: string;
  updateTime: string | null;
  lastReplyTime: string | null;
  thumbs: boolean;
  collection: boolean;
  love: boolean;
}

export interface ForumPostDetail extends ForumPost {
  content: string;
  attachments: { name: string; key: string; url: string }[];
  canEdit: boolean;
  canDelete: boolean;
  editor: boolean;
  editWindowHours: number;
}

export interface ForumReply {
  id: string;
  postId: string;
  rootId: string | null;
  parentId: string | null;
  content: string;
  author: ForumAuthor;
  replyTo: { username: string; realname: string } | null;
  thumbsCount: number;
  thumbs: boolean;
  createTime: string;
  canDelete?: boolean;
  postTitle?: string;
}

/** A board or specialty; a disabled one (`enabled: false`) is still browsed but takes no new posts. */
export interface ForumBoard { code: string; name: string; description: string; postCount: number; enabled?: boolean }
export interface ForumPage<T> { records: T[]; total: number; current: number; size: number }
export interface Ranking { posts: { id: string; title: string; score: number; replyCount: number; thumbsCount: number; author: ForumAuthor }[]; users: (ForumAuthor & { score: number })[] }
export interface Expert extends ForumAuthor { boardCode: string; boardName: string; title: string; accepted: number; answers: number }
export interface ListParams { kind: PostKind | 'all'; board?: string; label?: string; keyword?: string; sort?: PostSort; mine?: 'posts' | 'collections'; pageNo?: number; pageSize?: number }
export interface PostInput { kind: PostKind; boardCode: string; title: string; content: string; labels: string[]; attachments: { key: string; name: string }[] }
export type Reaction = 'thumbsUp' | 'collection' | 'love';
export type ReportStatus = 'open' | 'done' | 'rejected';
export type ReportAction = 'delete' | 'lock' | 'reject';
export interface ForumReport {
  id: string; postId: string; title: string; excerpt: string | null; postDeleted: boolean; postLocked: boolean; replyId: string | null; replyText: string | null;
  reason: string; status: ReportStatus; reporter: string; createTime: string;
  handler: string | null; handleAction: ReportAction | null; handleNote: string | null; handledTime: string | null;
}

/** The forum's endpoints (`/forum/...`) over the platform's data provider; failures reach the user through its error messages. */
export function createForumApi(dp: DataProvider) {
  const get = async <T,>(url: string, query?: object) => (await dp.custom<T>({ url: `/forum/${url}`, method: 'get', query: query as Record<string, unknown> })).data;
  const send = async <T,>(method: 'post' | 'put' | 'delete', url: string, payload?: object, query?: object) =>
    dp.custom<T>({ url: `/forum/${url}`, method, payload, query: query as Record<string, unknown> });
  return {
    boards: (kind: PostKind) => get<ForumBoard[]>('board/list', { kind }),
    labels: (kind: PostKind) => get<{ label: string; count: number }[]>('label/list', { kind }),
    list: (p: ListParams) => get<ForumPage<ForumPost>>('post/list', p),
    post: (id: string) => get<ForumPostDetail>('post/queryById', { id }),
    add: (input: PostInput) => send<string>('post', 'post/add', input),
    edit: (id: string, input: PostInput) => send('put', 'post/edit', { ...input, id }),
    remove: (id: string) => send('delete', 'post/delete', undefined, { id }),
    react: (kind: Reaction, id: string, on?: boolean) => send<{ active: boolean; count: number }>('post', `post/${kind}`, { id, on }),
    thumbReply: (id: string) => send<{ active: boolean; count: number }>('post', 'reply/thumbsUp', { id }),
    replies: (postId: string) => get<ForumReply[]>('reply/list', { postId }),
    myReplies: (pageNo: number) => get<ForumPage<ForumReply>>('reply/list', { mine: 'true', pageNo, pageSize: 10 }),
    reply: (postId: string, content: string, parentId?: string) => send<string>('post', 'reply/add', { postId, content, parentId }),
    removeReply: (id: string) => send('delete', 'reply/delete', undefined, { id }),
    accept: (postId: string, replyId: string) => send('post', 'post/accept', { postId, replyId }),
    moderate: (action: 'pin' | 'lock' | 'news', id: string, on: boolean) => send('post', `post/${action}`, { id, on }),
    move: (id: string, boardCode: string) => send('post', 'post/move', { id, boardCode }),
    report: (postId: string, reason: string, replyId?: string) => send('post', 'report/add', { postId, reason, replyId }),
    reports: (status: ReportStatus, pageNo: number) =>
      get<ForumPage<ForumReport> & { counts: Record<ReportStatus, number> }>('report/list', { status, pageNo, pageSize: 10 }),
    handleReport: (id: string, action: ReportAction, note?: string) => send('post', 'report/handle', { id, action, note }),
    ranking: (period: 'week' | 'month', kind: PostKind) => get<Ranking>('ranking', { period, kind }),
    experts: () => get<Expert[]>('expert/list'),
    counts: () => get<{ replayNum: number; answerNum: number; latestPostId: string | null }>('notice/counts'),
    users: async (keyword: string) => get<{ username: string; realname: string; post?: string }[]>('user/list', { keyword }),
    upload: async (file: File) => {
      const key = await dp.upload!(file, { biz: 'forum' });
      return { key, url: dp.fileUrl ? await dp.fileUrl(key) : `/devops/sys/common/static/${key}` };
    },
  };
}

export type ForumApi = ReturnType<typeof createForumApi>;
