import type { Queryable } from '../../db/database';

/**
 * A user's 职务 as people read it, in SQL over the sys_user row `alias`: `sys_user.post` holds position codes of
 * 职务管理 (one, or several joined by commas as JeecgBoot's position picker sends them), shown by their names; a value
 * no position has — typed before 职务 became a choice — shows as it is.
 */
export const postNameSql = (alias: string) => `(SELECT string_agg(COALESCE(s.name, x.code), '、' ORDER BY x.n)
  FROM unnest(string_to_array(${alias}.post, ',')) WITH ORDINALITY AS x(code, n) LEFT JOIN sys_position s ON s.code = x.code)`;

/** The name of a stored 职务 value (see `postNameSql`); null for none. */
export async function postName(db: Queryable, post: string | null): Promise<string | null> {
  if (!post) return null;
  const { rows } = await db.query<{ name: string | null }>(`SELECT ${postNameSql('u')} AS name FROM (SELECT $1::text AS post) u`, [post]);
  return rows[0]?.name ?? post;
}
