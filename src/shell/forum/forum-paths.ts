/** Where a post is read (the spec's post detail route). */
export const POST_DETAIL_PATH = '/company/messageDetail';

export const postPath = (id: string) => `${POST_DETAIL_PATH}?id=${encodeURIComponent(id)}`;

/** The forum page's menu component (a platform page) and where the menus put it. */
export const FORUM_PAGE = 'forum/Forum';

/** Sent on window when the reader opened a post (its replies are read now): the header's counts follow. */
export const FORUM_READ_EVENT = 'forum:read';
