import type { TestPlatform } from '../helper';
import { outcome } from '../helper';

/** Calls the forum's endpoints as one demo user and answers the parsed envelope and status. */
export function forumClient(t: TestPlatform) {
  return async (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/devops/forum/${url}`, headers: { 'x-access-token': await t.login(username) }, payload });
    // The tests read whatever shape each endpoint answers; the assertions are the type check.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: outcome(res), ...(res.json() as { success: boolean; message: string; result: any }) };
  };
}

export const newPost = (title: string, content = '<p>正文</p>', extra: object = {}) => ({ kind: 'post', boardCode: 'practice', title, content, labels: ['测试'], ...extra });
