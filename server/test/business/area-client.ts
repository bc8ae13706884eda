import { expectOk, type TestPlatform } from '../helper';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A demo user, and the project whose view they work in (none: their company view). */
export type Who = [string, string?];

/**
 * The calls an area's server test makes as its demo users: a token per user and view (the project view's from
 * `setToken`), requests under the area's path, its lists and records, and where rows landed.
 *
 * @example
 * const { call, list } = areaClient(() => t, 'quality/');
 * await list(['liuyang', 'p01'], 'defect', '&status=issued');
 */
export function areaClient(platform: () => TestPlatform, prefix = '') {
  const tokens = new Map<string, string>();
  async function tokenOf(user: string, projectId?: string): Promise<string> {
    const t = platform();
    if (!projectId) return t.login(user);
    const key = `${user}@${projectId}`;
    if (!tokens.has(key)) {
      const res = await t.get(`/devops/sys/setToken?projectId=${projectId}`, await t.login(user));
      expectOk(res, res.body);
      tokens.set(key, res.json().result.token);
    }
    return tokens.get(key)!;
  }
  const call = async (who: Who, method: Method, url: string, payload?: object) =>
    platform().app.inject({ method, url: `/devops/${prefix}${url}`, headers: { 'x-access-token': await tokenOf(...who) }, payload });
  const list = async (who: Who, page: string, query = '') =>
    (await call(who, 'GET', `${page}/list?pageSize=500${query}`)).json().result.records as Json[];
  const byId = async (who: Who, page: string, id: string) => (await call(who, 'GET', `${page}/queryById?id=${id}`)).json().result;
  const distinct = async (column: 'company_id' | 'project_id', table: string, ids: string[]) =>
    (await platform().db.query<{ v: string }>(`SELECT DISTINCT ${column} AS v FROM ${table} WHERE id = ANY($1) ORDER BY 1`, [ids])).rows.map((r) => r.v);
  return {
    tokenOf, call, list, byId,
    /** The projects the rows with these ids belong to. */
    projectsOf: (table: string, ids: string[]) => distinct('project_id', table, ids),
    /** The companies the rows with these ids belong to. */
    companiesOf: (table: string, ids: string[]) => distinct('company_id', table, ids),
  };
}
