/** Where a post is read (the spec's post detail route). */
export const POST_DETAIL_PATH = '/company/messageDetail';

export const postPath = (id: string) => `${POST_DETAIL_PATH}?id=${encodeURIComponent(id)}`;

/** The forum page's menu component (a platform page) and where the menus put it. */
export const FORUM_PAGE = 'forum/Forum';
