/**
 * A version per module table, bumped by a statement trigger on every write (whatever path or process wrote).
 * List totals are cached per version, so paging a large table does not count every row on every request.
 */
export const sql = `
CREATE OR REPLACE FUNCTION platform_bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_cache_version (name, version) VALUES ('table:' || TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET version = sys_cache_version.version + 1;
  RETURN NULL;
END;
$$;
`;
