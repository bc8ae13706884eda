import type { Queryable } from '../db/database';
import { forumPosts, type PostKind, type PostListQuery, type PostSort } from '../tables/stores/forum-post-store';
import type { Row } from '../tables/table-repository';
import { bigrams, normalizeSearch, plainText } from './forum-text';
import type { PostInput } from './forum-validate';

export type { PostKind, PostSort };

/** A list as the routes ask for it: the store's query with the search still as the typed keyword. */
export type ListQuery = Omit<PostListQuery, 'search'> & { keyword?: string };

/** The words of a search (at most five) with the pieces the GIN index finds them by; LIKE on the word confirms. */
function searchWords(keyword: string): { word: string; grams: string[] }[] {
  return normalizeSearch(keyword).split(' ').filter(Boolean).slice(0, 5).map((word) => ({ word, grams: bigrams(word) }));
}

/** Listing and writing posts: a search's words, and a body's excerpt and search columns, worked out here (the rest: `forumPosts`). */
export const posts = {
  async list(db: Queryable, q: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const { keyword, ...rest } = q;
    return forumPosts.list(db, { ...rest, search: keyword ? searchWords(keyword) : undefined });
  },

  /** Writes a new post (or, with `id` of an existing one, its new text); the search columns follow the text. */
  async save(db: Queryable, input: PostInput & { kind: PostKind; authorId: string; id?: string; createTime?: string }): Promise<string> {
    const text = plainText(input.content);
    const search = normalizeSearch(`${input.title} ${input.labels.join(' ')} ${text}`);
    return forumPosts.save(db, { ...input, excerpt: text.slice(0, 160), searchText: search, searchBigrams: bigrams(search) });
  },
};
